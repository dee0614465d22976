extension AttributedText {
  /// The text with each stretch of characters its run's font lacks moved into a run of
  /// the same style set in a fallback face (`FontFallback`) at the same size; `self` when
  /// the fonts have every character.
  ///
  /// Control characters, marks, joiners and variation selectors stay with the character
  /// before them, so a base and its marks share one face. Spaces the run's font has stay in
  /// it, so a space between right-to-left words in a fallback face and left-to-right text
  /// sits between them.
  /// - Complexity: O(n) character map lookups.
  func withFallbackFonts() -> AttributedText {
    var result = AttributedText()
    var changed = false
    for run in runs {
      let style = styles[run.style]
      guard style.attachment == nil else {
        // An attachment's characters are boxes, not glyphs: no face needs to have them.
        result.append(scalars: scalars[run.range], style: style)
        continue
      }
      let primary = style.font.face
      var pieceStart = run.range.lowerBound
      var current = primary
      for index in run.range {
        let scalar = scalars[index]
        let face: FontFace
        if AttributedText.followsPrevious(scalar) || primary.hasGlyph(for: scalar) {
          face = AttributedText.followsPrevious(scalar) ? current : primary
        } else {
          face = FontFallback.face(for: scalar, instead: primary) ?? primary
        }
        guard face !== current else { continue }
        changed = true
        result.append(scalars[pieceStart..<index], style: style, face: current)
        pieceStart = index
        current = face
      }
      result.append(scalars[pieceStart..<run.range.upperBound], style: style, face: current)
    }
    return changed ? result : self
  }

  /// Adds `piece` in `style`, its font's face replaced by `face`.
  private mutating func append(_ piece: ArraySlice<UInt32>, style: TextRunStyle, face: FontFace) {
    var style = style
    if face !== style.font.face { style.font = Font(face: face, size: style.font.pointSize) }
    append(scalars: piece, style: style)
  }

  /// Whether `scalar` is set in the face of the character before it: a control character,
  /// a combining mark, a joiner or a variation selector.
  static func followsPrevious(_ scalar: UInt32) -> Bool {
    if scalar < 0x20 || scalar == 0x7F { return true }
    guard let value = Unicode.Scalar(scalar) else { return true }
    switch value.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark, .format: return true
    default: return false
    }
  }
}
