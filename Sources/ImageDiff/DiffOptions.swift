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
    self.perceptualTolerance = perceptualTolerance
    self.yiqThreshold = yiqThreshold
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

  /// The largest allowed count for an image of `pixelCount` pixels.
  public func limit(pixelCount: Int) -> Int {
    switch self {
    case .count(let count): max(count, 0)
    case .ratio(let ratio): Int((max(ratio, 0) * Double(pixelCount)).rounded(.down))
    }
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

  /// The pixel columns and rows covered at `scale`, clamped to the image.
  func pixelBounds(scale: Double, width imageWidth: Int, height imageHeight: Int) -> PixelBox? {
    guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, width > 0, height > 0 else {
      return nil
    }
    // Pixel i's centre is i + 0.5: it is inside [lo, hi) when lo ≤ i + 0.5 < hi.
    func range(_ lo: Double, _ hi: Double, _ limit: Int) -> (Int, Int)? {
      let first = max(0, Int(max(-1, (lo * scale - 0.5).rounded(.up))))
      let endExclusive = min(limit, Int(min(Double(limit), max(0, (hi * scale - 0.5).rounded(.up)))))
      return first < endExclusive ? (first, endExclusive) : nil
    }
    guard let columns = range(x, x + width, imageWidth), let rows = range(y, y + height, imageHeight)
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
