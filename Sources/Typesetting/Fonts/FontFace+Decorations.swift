import CFreeType

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
