import Raster

/// Breaks an attributed text into lines: each run shaped with its own font, one greedy
/// line breaker over the whole paragraph (lines break across run boundaries), widths in
/// points, lines stacked by their own heights until the line or height limit.
///
/// With a single run, no kern and no baseline offset, glyph positions, line widths and
/// baselines are computed with the same operations as `LineBreaker` and `TextLayout`, so
/// both draw the same bytes.
struct AttributedLineBreaker {
  /// The glyphs HarfBuzz made of one run's part of a paragraph.
  struct Segment {
    var run: ShapedRun
    var style: Int
  }

  /// The clusters of one paragraph, in logical order, over all its runs.
  struct Clusters {
    var segments: [Segment] = []
    /// The first scalar index of each cluster.
    var starts: [Int] = []
    /// Each cluster's advance in points, its run's kern included.
    var advances: [Double] = []
    /// The segment of each cluster.
    var segment: [Int] = []
    /// Each cluster's glyphs in its segment: `glyphStart[c]..<glyphEnd[c]`.
    var glyphStart: [Int] = []
    var glyphEnd: [Int] = []
    /// The paragraph's scalars.
    var range: Range<Int>
  }

  /// A part of a line: clusters of the paragraph, or an ellipsis in a style.
  enum Piece {
    case clusters(Range<Int>)
    case ellipsis(style: Int)
  }

  /// One line before alignment.
  struct Line {
    var glyphs: [StyledGlyph] = []
    /// For each glyph, the number of breaking spaces before it on the line.
    var gaps: [Int] = []
    var spaces = 0
    var spans: [StyledSpan] = []
    /// The glyphs of each span, for justification.
    var spanGlyphs: [Range<Int>] = []
    var width = 0.0
    var range: Range<Int> = 0..<0
    var isRightToLeft = false
    var isTruncated = false
    var endsParagraph = false
    var top = 0.0
    var height = 0.0
    /// The baseline below the line's top.
    var baseline = 0.0
  }

  let text: AttributedText
  let settings: ParagraphSettings
  /// The line width in points; `.infinity` for no wrapping.
  let maximumWidth: Double
  /// The height lines must fit in, in points; `.infinity` for no limit.
  let maximumHeight: Double
  let maximumLines: Int
  private(set) var lines: [Line] = []
  private var finished = false
  /// The paragraph and first cluster of the last line kept, to truncate it.
  private var last: (paragraph: Clusters, start: Int)?
  /// Whether every line so far has the first line's height.
  private var uniformHeight = true

  init(_ text: AttributedText, settings: ParagraphSettings, width: Double, height: Double) {
    self.text = text
    self.settings = settings
    maximumWidth = width.isFinite ? max(0, width) : .infinity
    maximumHeight = height.isFinite ? max(0, height) : .infinity
    maximumLines = settings.numberOfLines > 0 ? settings.numberOfLines : Int.max
  }

  var mode: LineBreakMode { settings.lineBreakMode }

  /// Lays out every paragraph until the text or a limit ends.
  mutating func run() {
    let scalars = text.scalars
    guard !scalars.isEmpty else { return }
    var start = 0
    var index = 0
    while index <= scalars.count, !finished {
      let atEnd = index == scalars.count
      let separator = atEnd ? 0 : LineBreaker.separatorLength(scalars, at: index)
      guard atEnd || separator > 0 else {
        index += 1
        continue
      }
      breakParagraph(start..<index, isLast: atEnd)
      index += max(separator, 1)
      start = index
    }
  }

