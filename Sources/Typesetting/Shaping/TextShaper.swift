import CHarfBuzz

/// Shapes Unicode text into glyphs with HarfBuzz, using the font's own OpenType tables
/// (kerning, ligatures, mark positioning and contextual forms, as the font defines them).
///
/// Direction, script and language are guessed per call by
/// `hb_buffer_guess_segment_properties` from the first character with a strong script;
/// there is no bidirectional reordering, so a paragraph mixing directions is shaped in
/// one direction. Positions are in font units: the HarfBuzz font is scaled to
/// `unitsPerEm`, so they do not depend on the point size.
public enum TextShaper {
  /// Shapes `scalars[range]`, with the rest of `scalars` as context for contextual forms.
  ///
  /// Shaping a whole array (`range` covering all of `scalars`) is cached per face, since
  /// positions are in font units and the same string shapes the same at every size.
  ///
  /// - Parameters:
  ///   - scalars: Unicode scalar values.
  ///   - range: the part to shape; clusters index into `scalars`.
  ///   - face: the face whose tables are used.
  /// - Complexity: O(range.count), linear in HarfBuzz for ordinary fonts.
  public static func shape(
    _ scalars: [UInt32], range: Range<Int>, face: FontFace
  ) -> ShapedRun {
    guard range == scalars.indices, !range.isEmpty else {
      return shapeWithHarfBuzz(scalars, range: range, face: face)
    }
    if let cached = face.cachedRun(for: scalars) { return cached }
    let run = shapeWithHarfBuzz(scalars, range: range, face: face)
    face.cache(run, for: scalars)
    return run
  }

  /// `shape(_:range:face:)` without the cache.
  static func shapeWithHarfBuzz(
    _ scalars: [UInt32], range: Range<Int>, face: FontFace
  ) -> ShapedRun {
    guard !range.isEmpty, let buffer = hb_buffer_create() else {
      return ShapedRun(glyphs: [], isRightToLeft: false)
    }
    defer { hb_buffer_destroy(buffer) }
    scalars.withUnsafeBufferPointer { text in
      hb_buffer_add_utf32(
        buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound),
        Int32(range.count))
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(face.hbFont, buffer, nil, 0)
    let isRightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return ShapedRun(glyphs: [], isRightToLeft: isRightToLeft) }
    let n = Int(count)
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(n)
    for visual in 0..<n {
      let i = isRightToLeft ? n - 1 - visual : visual
      glyphs.append(
        ShapedGlyph(
          glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
          advance: positions[i].x_advance, offsetX: positions[i].x_offset,
          offsetY: positions[i].y_offset))
    }
    return ShapedRun(glyphs: glyphs, isRightToLeft: isRightToLeft)
  }

  /// Shapes a whole string.
  public static func shape(_ string: String, face: FontFace) -> ShapedRun {
    let scalars = string.unicodeScalars.map(\.value)
    return shape(scalars, range: 0..<scalars.count, face: face)
  }
}
