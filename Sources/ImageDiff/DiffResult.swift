import Raster

/// The numbers of one comparison.
public struct DiffResult: Equatable, Sendable, Codable {
  /// The reference's size in pixels.
  public var width: Int
  public var height: Int
  /// The actual image's size; different from the reference's when ``sizesDiffer``.
  public var actualWidth: Int
  public var actualHeight: Int
  /// Pixels that differ beyond every tolerance, outside ignored regions and not forgiven as
  /// anti-aliasing. When the sizes differ, every pixel of the larger image counts.
  public var differentPixels: Int
  /// ``differentPixels`` over the reference's pixel count (0 for an empty image).
  public var ratio: Double
  /// The largest difference in any channel over all compared pixels (0–255).
  public var maxChannelDelta: Int
  /// The largest CIEDE2000 ΔE₀₀ over all compared pixels.
  public var maxDeltaE: Double
  /// The smallest box holding every differing pixel, or `nil` when none differs.
  public var boundingBox: PixelBox?
  /// Pixels that differ but were forgiven as anti-aliasing.
  public var antialiasedPixels: Int
  /// Pixels that differ inside ignored regions.
  public var ignoredPixels: Int
  /// How many differing pixels the options allow.
  public var allowedPixels: Int

  /// Whether the two images have different sizes.
  public var sizesDiffer: Bool { width != actualWidth || height != actualHeight }

  /// Whether the images match under the options: same size and no more differing pixels
  /// than allowed.
  public var matches: Bool { !sizesDiffer && differentPixels <= allowedPixels }
}

/// A comparison's numbers and, when asked for, its picture.
public struct ImageComparison: Equatable, Sendable {
  public var result: DiffResult
  /// Unchanged pixels as a faded grey copy of the reference, differing pixels red,
  /// anti-aliasing yellow; when the sizes differ, the two images side by side.
  public var picture: Bitmap?
}
