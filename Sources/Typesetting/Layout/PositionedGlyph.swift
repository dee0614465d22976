import Raster

/// A glyph and where its origin goes, in points relative to its line's origin (the left
/// end of the line on the baseline), y down.
public struct PositionedGlyph: Hashable, Sendable {
  /// The glyph id in the font's face.
  public var glyph: UInt32
  /// The glyph origin (pen position plus the shaper's offset), in points.
  public var position: Point
}
