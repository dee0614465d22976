/// One glyph placed by HarfBuzz, in font units (y up, as in the font).
public struct ShapedGlyph: Hashable, Sendable {
  /// The glyph id in the face; 0 is `.notdef`, drawn for characters the font lacks.
  public var glyph: UInt32
  /// The index, in the shaped text's Unicode scalars, of the first scalar of the cluster
  /// this glyph belongs to.
  public var cluster: Int
  /// How far the pen moves after this glyph, in font units.
  public var advance: Int32
  /// The horizontal offset of the glyph from the pen, in font units.
  public var offsetX: Int32
  /// The vertical offset of the glyph from the baseline, in font units, up positive.
  public var offsetY: Int32
}
