extension AttributedLineBreaker {
  /// The shaped ellipsis in `style`'s font ("…", or "..." when the font lacks it), every
  /// cluster set to −1 to tell it from the text's glyphs.
  func ellipsisRun(_ style: Int) -> ShapedRun {
    let face = text.styles[style].font.face
    var run = TextShaper.shape(LineBreaker.ellipsis, range: 0..<1, face: face)
    if run.glyphs.contains(where: { $0.glyph == 0 }) {
      run = TextShaper.shape(LineBreaker.asciiEllipsis, range: 0..<3, face: face)
    }
    for i in run.glyphs.indices { run.glyphs[i].cluster = -1 }
    run.isRightToLeft = false
    return run
  }

  /// The width of the ellipsis in `style`, in points, its kern included.
  func ellipsisWidth(_ style: Int) -> Double {
    let runStyle = text.styles[style]
    return Double(ellipsisRun(style).advance) * runStyle.font.unitScale + runStyle.kern
  }

  /// The style of the text at `cluster` of `paragraph` (clamped), for an ellipsis: when
  /// that cluster is an attachment, the nearest text's before it, else after it.
  func style(_ paragraph: Clusters, _ cluster: Int) -> Int {
    guard !paragraph.starts.isEmpty else { return text.style(at: paragraph.range.lowerBound) ?? 0 }
    let c = min(max(cluster, 0), paragraph.starts.count - 1)
    func at(_ index: Int) -> Int { paragraph.segments[paragraph.segment[index]].style }
    for index in stride(from: c, through: 0, by: -1) where text.styles[at(index)].attachment == nil
    {
      return at(index)
    }
    for index in c..<paragraph.starts.count where text.styles[at(index)].attachment == nil {
      return at(index)
    }
    return at(c)
  }

  /// The last line allowed, from cluster `start` to the end of its paragraph, cut to the
  /// line width with an ellipsis: at the end (tail), at the start (head: the end of the
  /// paragraph is shown) or between the two (middle: the start gets half the width). When
  /// all of it fits, the ellipsis goes at the end. The ellipsis takes the style of the
  /// text beside it (before it for tail and middle, after it for head).
  ///
  /// - Complexity: O(clusters from `start` to the end of the paragraph).
  func truncatedLine(_ paragraph: Clusters, from start: Int) -> Line {
    let end = trimmingSpaces(paragraph, start..<paragraph.starts.count).upperBound
    var total = 0.0
    for c in start..<end { total += paragraph.advances[c] }
    var pieces = tail(paragraph, start, end, style: style(paragraph, end - 1))
    if mode != .byTruncatingTail,
      !(total + ellipsisWidth(style(paragraph, end - 1)) <= maximumWidth)
    {
      pieces =
        mode == .byTruncatingHead
        ? head(paragraph, start, end, style: style(paragraph, end - 1))
        : middle(paragraph, start, end, style: style(paragraph, start))
    }
    return makeLine(paragraph, pieces, fallback: paragraph.range.lowerBound)
  }

  /// As many clusters from `start` as fit with the ellipsis, then the ellipsis.
  private func tail(_ paragraph: Clusters, _ start: Int, _ end: Int, style guess: Int) -> [Piece] {
    var style = guess
    var cut = start
    for _ in 0..<2 {
      let available = maximumWidth - ellipsisWidth(style)
      var width = 0.0
      cut = start
      while cut < end, width + paragraph.advances[cut] <= available {
        width += paragraph.advances[cut]
        cut += 1
      }
      let beside = cut > start ? self.style(paragraph, cut - 1) : style
      if beside == style { break }
      style = beside
    }
    return [.clusters(start..<cut), .ellipsis(style: style)]
  }

  /// The ellipsis, then as many clusters before `end` as fit.
  private func head(_ paragraph: Clusters, _ start: Int, _ end: Int, style guess: Int) -> [Piece] {
    var style = guess
    var cut = end
    for _ in 0..<2 {
      let available = maximumWidth - ellipsisWidth(style)
      var width = 0.0
      cut = end
      while cut > start, width + paragraph.advances[cut - 1] <= available {
        width += paragraph.advances[cut - 1]
        cut -= 1
      }
      let beside = cut < end ? self.style(paragraph, cut) : style
      if beside == style { break }
      style = beside
    }
    return [.ellipsis(style: style), .clusters(cut..<end)]
  }

  /// Clusters from `start` filling half the width left by the ellipsis, the ellipsis, then
  /// as many clusters before `end` as fill the rest.
  private func middle(
    _ paragraph: Clusters, _ start: Int, _ end: Int, style guess: Int
  ) -> [Piece] {
    var style = guess
    var left = start
    var right = end
    for _ in 0..<2 {
      let available = maximumWidth - ellipsisWidth(style)
      var width = 0.0
      left = start
      while left < end, width + paragraph.advances[left] <= available * 0.5 {
        width += paragraph.advances[left]
        left += 1
      }
      right = end
      while right > left, width + paragraph.advances[right - 1] <= available {
        width += paragraph.advances[right - 1]
        right -= 1
      }
      let beside = left > start ? self.style(paragraph, left - 1) : style
      if beside == style { break }
      style = beside
    }
    return [.clusters(start..<left), .ellipsis(style: style), .clusters(right..<end)]
  }
}
