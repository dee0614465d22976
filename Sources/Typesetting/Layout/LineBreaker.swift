import Raster

/// Splits text into paragraphs, shapes each one and breaks it into lines greedily, in font
/// units, stopping at the line limit.
///
/// Widths are sums of integer HarfBuzz advances, so wrapping decisions are exact and the
/// same on every machine. A line holds whole grapheme clusters (HarfBuzz's default
/// cluster level keeps a base and its marks, and a ligature's characters, together).
struct LineBreaker {
  /// One line before alignment: glyph positions relative to the line origin, in points.
  struct Line {
    var glyphs: [PositionedGlyph]
    var widthUnits: Int
    var range: Range<Int>
    var isRightToLeft: Bool
    var isTruncated: Bool
  }

  /// The clusters of one shaped paragraph, in logical order.
  struct Clusters {
    var run: ShapedRun
    /// The first scalar index of each cluster.
    var starts: [Int] = []
    /// The summed advance of each cluster's glyphs, in font units.
    var advances: [Int] = []
    /// The index in `run.glyphs` of each cluster's first glyph, plus the glyph count.
    var firstGlyph: [Int] = []
  }

  let scalars: [UInt32]
  let font: Font
  /// The line width in font units; `.infinity` for no wrapping.
  let maximumWidth: Double
  /// The most lines; `Int.max` for no limit.
  let maximumLines: Int
  let mode: LineBreakMode
  private(set) var lines: [Line] = []
  private var finished = false

  init(scalars: [UInt32], font: Font, width: Double, maximumLines: Int, mode: LineBreakMode) {
    self.scalars = scalars
    self.font = font
    let scale = font.unitScale
    maximumWidth = scale > 0 && width.isFinite ? max(0, width) / scale : .infinity
    self.maximumLines = max(1, maximumLines)
    self.mode = mode
  }

  /// Lays out every paragraph until the text or the line limit ends.
  mutating func run() {
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

  /// The number of scalars of a paragraph separator at `index` (2 for CR LF), or 0.
  static func separatorLength(_ scalars: [UInt32], at index: Int) -> Int {
    switch scalars[index] {
    case 0x0D:
      return index + 1 < scalars.count && scalars[index + 1] == 0x0A ? 2 : 1
    case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: return 1
    default: return 0
    }
  }

  /// Whether a line may break after this scalar (a breaking space).
  static func isSpace(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
    default: return false
    }
  }

  /// Whether the glyphs of a cluster starting with this scalar are left undrawn (control
  /// characters such as tab, which fonts map to `.notdef`).
  static func isInvisible(_ scalar: UInt32) -> Bool {
    scalar < 0x20 || scalar == 0x7F
  }

  /// Groups the shaped glyphs of `range` into clusters.
  func clusters(of range: Range<Int>) -> Clusters {
    var result = Clusters(run: TextShaper.shape(scalars, range: range, face: font.face))
    let glyphCount = result.run.glyphs.count
    result.starts.reserveCapacity(glyphCount)
    result.advances.reserveCapacity(glyphCount)
    result.firstGlyph.reserveCapacity(glyphCount + 1)
    var previous = -1
    for (index, glyph) in result.run.glyphs.enumerated() {
      if glyph.cluster != previous {
        result.starts.append(glyph.cluster)
        result.advances.append(0)
        result.firstGlyph.append(index)
        previous = glyph.cluster
      }
      result.advances[result.advances.count - 1] += Int(glyph.advance)
    }
    result.firstGlyph.append(result.run.glyphs.count)
    return result
  }

  /// Breaks one paragraph greedily into lines.
  private mutating func breakParagraph(_ range: Range<Int>, isLast: Bool) {
    let paragraph = clusters(of: range)
    let count = paragraph.starts.count
    guard count > 0 else {
      emit(paragraph, 0..<0, scalarRange: range, moreFollows: !isLast)
      return
    }
    let wrapsAtSpaces = mode != .byCharWrapping
    var start = 0
    var width = 0
    var breakAt = -1
    var widthAtBreak = 0
    var c = 0
    while c < count {
      let advance = paragraph.advances[c]
      let space = LineBreaker.isSpace(scalars[paragraph.starts[c]])
      if !space, c > start, Double(width + advance) > maximumWidth {
        if wrapsAtSpaces, breakAt > start {
          emit(paragraph, start..<breakAt, scalarRange: range, moreFollows: true)
          start = breakAt
          width -= widthAtBreak
          breakAt = -1
          if finished { return }
          continue
        } else if mode != .byClipping {
          emit(paragraph, start..<c, scalarRange: range, moreFollows: true)
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
    emit(paragraph, start..<count, scalarRange: range, moreFollows: !isLast)
  }

  /// Adds the line of clusters `span`; at the line limit with text still to come, the
  /// line is truncated (in tail-truncation mode) and layout stops.
  private mutating func emit(
    _ paragraph: Clusters, _ span: Range<Int>, scalarRange: Range<Int>, moreFollows: Bool
  ) {
    let isFinal = lines.count + 1 >= maximumLines && moreFollows
    if isFinal {
      finished = true
      if mode.truncates {
        lines.append(truncatedLine(paragraph, from: span.lowerBound, scalarRange: scalarRange))
        return
      }
    }
    lines.append(line(paragraph, span, scalarRange: scalarRange, ellipsis: nil))
  }

  /// The line of clusters `span` (trailing spaces left out), with `ellipsis` glyphs at its
  /// logical end.
  func line(
    _ paragraph: Clusters, _ span: Range<Int>, scalarRange: Range<Int>, ellipsis: ShapedRun?
  ) -> Line {
    var end = span.upperBound
    while end > span.lowerBound, LineBreaker.isSpace(scalars[paragraph.starts[end - 1]]) {
      end -= 1
    }
    let first = paragraph.firstGlyph[span.lowerBound]
    let last = paragraph.firstGlyph[end]
    var logical = Array(paragraph.run.glyphs[first..<last])
    if let ellipsis { logical += ellipsis.glyphs }
    let rtl = paragraph.run.isRightToLeft
    let scale = font.unitScale
    var glyphs: [PositionedGlyph] = []
    glyphs.reserveCapacity(logical.count)
    var pen = 0
    for k in 0..<logical.count {
      let glyph = logical[rtl ? logical.count - 1 - k : k]
      let isEllipsis = ellipsis != nil && glyph.cluster < 0
      if isEllipsis || !LineBreaker.isInvisible(scalars[glyph.cluster]) {
        let x = Double(pen + Int(glyph.offsetX)) * scale
        let y = Double(-Int(glyph.offsetY)) * scale
        glyphs.append(PositionedGlyph(glyph: glyph.glyph, position: Point(x: x, y: y)))
      }
      pen += Int(glyph.advance)
    }
    let startScalar =
      span.lowerBound < paragraph.starts.count
      ? paragraph.starts[span.lowerBound] : scalarRange.lowerBound
    let endScalar = end < paragraph.starts.count ? paragraph.starts[end] : scalarRange.upperBound
    return Line(
      glyphs: glyphs, widthUnits: pen, range: startScalar..<max(startScalar, endScalar),
      isRightToLeft: rtl, isTruncated: ellipsis != nil)
  }
}
