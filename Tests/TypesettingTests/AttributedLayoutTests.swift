import Foundation
import Raster
import Testing
import Typesetting

@Suite struct AttributedLayoutTests {
  let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
  let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)

  func style(
    _ size: Double, _ color: RGBA8 = .black, kern: Double = 0, rise: Double = 0
  ) throws -> TextRunStyle {
    TextRunStyle(
      font: try TextTestSupport.font(size), color: color, kern: kern, baselineOffset: rise)
  }

  /// The rows and columns of pixels exactly `color`.
  func extent(of color: RGBA8, in bitmap: Bitmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var result: (Int, Int, Int, Int)?
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap[x, y] == color {
        result =
          result.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
      }
    }
    return result.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
  }

  func count(_ color: RGBA8, in bitmap: Bitmap) -> Int {
    var n = 0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap[x, y] == color { n += 1 }
    }
    return n
  }

  @Test func runsOfTwoSizesShareOneBaseline() throws {
    let text = AttributedText([("HH", try style(40, red)), ("HH", try style(12, blue))])
    let bitmap = try TextTestSupport.render(width: 140, height: 60) { canvas in
      canvas.drawText(text, at: Point(x: 2, y: 2))
    }
    let big = try #require(extent(of: red, in: bitmap))
    let small = try #require(extent(of: blue, in: bitmap))
    // "H" stands on the baseline: both runs' solid ink ends on the same row.
    #expect(big.maxY == small.maxY)
    #expect(small.minX > big.maxX)
    #expect(big.maxY - big.minY > 2 * (small.maxY - small.minY))
    let layout = AttributedTextLayout(text)
    let bigFont = try TextTestSupport.font(40)
    #expect(layout.lines.count == 1)
    #expect(layout.size.height == bigFont.lineHeight)
    #expect(layout.lines[0].origin.y == bigFont.ascender)
  }

  @Test func eachRunIsDrawnInItsColour() throws {
    let text = AttributedText([("Red ", try style(20, red)), ("Blue", try style(20, blue))])
    let bitmap = try TextTestSupport.render(width: 120, height: 30) { canvas in
      canvas.drawText(text, at: Point(x: 2, y: 2))
    }
    let reds = count(red, in: bitmap)
    let blues = count(blue, in: bitmap)
    #expect(reds > 20 && blues > 20)
    let r = try #require(extent(of: red, in: bitmap))
    let b = try #require(extent(of: blue, in: bitmap))
    #expect(r.maxX < b.minX)
  }

  /// Runs that differ only in colour are shaped as one text, as Core Text sets them: the
  /// font's kerning applies across the boundary ("A" then "T", "T" then "o").
  @Test func aColourChangeKeepsTheFontsKerning() throws {
    let plain = AttributedTextLayout(AttributedText([("AVATAR To", try style(24))]))
    let coloured = AttributedTextLayout(
      AttributedText([
        ("AVA", try style(24, red)), ("TAR T", try style(24, blue)), ("o", try style(24)),
      ]))
    let glyphs = try #require(plain.lines.first?.glyphs)
    let colouredGlyphs = try #require(coloured.lines.first?.glyphs)
    #expect(colouredGlyphs.map(\.position) == glyphs.map(\.position))
    #expect(colouredGlyphs.map(\.glyph) == glyphs.map(\.glyph))
    #expect(colouredGlyphs.map(\.style) == [0, 0, 0, 1, 1, 1, 1, 1, 2])
    #expect(coloured.size == plain.size)
    // The font kerns the pair at the boundary: set apart, "T" would start where "AVA" ends.
    let alone = AttributedTextLayout(AttributedText([("AVA", try style(24))]))
    #expect(abs(glyphs[3].position.x - alone.size.width) > 0.5)
  }

  /// A colour for every character: one shaping shared out in one pass, glyph for glyph the
  /// single-colour layout, wrapped at the same spaces.
  @Test func aColourForEveryCharacterLaysOutLikeOneColour() throws {
    let words = String(repeating: "Waffle AVATAR office To ", count: 120)
    let one = try style(13)
    let plain = AttributedTextLayout(AttributedText([(words, one)]), width: 300)
    let styles = [try style(13, red), try style(13, blue)]
    let pieces = words.enumerated().map { (String($1), styles[$0 % 2]) }
    let striped = AttributedTextLayout(AttributedText(pieces), width: 300)
    #expect(striped.lines.count == plain.lines.count)
    #expect(striped.lines.map(\.range) == plain.lines.map(\.range))
    for (a, b) in zip(striped.lines, plain.lines) {
      #expect(a.glyphs.map(\.position) == b.glyphs.map(\.position))
      #expect(a.glyphs.map(\.glyph) == b.glyphs.map(\.glyph))
    }
  }

  @Test func kernWidensByCountTimesKern() throws {
    let plain = AttributedTextLayout(AttributedText([("abcde", try style(16))]))
    let kerned = AttributedTextLayout(AttributedText([("abcde", try style(16, kern: 2.5))]))
    #expect(abs(kerned.size.width - plain.size.width - 5 * 2.5) < 1e-9)
    let xs = kerned.lines[0].glyphs.map(\.position.x)
    let plainXs = plain.lines[0].glyphs.map(\.position.x)
    for i in xs.indices { #expect(abs(xs[i] - plainXs[i] - 2.5 * Double(i)) < 1e-9) }
  }

  @Test func baselineOffsetRaisesTheRun() throws {
    let flat = AttributedText([("H", try style(20, red)), ("H", try style(20, blue))])
    let raised = AttributedText([("H", try style(20, red)), ("H", try style(20, blue, rise: 6))])
    let a = try TextTestSupport.render(width: 60, height: 40) {
      $0.drawText(flat, at: Point(x: 2, y: 8))
    }
    let b = try TextTestSupport.render(width: 60, height: 40) {
      $0.drawText(raised, at: Point(x: 2, y: 8))
    }
    let flatBlue = try #require(extent(of: blue, in: a))
    let raisedBlue = try #require(extent(of: blue, in: b))
    let redA = try #require(extent(of: red, in: a))
    let redB = try #require(extent(of: red, in: b))
    #expect(flatBlue.maxY == redA.maxY)
    #expect(redB.maxY - raisedBlue.maxY == 6)
    // The raised run makes the line taller above it, as Core Text measures the line: the
    // line's baseline moves down by the offset, the raised run's ink stays.
    #expect(redB.maxY - redA.maxY == 6)
    #expect(AttributedTextLayout(raised).size.height - AttributedTextLayout(flat).size.height == 6)
  }

  @Test func linesBreakAcrossRunBoundaries() throws {
    let text = AttributedText([
      ("one two ", try style(20, red)), ("three four", try style(10, blue)),
    ])
    let width = AttributedTextLayout(text).size.width - 20
    let layout = AttributedTextLayout(text, width: width)
    let string = "one two three four"
    let shown = layout.lines.map { line in
      String(String.UnicodeScalarView(Array(string.unicodeScalars)[line.range]))
    }
    #expect(shown.count >= 2)
    #expect(shown.joined(separator: " ") == string)
    let mixed = layout.lines.first { Set($0.glyphs.map(\.style)).count == 2 }
    #expect(mixed != nil, "a line holds both runs: \(shown)")
    #expect(shown == ["one two three", "four"])
    for line in layout.lines { #expect(line.width <= width) }
  }

  @Test func lineHeightIsTheLargestAscentAndDescentAndSpacingIsAdded() throws {
    let small = try TextTestSupport.font(10)
    let big = try TextTestSupport.font(30)
    let text = AttributedText([("a\n", try style(10)), ("b", try style(10)), ("B", try style(30))])
    let layout = AttributedTextLayout(text, paragraph: ParagraphSettings(lineSpacing: 4))
    #expect(layout.lines.count == 2)
    #expect(layout.lines[0].height == small.lineHeight)
    #expect(abs(layout.lines[1].height - big.lineHeight) < 1e-9)
    #expect(abs(layout.lines[1].top - small.lineHeight - 4) < 1e-9)
    #expect(abs(layout.size.height - small.lineHeight - 4 - big.lineHeight) < 1e-9)
    let doubled = AttributedTextLayout(text, paragraph: ParagraphSettings(lineHeightMultiple: 2))
    #expect(abs(doubled.lines[0].height - 2 * small.lineHeight) < 1e-9)
    #expect(abs(doubled.lines[0].origin.y - small.lineHeight - small.ascender) < 1e-9)
  }

  /// The glyph ids of U+2026 in DejaVu Sans.
  func ellipsisGlyph() throws -> UInt32 {
    try #require(TextShaper.shape("\u{2026}", face: try TextTestSupport.font(12).face).glyphs.first)
      .glyph
  }

  @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle])
  func truncationPlacesTheEllipsis(_ mode: LineBreakMode) throws {
    let string = "abcdefghijklmnopqrstuvwxyz"
    let text = AttributedText([
      ("abcdefghijklm", try style(12, red)), ("nopqrstuvwxyz", try style(12, blue)),
    ])
    let layout = AttributedTextLayout(
      text, paragraph: ParagraphSettings(lineBreakMode: mode, numberOfLines: 1), width: 80)
    let line = try #require(layout.lines.first)
    #expect(layout.lines.count == 1 && line.isTruncated && line.width <= 80)
    let ellipsis = try ellipsisGlyph()
    let index = try #require(line.glyphs.firstIndex { $0.glyph == ellipsis })
    let count = line.glyphs.count
    switch mode {
    case .byTruncatingTail:
      #expect(index == count - 1 && line.range.lowerBound == 0)
      #expect(line.glyphs[index].style == line.glyphs[0].style)
    case .byTruncatingHead:
      #expect(index == 0 && line.range.upperBound == string.unicodeScalars.count)
      #expect(line.glyphs[0].style == line.glyphs[1].style)
    default:
      #expect(index > 2 && index < count - 3)
      #expect(line.range.lowerBound == 0 && line.range.upperBound == string.unicodeScalars.count)
      #expect(Set(line.glyphs.map(\.style)).count == 2)
    }
  }

  @Test(arguments: [
    (LineBreakMode.byWordWrapping, TextAlignment.natural, 0),
    (.byTruncatingTail, .center, 2), (.byCharWrapping, .right, 0), (.byClipping, .left, 0),
  ])
  func oneRunDrawsTheBytesOfThePlainString(
    _ mode: LineBreakMode, _ alignment: TextAlignment, _ lines: Int
  ) throws {
    let font = try TextTestSupport.font(13)
    let string = "Snapshots of views, drawn as Interface Builder shows them.\nSecond paragraph"
    let attributes = TextAttributes(
      font: font, color: red, alignment: alignment, lineBreakMode: mode, numberOfLines: lines)
    let paragraph = ParagraphSettings(
      alignment: alignment, lineBreakMode: mode, numberOfLines: lines)
    let text = AttributedText([(string, TextRunStyle(font: font, color: red))])
    let rect = Rect(x: 3, y: 2, width: 110, height: 70)
    for scale in [1.0, 2.0] {
      let plain = try TextTestSupport.render(width: 120, height: 80, scale: scale) {
        $0.drawText(string, in: rect, attributes: attributes)
      }
      let runs = try TextTestSupport.render(width: 120, height: 80, scale: scale) {
        $0.drawText(text, in: rect, paragraph: paragraph)
      }
      #expect(TextTestSupport.inkCount(plain) > 100)
      #expect(plain.bytes == runs.bytes)
    }
    let plainLayout = TextLayout(string, attributes: attributes, width: 110, height: 70)
    let runLayout = AttributedTextLayout(text, paragraph: paragraph, width: 110, height: 70)
    #expect(plainLayout.size == runLayout.size)
    #expect(plainLayout.lines.map(\.origin) == runLayout.lines.map(\.origin))
  }

  @Test func justifiedLinesFillTheWidth() throws {
    let text = AttributedText([("one two three four five six seven", try style(12))])
    let layout = AttributedTextLayout(
      text, paragraph: ParagraphSettings(alignment: .justified), width: 100)
    #expect(layout.lines.count >= 2)
    for line in layout.lines.dropLast() { #expect(line.width == 100) }
    #expect(try #require(layout.lines.last).width < 100)
  }

  @Test func emptyTextHasNoLines() {
    let layout = AttributedTextLayout(AttributedText(), width: 50, height: 50)
    #expect(layout.lines.isEmpty && layout.size == .zero)
  }

  @Test func notFiniteKernAndBaselineOffsetCountAsZero() throws {
    let font = try TextTestSupport.font(12)
    let bad = TextRunStyle(font: font, kern: .nan, baselineOffset: .infinity)
    #expect(bad.kern == 0 && bad.baselineOffset == 0)
    let layout = AttributedTextLayout(AttributedText([("kern", bad)]))
    let plain = AttributedTextLayout(AttributedText([("kern", TextRunStyle(font: font))]))
    #expect(layout.lines == plain.lines)
  }

  @Test func aHundredThousandCharactersInASmallBoxStayBounded() throws {
    let long = String(repeating: "word ", count: 20_000)
    let text = AttributedText([(long, try style(10, red)), ("end", try style(14, blue))])
    let start = Date()
    let truncated = AttributedTextLayout(
      text, paragraph: ParagraphSettings(lineBreakMode: .byTruncatingMiddle), width: 100,
      height: 10)
    let wrapped = AttributedTextLayout(text, width: 100, height: 40)
    let elapsed = Date().timeIntervalSince(start)
    print(
      "100,000 characters: middle-truncated 100x10 and wrapped 100x40 in \(Int(elapsed * 1000)) ms")
    #expect(truncated.lines.count == 1 && truncated.lines[0].isTruncated)
    #expect(wrapped.lines.count == 3)
    #expect(elapsed < 10, "laid out in \(elapsed) s")
  }

  @Test func backgroundsAndUnderlinesAreDrawnInTheRunsColours() throws {
    let font = try TextTestSupport.font(16)
    let marked = TextRunStyle(
      font: font, color: red, backgroundColor: blue, isUnderlined: true)
    let text = AttributedText([("plain ", TextRunStyle(font: font)), ("marked", marked)])
    let layout = AttributedTextLayout(text)
    #expect(layout.backgroundRects(at: .zero).count == 1)
    #expect(layout.decorationRects(at: .zero).count == 1)
    let bitmap = try TextTestSupport.render(width: 120, height: 30) {
      $0.drawText(text, at: Point(x: 2, y: 2))
    }
    let back = try #require(extent(of: blue, in: bitmap))
    #expect(back.maxY - back.minY >= Int(font.lineHeight) - 1)
    #expect(count(red, in: bitmap) > 30)
  }

  /// A reference picture of every run attribute together, at 2x: a value and its unit, a
  /// superscript, kerned capitals, a highlighted underlined word, a justified paragraph
  /// across runs and a line truncated in the middle.
  @Test func attributedRunsMatchTheirReference() throws {
    let green = RGBA8(red: 0, green: 128, blue: 0, alpha: 255)
    let yellow = RGBA8(red: 255, green: 230, blue: 120, alpha: 255)
    let body = try TextTestSupport.font(11)
    let value = AttributedText([
      ("42", try style(30, red)), (" km", try style(12, blue)), ("2", try style(8, blue, rise: 8)),
      ("  KERN", try style(12, kern: 3)),
    ])
    let marked = TextRunStyle(
      font: body, color: green, backgroundColor: yellow, isUnderlined: true)
    let paragraph = AttributedText([
      ("Runs of fonts and colours share ", TextRunStyle(font: body)), ("one", marked),
      (" baseline, and lines ", TextRunStyle(font: body)),
      (
        "break across runs",
        TextRunStyle(font: try TextTestSupport.font(14, bold: true), color: red)
      ),
      (" when the width ends.", TextRunStyle(font: body)),
    ])
    let cut = AttributedText([
      ("The beginning of a long line ", try style(11)), ("and its end", try style(11, blue)),
    ])
    let bitmap = try TextTestSupport.render(width: 160, height: 150, scale: 2) { canvas in
      canvas.drawText(value, at: Point(x: 4, y: 2))
      canvas.drawText(
        paragraph, in: Rect(x: 4, y: 44, width: 152, height: 80),
        paragraph: ParagraphSettings(alignment: .justified, lineSpacing: 2, verticalAlignment: .top)
      )
      canvas.drawText(
        cut, in: Rect(x: 4, y: 128, width: 150, height: 20),
        paragraph: ParagraphSettings(lineBreakMode: .byTruncatingMiddle, numberOfLines: 1))
    }
    try TextTestSupport.assertGolden(bitmap, named: "attributed-runs")
  }
}
