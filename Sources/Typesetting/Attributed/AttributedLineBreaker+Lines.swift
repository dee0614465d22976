import Raster

extension AttributedLineBreaker {
  /// The line made of `pieces` (trailing spaces of each clusters piece left out), with its
  /// glyphs placed, its spans, width and height. `fallback` is the scalar whose style sets
  /// the height of a line without glyphs.
  func makeLine(_ paragraph: Clusters, _ pieces: [Piece], fallback: Int) -> Line {
    var line = Line()
    var metrics = LineMetrics()
    var previousWasSpace = false
    var first = Int.max
    var end = Int.min
    for piece in pieces {
      switch piece {
      case .ellipsis(let style):
        let run = ellipsisRun(style)
        place(run, 0..<run.glyphs.count, clusterCount: 1, style: style, into: &line)
        metrics.add(text.styles[style])
        line.isTruncated = true
        previousWasSpace = false
      case .clusters(let span):
        let trimmed = trimmingSpaces(paragraph, span)
        var c = trimmed.lowerBound
        while c < trimmed.upperBound {
          let segment = paragraph.segment[c]
          var stop = c
          while stop < trimmed.upperBound, paragraph.segment[stop] == segment { stop += 1 }
          let part = paragraph.segments[segment]
          if line.glyphs.isEmpty, line.spans.isEmpty { line.isRightToLeft = part.run.isRightToLeft }
          place(
            part.run, paragraph.glyphStart[c]..<paragraph.glyphEnd[stop - 1],
            clusterCount: stop - c, style: part.style, into: &line,
            previousWasSpace: &previousWasSpace)
          metrics.add(text.styles[part.style])
          c = stop
        }
        if !trimmed.isEmpty {
          first = min(first, paragraph.starts[trimmed.lowerBound])
          end = max(end, scalarEnd(paragraph, trimmed.upperBound))
        }
      }
    }
    if metrics.isEmpty, let style = text.style(at: fallback) { metrics.add(text.styles[style]) }
    let natural = metrics.naturalHeight
    line.height = settings.lineHeight(natural: natural)
    line.baseline = (line.height - natural) + metrics.ascent
    line.range = first <= end ? first..<end : fallback..<fallback
    return line
  }

  /// `span` without the spaces at its end.
  func trimmingSpaces(_ paragraph: Clusters, _ span: Range<Int>) -> Range<Int> {
    var end = span.upperBound
    while end > span.lowerBound, LineBreaker.isSpace(text.scalars[paragraph.starts[end - 1]]) {
      end -= 1
    }
    return span.lowerBound..<end
  }

  /// The scalar index where the clusters before `cluster` end.
  func scalarEnd(_ paragraph: Clusters, _ cluster: Int) -> Int {
    cluster < paragraph.starts.count ? paragraph.starts[cluster] : paragraph.range.upperBound
  }

  /// Places the glyphs `glyphs` of `run` (logical order; reversed for right-to-left runs)
  /// after the line's current end, in `style`: pen positions summed in font units and
  /// scaled once, the style's kern after each cluster, the baseline raised by its offset.
  private func place(
    _ run: ShapedRun, _ glyphs: Range<Int>, clusterCount: Int, style: Int,
    into line: inout Line, previousWasSpace: inout Bool
  ) {
    let runStyle = text.styles[style]
    let scale = runStyle.font.unitScale
    let kern = runStyle.kern
    let rise = runStyle.baselineOffset
    let start = line.width
    let firstGlyph = line.glyphs.count
    if let box = runStyle.attachment {
      // Boxes side by side, each marked by a glyph at its left end on the baseline.
      for k in 0..<glyphs.count {
        if previousWasSpace { line.spaces += 1 }
        previousWasSpace = false
        let x = start + (box.width + kern) * Double(k)
        line.glyphs.append(
          StyledGlyph(
            glyph: run.glyphs[glyphs.lowerBound + k].glyph, position: Point(x: x, y: -rise),
            style: style))
        line.gaps.append(line.spaces)
      }
      line.width = start + (box.width + kern) * Double(clusterCount)
      line.spans.append(StyledSpan(style: style, minX: start, maxX: line.width))
      line.spanGlyphs.append(firstGlyph..<line.glyphs.count)
      return
    }
    var pen = 0
    var clustersBefore = -1
    var previousCluster = Int.min
    let n = glyphs.count
    for k in 0..<n {
      let glyph = run.glyphs[run.isRightToLeft ? glyphs.upperBound - 1 - k : glyphs.lowerBound + k]
      if glyph.cluster != previousCluster {
        clustersBefore += 1
        if previousWasSpace { line.spaces += 1 }
        previousWasSpace = glyph.cluster >= 0 && LineBreaker.isSpace(text.scalars[glyph.cluster])
        previousCluster = glyph.cluster
      }
      if glyph.cluster < 0 || !LineBreaker.isInvisible(text.scalars[glyph.cluster]) {
        let x = start + Double(pen + Int(glyph.offsetX)) * scale + kern * Double(clustersBefore)
        let y = Double(-Int(glyph.offsetY)) * scale - rise
        line.glyphs.append(
          StyledGlyph(glyph: glyph.glyph, position: Point(x: x, y: y), style: style))
        line.gaps.append(line.spaces)
      }
      pen += Int(glyph.advance)
    }
    line.width = start + (Double(pen) * scale + kern * Double(clusterCount))
    line.spans.append(StyledSpan(style: style, minX: start, maxX: line.width))
    line.spanGlyphs.append(firstGlyph..<line.glyphs.count)
  }

  /// `place(_:_:clusterCount:style:into:previousWasSpace:)` for a piece that follows no space.
  private func place(
    _ run: ShapedRun, _ glyphs: Range<Int>, clusterCount: Int, style: Int, into line: inout Line
  ) {
    var previousWasSpace = false
    place(
      run, glyphs, clusterCount: clusterCount, style: style, into: &line,
      previousWasSpace: &previousWasSpace)
  }
}

/// The vertical extent of a line over the styles on it, as Core Text measures a line: the
/// largest ascent and descent (each moved by its run's baseline offset) and leading.
struct LineMetrics {
  private(set) var ascent = -Double.infinity
  private var descent = -Double.infinity
  private var leading = -Double.infinity
  /// The one font on the line without baseline offset, while there is only one.
  private var single: Font?
  private var mixed = false

  var isEmpty: Bool { ascent == -.infinity }

  mutating func add(_ style: TextRunStyle) {
    let font = style.font
    let rise = style.baselineOffset
    if isEmpty, rise == 0 { single = font } else if single != font || rise != 0 { mixed = true }
    ascent = max(ascent, font.ascender + rise)
    descent = max(descent, -font.descender - rise)
    leading = max(leading, font.leading)
    if let box = style.attachment {
      // The box stands on the line with the font of its character, as TextKit sets it.
      mixed = true
      ascent = max(ascent, box.bottom + box.height + rise)
      descent = max(descent, -box.bottom - rise)
    }
  }

  /// The natural line height: the single font's `lineHeight` (exactly as `TextLayout`
  /// computes it), or the largest ascent plus the largest descent plus the largest
  /// leading; 0 without styles.
  var naturalHeight: Double {
    if isEmpty { return 0 }
    if !mixed, let single { return single.lineHeight }
    return max(0, ascent + descent + leading)
  }
}
