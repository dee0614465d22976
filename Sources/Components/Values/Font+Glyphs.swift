import Foundation
import Raster
internal import Typesetting

extension Font {
  /// The glyph of each UTF-16 unit of `characters` in the face that draws the font, as
  /// Core Text's `CTFontGetGlyphsForCharacters` gives them: 0 for a character the face
  /// lacks, and for the second unit of a surrogate pair (its glyph is the first's).
  public func glyphs(for characters: [UInt16]) -> [UInt16] {
    guard let face = try? resolved().face else { return characters.map { _ in 0 } }
    var glyphs = [UInt16](repeating: 0, count: characters.count)
    var index = 0
    while index < characters.count {
      let unit = characters[index]
      var scalar = UInt32(unit)
      var width = 1
      if UTF16.isLeadSurrogate(unit), index + 1 < characters.count,
        UTF16.isTrailSurrogate(characters[index + 1])
      {
        scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + UInt32(characters[index + 1]) - 0xDC00
        width = 2
      }
      glyphs[index] = face.glyph(for: scalar).map { UInt16(truncatingIfNeeded: $0) } ?? 0
      index += width
    }
    return glyphs
  }

  /// How far `glyph` moves the pen, in points.
  public func advance(ofGlyph glyph: UInt16) -> CGFloat {
    guard let font = try? resolved() else { return 0 }
    return CGFloat(Double(font.face.advance(of: UInt32(glyph))) * font.unitScale)
  }

  /// The outline of `glyph` at the font's size, in points, its origin on the baseline at
  /// the pen, y up (Core Text's `CTFontCreatePathForGlyph`); empty for a glyph without one.
  public func outline(ofGlyph glyph: UInt16) -> GraphicsPath {
    guard let font = try? resolved() else { return GraphicsPath(Path()) }
    let scale = font.unitScale
    return GraphicsPath(
      font.face.glyphOutline(UInt32(glyph)).applying(
        AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: 0)))
  }

  /// The box of `glyph`'s outline, in points, y up; `.zero` for a glyph without one.
  public func boundingRect(ofGlyph glyph: UInt16) -> CGRect {
    let box = outline(ofGlyph: glyph).boundingBoxOfPath
    return box.isNull ? .zero : box
  }
}