  /// Shapes each run's part of `range` with its font and groups the glyphs into clusters.
  func clusters(of range: Range<Int>) -> Clusters {
    var result = Clusters(range: range)
    let shapedTogether = sharedShaping(of: range)
    for run in text.runs where run.range.overlaps(range) {
      let part = run.range.clamped(to: range)
      let style = text.styles[run.style]
      if let box = style.attachment {
        // One box for each character, not shaped: a glyph of no advance marks its place.
        let marks = part.map {
          ShapedGlyph(glyph: 0, cluster: $0, advance: 0, offsetX: 0, offsetY: 0)
        }
        let segment = result.segments.count
        result.segments.append(
          Segment(run: ShapedRun(glyphs: marks, isRightToLeft: false), style: run.style))
        for (index, mark) in marks.enumerated() {
          result.starts.append(mark.cluster)
          result.advances.append(box.width + style.kern)
          result.segment.append(segment)
          result.glyphStart.append(index)
          result.glyphEnd.append(index + 1)
        }
        continue
      }
      let shaped =
        shapedTogether[part.lowerBound]
        ?? TextShaper.shape(text.scalars, range: part, face: style.font.face)
      let scale = style.font.unitScale
      let segment = result.segments.count
      result.segments.append(Segment(run: shaped, style: run.style))
      var previous = -1
      for (index, glyph) in shaped.glyphs.enumerated() {
        if glyph.cluster != previous {
          if !result.starts.isEmpty, result.segment[result.segment.count - 1] == segment {
            result.glyphEnd[result.glyphEnd.count - 1] = index
          }
          result.starts.append(glyph.cluster)
          result.advances.append(style.kern)
          result.segment.append(segment)
          result.glyphStart.append(index)
          result.glyphEnd.append(shaped.glyphs.count)
          previous = glyph.cluster
        }
        result.advances[result.advances.count - 1] += Double(glyph.advance) * scale
      }
    }
    return result
  }

  /// Breaks one paragraph greedily into lines, as `LineBreaker` does, in points.
  private mutating func breakParagraph(_ range: Range<Int>, isLast: Bool) {
    let paragraph = clusters(of: range)
    let count = paragraph.starts.count
    guard count > 0 else {
      emit(paragraph, 0..<0, moreFollows: !isLast, endsParagraph: true)
      return
    }
    let wrapsAtSpaces = mode != .byCharWrapping
    var start = 0
    var width = 0.0
    var breakAt = -1
    var widthAtBreak = 0.0
    var c = 0
    while c < count {
      let advance = paragraph.advances[c]
      let space = LineBreaker.isSpace(text.scalars[paragraph.starts[c]])
      if !space, c > start, width + advance > maximumWidth {
        if wrapsAtSpaces, breakAt > start {
          emit(paragraph, start..<breakAt, moreFollows: true, endsParagraph: false)
          start = breakAt
          width -= widthAtBreak
          breakAt = -1
          if finished { return }
          continue
        } else if mode != .byClipping {
          emit(paragraph, start..<c, moreFollows: true, endsParagraph: false)
          start = c
          width = 0
          breakAt = -1
          if finished { return }
          continue
        }
      }
      width += advance
      if space {
        breakAt = c + 1
        widthAtBreak = width
      }
      c += 1
    }
    emit(paragraph, start..<count, moreFollows: !isLast, endsParagraph: true)
  }

  /// Adds the line of clusters `span` when it fits; when it does not (line or height
  /// limit), layout stops and the last line kept is truncated in truncating modes.
  private mutating func emit(
    _ paragraph: Clusters, _ span: Range<Int>, moreFollows: Bool, endsParagraph: Bool
  ) {
    var line = makeLine(paragraph, [.clusters(span)], fallback: paragraph.range.lowerBound)
    line.endsParagraph = endsParagraph
    line.top = nextTop()
    let fitsHeight = line.top + line.height <= maximumHeight + 1e-6 * line.height
    if lines.count >= maximumLines || (!lines.isEmpty && !fitsHeight) {
      finished = true
      truncateLast()
      return
    }
    uniformHeight = uniformHeight && (lines.first?.height ?? line.height) == line.height
    lines.append(line)
    last = (paragraph, span.lowerBound)
    if lines.count >= maximumLines, moreFollows {
      finished = true
      truncateLast()
    }
  }

  /// The top of the next line: lines are stacked with line spacing between them and
  /// paragraph spacing after a paragraph's last line. While every line has the first
  /// line's height and no spacing applies, the top is `count × height`, as `TextLayout`.
  private func nextTop() -> Double {
    guard let previous = lines.last else { return 0 }
    let extra =
      settings.lineSpacing + (previous.endsParagraph ? settings.paragraphSpacing : 0)
    if extra == 0, uniformHeight {
      return Double(lines.count) * lines[0].height
    }
    return previous.top + previous.height + extra
  }

  /// Replaces the last line kept by its truncated form, in truncating modes.
  private mutating func truncateLast() {
    guard mode.truncates, let last, let kept = lines.last else { return }
    var line = truncatedLine(last.paragraph, from: last.start)
    line.top = kept.top
    line.endsParagraph = true
    lines[lines.count - 1] = line
  }
}
