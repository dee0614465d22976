extension AttributedLineBreaker {
  /// The glyphs of the runs of `range` that are shaped together, by the first scalar of each
  /// run's part: neighbouring runs in the same font with the same kern, differing in what
  /// does not change the glyphs (colour, underline, background, baseline offset), are shaped
  /// as one text and their glyphs shared out by cluster, as Core Text sets a word whose
  /// letters differ only in colour: the font's kerning and ligatures apply across the
  /// boundary (a ligature goes to the run of its first character). Runs set right to left
  /// are shaped one by one. Parts missing from the result are shaped on their own.
  func sharedShaping(of range: Range<Int>) -> [Int: ShapedRun] {
    var groups: [[(part: Range<Int>, style: TextRunStyle)]] = []
    for run in text.runs where run.range.overlaps(range) {
      let part = run.range.clamped(to: range)
      let style = text.styles[run.style]
      guard style.attachment == nil else {
        groups.append([])
        continue
      }
      if let previous = groups.last?.last, previous.part.upperBound == part.lowerBound,
        previous.style.font == style.font, previous.style.kern == style.kern
      {
        groups[groups.count - 1].append((part, style))
      } else {
        groups.append([(part, style)])
      }
    }
    var shared: [Int: ShapedRun] = [:]
    for group in groups where group.count > 1 {
      let whole = group[0].part.lowerBound..<group[group.count - 1].part.upperBound
      let shaped = TextShaper.shape(text.scalars, range: whole, face: group[0].style.font.face)
      guard !shaped.isRightToLeft else { continue }
      // Left to right, clusters ascend: one pass shares the glyphs out in order.
      var index = 0
      for (part, _) in group {
        let first = index
        while index < shaped.glyphs.count, shaped.glyphs[index].cluster < part.upperBound {
          index += 1
        }
        shared[part.lowerBound] = ShapedRun(
          glyphs: Array(shaped.glyphs[first..<index]), isRightToLeft: false)
      }
    }
    return shared
  }
}
