import CFreeType
import CHarfBuzz

extension FontFace {
  /// The centre of the underline below the baseline and its thickness, in font units, from
  /// the `post` table (FreeType's `underline_position`, negative below the baseline, and
  /// `underline_thickness`); a twentieth of an em when the font gives no thickness.
  public var underline: (position: Int, thickness: Int) {
    let thickness = Int(face.pointee.underline_thickness)
    return (Int(face.pointee.underline_position), thickness > 0 ? thickness : unitsPerEm / 20)
  }

  /// The centre of the strikethrough above the baseline and its thickness, in font units,
  /// from the OS/2 table (`yStrikeoutPosition`, `yStrikeoutSize`); without that table,
  /// a quarter of an em up and the underline's thickness.
  public var strikethrough: (position: Int, thickness: Int) {
    if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
      let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
      if os2.yStrikeoutSize > 0 {
        return (Int(os2.yStrikeoutPosition), Int(os2.yStrikeoutSize))
      }
    }
    return (unitsPerEm / 4, underline.thickness)
  }
}

extension FontFace {
  /// The height of capital letters above the baseline, in font units (`UIFont.capHeight`):
  /// the OS/2 table's `sCapHeight` (its version 2 and later), else the top of the outline
  /// of "H".
  public var capHeight: Int { letterHeight(\.sCapHeight, "H") }

  /// The height of lowercase letters without ascenders, in font units (`UIFont.xHeight`):
  /// the OS/2 table's `sxHeight`, else the top of the outline of "x".
  public var xHeight: Int { letterHeight(\.sxHeight, "x") }

  private func letterHeight(_ field: KeyPath<TT_OS2, FT_Short>, _ letter: Unicode.Scalar) -> Int {
    if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
      let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
      if os2.version >= 2, os2[keyPath: field] > 0 { return Int(os2[keyPath: field]) }
    }
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(hbFont, letter.value, &glyph) != 0,
      let bounds = glyphOutline(glyph).bounds
    else { return 0 }
    // Outlines are y down: the letter's top is its least y.
    return Int((-bounds.minY).rounded())
  }
}
