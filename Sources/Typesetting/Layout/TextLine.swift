import Raster

/// One laid-out line of text.
public struct TextLine: Hashable, Sendable {
  /// The glyphs in visual order (left to right), positioned relative to `origin`.
  public var glyphs: [PositionedGlyph]
  /// The left end of the line on its baseline, in points relative to the top-left corner
  /// of the layout; alignment is already applied.
  public var origin: Point
  /// The advance width of the line without trailing spaces, in points.
  public var width: Double
  /// The Unicode scalar indices of the text shown on the line (without the ellipsis).
  public var range: Range<Int>
  /// Whether the line ends with an ellipsis standing for text that was cut.
  public var isTruncated: Bool
}
