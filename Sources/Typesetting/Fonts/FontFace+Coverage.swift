import CHarfBuzz

extension FontFace {
  /// Whether the face's character map has a glyph for `scalar` (HarfBuzz's nominal glyph,
  /// safe to ask from any thread).
  public func hasGlyph(for scalar: UInt32) -> Bool { glyph(for: scalar) != nil }
}

extension FontFace {
  /// The glyph the face's character map gives `scalar`, or `nil` when it has none.
  public func glyph(for scalar: UInt32) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 && glyph != 0 ? glyph : nil
  }

  /// How far glyph `glyph` moves the pen, in font units.
  public func advance(of glyph: UInt32) -> Int {
    Int(hb_font_get_glyph_h_advance(hbFont, glyph))
  }
}
