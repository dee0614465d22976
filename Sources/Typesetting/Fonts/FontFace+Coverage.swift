import CHarfBuzz

extension FontFace {
  /// Whether the face's character map has a glyph for `scalar` (HarfBuzz's nominal glyph,
  /// safe to ask from any thread).
  public func hasGlyph(for scalar: UInt32) -> Bool {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(hbFont, scalar, &glyph) != 0 && glyph != 0
  }
}
