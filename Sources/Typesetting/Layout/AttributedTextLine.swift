import Raster

/// One laid-out line of an attributed text.
public struct AttributedTextLine: Hashable, Sendable {
  /// The glyphs, positioned relative to `origin`.
  public var glyphs: [StyledGlyph]
  /// The stretches of the line in each style (trailing spaces left out).
  public var spans: [StyledSpan]
  /// The left end of the line on its baseline, in points relative to the layout's top-left
  /// corner; alignment is applied.
  public var origin: Point
  /// The top of the line box, in points below the layout's top.
  public var top: Double
  /// The height of the line box, in points (paragraph settings applied).
  public var height: Double
  /// The advance width of the line without trailing spaces, in points.
  public var width: Double
  /// The Unicode scalar indices of the text shown on the line (without the ellipsis; for
  /// head and middle truncation, from the first to the last scalar shown).
  public var range: Range<Int>
  /// Whether the line shows an ellipsis standing for text that was cut.
  public var isTruncated: Bool
}
