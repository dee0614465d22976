extension LineBreaker {
  /// The Unicode horizontal ellipsis, U+2026.
  static let ellipsis: [UInt32] = [0x2026]
  /// Three full stops, used when the font has no U+2026.
  static let asciiEllipsis: [UInt32] = [0x2E, 0x2E, 0x2E]

  /// The shaped ellipsis, with every cluster set to −1 to tell it from the text's glyphs.
  func ellipsisRun() -> ShapedRun {
    var run = TextShaper.shape(LineBreaker.ellipsis, range: 0..<1, face: font.face)
    if run.glyphs.contains(where: { $0.glyph == 0 }) {
      run = TextShaper.shape(LineBreaker.asciiEllipsis, range: 0..<3, face: font.face)
    }
    for i in run.glyphs.indices { run.glyphs[i].cluster = -1 }
    run.isRightToLeft = false
    return run
  }

  /// The last allowed line: as many clusters from `start` as fit with the ellipsis in the
  /// line width, then the ellipsis. When not even one cluster fits, only the ellipsis.
  ///
  /// - Complexity: O(clusters shown), however long the rest of the paragraph is.
  func truncatedLine(_ paragraph: Clusters, from start: Int, scalarRange: Range<Int>) -> Line {
    let ellipsis = ellipsisRun()
    let available = maximumWidth - Double(ellipsis.advance)
    var width = 0
    var c = start
    while c < paragraph.starts.count {
      let advance = paragraph.advances[c]
      if Double(width + advance) > available { break }
      width += advance
      c += 1
    }
    return line(paragraph, start..<c, scalarRange: scalarRange, ellipsis: ellipsis)
  }
}
