import Raster

/// A glyph of an attributed layout: its id, where its origin goes (in points relative to
/// its line's origin, y down) and the style it is set in.
public struct StyledGlyph: Hashable, Sendable {
  /// The glyph id in the face of its style's font.
  public var glyph: UInt32
  /// The glyph origin (pen position, kerning, shaper offset and baseline offset applied).
  public var position: Point
  /// The index of the glyph's style in the text's `styles`.
  public var style: Int
}
