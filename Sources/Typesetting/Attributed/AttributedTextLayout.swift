import Raster

/// An attributed text broken into positioned lines, as Core Text and TextKit set an
/// `NSAttributedString`: each run in its own font, colour, kern and baseline offset, on
/// lines shared across runs.
///
/// Each run is shaped with HarfBuzz, neighbouring runs in the same font and kern together
/// (so the font's kerning and ligatures apply across a change of colour, not of font); one
/// greedy line breaker wraps the whole paragraph at spaces, across run boundaries. A line's natural height is its largest ascent plus its
/// largest descent plus its largest leading over the runs on it (each ascent and descent
/// moved by the run's baseline offset); `lineHeightMultiple`, `minimumLineHeight` and
/// `maximumLineHeight` then apply, with the extra space above the glyphs. Lines are
/// stacked with `lineSpacing` between them and `paragraphSpacing` after each paragraph.
/// Runs are laid left to right in logical order: a run shaped right to left has its
/// glyphs reversed, but there is no bidirectional reordering between runs. Characters a
/// run's font lacks are set in a fallback face (`FontFallback`); `text` is the text as laid
/// out, with those runs.
///
/// With one run and no kern, baseline offset or spacing, the glyphs, lines and size are
/// those of `TextLayout` with the same font and paragraph attributes.
public struct AttributedTextLayout: Hashable, Sendable {
  /// The text laid out, with its styles.
  public let text: AttributedText
  /// The lines, top to bottom, with alignment applied.
  public let lines: [AttributedTextLine]
  /// The widest line's width by the bottom of the last line, in points.
  public let size: Size
  /// The width alignment is computed in: the width laid out in, or `size.width` when none.
  public let alignmentWidth: Double

  /// Lays out `text`.
  ///
  /// - Parameters:
  ///   - text: the runs; newlines start new paragraphs.
  ///   - paragraph: alignment, line break mode, line limit and spacing.
  ///   - width: the line width to wrap at, in points; `nil` or infinity for no wrapping.
  ///   - height: the height available, in points; only whole lines that fit are kept
  ///     (always at least one). `nil` or infinity for no limit.
  /// - Complexity: O(n) in the text up to the last line shown, plus the shaping of each
  ///   paragraph reached.
  public init(
    _ text: AttributedText, paragraph: ParagraphSettings = ParagraphSettings(),
    width: Double? = nil, height: Double? = nil
  ) {
    let text = text.withFallbackFonts()
    self.text = text
    var breaker = AttributedLineBreaker(
      text, settings: paragraph, width: width ?? .infinity, height: height ?? .infinity)
    breaker.run()
    let found = breaker.lines
    let widest = found.reduce(0) { max($0, $1.width) }
    let container = width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? widest
    lines = found.map { line in
      AttributedTextLayout.aligned(line, paragraph.alignment, container: container)
    }
    alignmentWidth = found.isEmpty ? 0 : container
    let bottom = found.last.map { $0.top + $0.height } ?? 0
    size = found.isEmpty ? .zero : Size(width: widest, height: bottom)
  }

  /// `line` placed in `container` points: offset by its alignment; for `.justified`, a
  /// line that is neither a paragraph's last nor truncated is stretched at its spaces.
  static func aligned(
    _ line: AttributedLineBreaker.Line, _ alignment: TextAlignment, container: Double
  ) -> AttributedTextLine {
    let free = container - line.width
    var glyphs = line.glyphs
    var spans = line.spans
    var width = line.width
    let stretches =
      alignment == .justified && !line.endsParagraph && !line.isTruncated && line.spaces > 0
      && free > 0
    if stretches {
      let extra = free / Double(line.spaces)
      for i in glyphs.indices { glyphs[i].position.x += Double(line.gaps[i]) * extra }
      for (i, range) in line.spanGlyphs.enumerated() where !range.isEmpty {
        spans[i].minX += Double(line.gaps[range.lowerBound]) * extra
        spans[i].maxX += Double(line.gaps[range.upperBound - 1]) * extra
      }
      width = container
    }
    let x =
      stretches
      ? 0 : TextLayout.offset(alignment, rightToLeft: line.isRightToLeft, free: free)
    return AttributedTextLine(
      glyphs: glyphs, spans: spans, origin: Point(x: x, y: line.top + line.baseline),
      top: line.top, height: line.height, width: width, range: line.range,
      isTruncated: line.isTruncated)
  }
}
