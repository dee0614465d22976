import Raster

/// How two images are compared: which differences are forgiven and how many differing
/// pixels are allowed. The default is exact: any difference in any channel of any pixel
/// fails.
///
/// Tolerances combine: a pixel counts as different only when it exceeds every tolerance
/// that is set, lies outside every ignored region, and (with ``ignoresAntialiasing``) is
/// not explained as anti-aliasing.
public struct DiffOptions: Equatable, Hashable, Sendable, Codable {
  /// The largest difference in any one channel (red, green, blue or alpha; 0–255) that is
  /// still "the same". 0 is exact.
  public var channelTolerance: Int
  /// The largest CIEDE2000 colour difference (ΔE₀₀, computed from sRGB over white for
  /// translucent pixels) that is still "the same"; `nil` ignores perceptual distance.
  /// About 1 is the smallest difference people notice side by side.
  public var perceptualTolerance: Double?
  /// pixelmatch's threshold (0–1) on its YIQ colour distance; a pixel differs when the
  /// squared YIQ distance exceeds `35215 × threshold²`. `nil` ignores it.
  public var yiqThreshold: Double?
  /// How many differing pixels are allowed before the comparison fails.
  public var allowedDifferingPixels: PixelAllowance
  /// Whether pixels that look like anti-aliasing differences are forgiven (and drawn
  /// yellow in the diff picture).
  public var ignoresAntialiasing: Bool
  /// Rectangles, in points, whose pixels are not compared. The stored reference is not
  /// changed; the regions are masked at comparison time.
  public var ignoredRegions: [IgnoredRegion]

  public init(
    channelTolerance: Int = 0, perceptualTolerance: Double? = nil, yiqThreshold: Double? = nil,
    allowedDifferingPixels: PixelAllowance = .count(0), ignoresAntialiasing: Bool = false,
    ignoredRegions: [IgnoredRegion] = []
  ) {
    self.channelTolerance = min(max(channelTolerance, 0), 255)
    // Out-of-range tolerances are clamped; one that is not a number is left unset, since
    // no distance exceeds NaN and it would forgive every difference.
    self.perceptualTolerance = perceptualTolerance.flatMap { $0.isNaN ? nil : max($0, 0) }
    self.yiqThreshold = yiqThreshold.flatMap { $0.isNaN ? nil : min(max($0, 0), 1) }
    self.allowedDifferingPixels = allowedDifferingPixels
    self.ignoresAntialiasing = ignoresAntialiasing
    self.ignoredRegions = ignoredRegions
  }

  /// Every pixel must be identical.
  public static let exact = DiffOptions()

  /// Whether any option forgives a difference (anything but ``exact``).
  public var isExact: Bool { self == .exact }
}

/// How many differing pixels a comparison tolerates.
public enum PixelAllowance: Equatable, Hashable, Sendable, Codable {
  /// At most this many pixels.
  case count(Int)
  /// At most this fraction (0–1) of the image's pixels.
  case ratio(Double)

  /// The largest allowed count for an image of `pixelCount` pixels. A ratio is clamped to
  /// 0–1 first, and one that is not a number allows nothing.
  public func limit(pixelCount: Int) -> Int {
    switch self {
    case .count(let count): max(count, 0)
    case .ratio(let ratio):
      Self.fraction(ratio, of: max(pixelCount, 0))
    }
  }

  /// `ratio` of `count`, rounded down; NaN and negative ratios give 0, and a result that
  /// rounds to `count` or more (`Double(Int.max)` is 2⁶³, past `Int.max`) gives `count`.
  private static func fraction(_ ratio: Double, of count: Int) -> Int {
    guard ratio > 0 else { return 0 }
    let limit = (min(ratio, 1) * Double(count)).rounded(.down)
    return limit >= Double(count) ? count : Int(limit)
  }
}

/// A rectangle in points that a comparison ignores; with the comparison's scale it covers
/// the pixels whose centres lie inside `x·scale ..< (x+width)·scale` and likewise for y.
public struct IgnoredRegion: Equatable, Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The pixel columns and rows covered at `scale`, clamped to the image; `nil` when the
  /// region covers no pixel, or a number or the scale is not finite or not positive.
  ///
  /// Every coordinate is clamped to `0...limit` while still a `Double`, so that a region
  /// far outside the image (`1e19`, or an edge that overflows to infinity at a large scale)
  /// covers nothing instead of trapping when it becomes an `Int`.
  func pixelBounds(scale: Double, width imageWidth: Int, height imageHeight: Int) -> PixelBox? {
    guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, width > 0, height > 0,
      scale.isFinite, scale > 0
    else { return nil }
    // Pixel i's centre is i + 0.5: it is inside [lo, hi) when lo ≤ i + 0.5 < hi.
    func pixel(_ edge: Double, _ limit: Int) -> Int {
      let index = (edge * scale - 0.5).rounded(.up)
      // NaN (infinity minus infinity cannot happen here, but stay safe) counts as outside.
      guard !index.isNaN else { return 0 }
      return Int(min(Double(max(limit, 0)), max(0, index)))
    }
    func range(_ lo: Double, _ hi: Double, _ limit: Int) -> (Int, Int)? {
      let first = pixel(lo, limit)
      let endExclusive = pixel(hi, limit)
      return first < endExclusive ? (first, endExclusive) : nil
    }
    guard let columns = range(x, x + width, imageWidth),
      let rows = range(y, y + height, imageHeight)
    else { return nil }
    return PixelBox(x: columns.0, y: rows.0, width: columns.1 - columns.0, height: rows.1 - rows.0)
  }
}

/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelBox: Equatable, Hashable, Sendable, Codable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  @inline(__always)
  func contains(_ px: Int, _ py: Int) -> Bool {
    px >= x && px < x &+ width && py >= y && py < y &+ height
  }
}
