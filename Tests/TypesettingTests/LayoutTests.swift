import Raster
import Testing
import Typesetting

@Suite struct LayoutTests {
  func attributes(
    _ size: Double = 12, alignment: TextAlignment = .natural,
    mode: LineBreakMode = .byWordWrapping, lines: Int = 0
  ) throws -> TextAttributes {
    TextAttributes(
      font: try TextTestSupport.font(size), alignment: alignment, lineBreakMode: mode,
      numberOfLines: lines)
  }

  /// The text of a line, from its scalar range.
  func text(_ line: TextLine, of string: String) -> String {
    let scalars = Array(string.unicodeScalars)[line.range]
    return String(String.UnicodeScalarView(scalars))
  }

  @Test func singleLineMeasuresItsAdvances() throws {
    let attrs = try attributes(20)
    let font = attrs.font
    let size = "Page 3".size(withAttributes: attrs)
    let advance = TextShaper.shape("Page 3", face: font.face).advance
    #expect(size.width == Double(advance) * font.unitScale)
    #expect(size.height == font.lineHeight)
  }

  @Test func emptyStringHasNoLines() throws {
    let layout = TextLayout("", attributes: try attributes())
    #expect(layout.lines.isEmpty)
    #expect(layout.size == .zero)
  }

  @Test func explicitNewlinesStartLines() throws {
    let attrs = try attributes()
    let string = "one\ntwo\r\nthree\u{2028}\n"
    let layout = TextLayout(string, attributes: attrs)
    #expect(layout.lines.map { text($0, of: string) } == ["one", "two", "three", "", ""])
    #expect(layout.size.height == 5 * attrs.font.lineHeight)
    for (i, line) in layout.lines.enumerated() {
      #expect(line.origin.y == Double(i) * attrs.font.lineHeight + attrs.font.ascender)
    }
  }

  @Test func wrapsAtSpaces() throws {
    let attrs = try attributes()
    let string = "alpha beta gamma delta"
    let width = max(
      "alpha beta".size(withAttributes: attrs).width,
      "gamma delta".size(withAttributes: attrs).width)
    #expect("alpha beta gamma".size(withAttributes: attrs).width > width)
    let layout = TextLayout(string, attributes: attrs, width: width)
    #expect(layout.lines.map { text($0, of: string) } == ["alpha beta", "gamma delta"])
    #expect(layout.lines.allSatisfy { $0.width <= width })
    #expect(layout.size.width == layout.lines.map(\.width).max())
  }

  @Test func breaksInsideAWordOnlyWhenItIsTooWide() throws {
    let attrs = try attributes()
    let string = "a Supercalifragilistic b"
    let width = "Supercali".size(withAttributes: attrs).width
    let lines = TextLayout(string, attributes: attrs, width: width).lines
    #expect(lines.map { text($0, of: string) } == ["a", "Supercali", "fragilistic", "b"])
    let clipped = TextLayout(string, attributes: try attributes(mode: .byClipping), width: width)
    #expect(clipped.lines.map { text($0, of: string) } == ["a", "Supercalifragilistic", "b"])
    let chars = TextLayout(
      "ab cd", attributes: try attributes(mode: .byCharWrapping),
      width: "ab c".size(withAttributes: attrs).width)
    #expect(chars.lines.map { text($0, of: "ab cd") } == ["ab c", "d"])
  }

  @Test func alignment() throws {
    let string = "wide line here\nnarrow"
    let width = 200.0
    func origins(_ alignment: TextAlignment) throws -> [Double] {
      TextLayout(string, attributes: try attributes(alignment: alignment), width: width)
        .lines.map(\.origin.x)
    }
    let layout = TextLayout(string, attributes: try attributes(), width: width)
    let widths = layout.lines.map(\.width)
    #expect(try origins(.left) == [0, 0])
    #expect(try origins(.natural) == [0, 0])
    #expect(try origins(.right) == widths.map { width - $0 })
    #expect(try origins(.center) == widths.map { (width - $0) / 2 })
    let hebrew = TextLayout("שלום", attributes: try attributes(), width: width)
    #expect(hebrew.lines[0].origin.x == width - hebrew.lines[0].width)
    let unbounded = TextLayout(string, attributes: try attributes(alignment: .right))
    #expect(unbounded.lines[0].origin.x == 0)
    #expect(unbounded.lines[1].origin.x == widths[0] - widths[1])
  }

  @Test func lineLimitDropsOrTruncates() throws {
    let string = "one two three four five six seven"
    let width = 60.0
    let dropped = TextLayout(string, attributes: try attributes(lines: 2), width: width)
    #expect(dropped.lines.count == 2)
    #expect(!dropped.lines.contains { $0.isTruncated })
    let truncated = TextLayout(
      string, attributes: try attributes(mode: .byTruncatingTail, lines: 2), width: width)
    #expect(truncated.lines.count == 2)
    #expect(truncated.lines[1].isTruncated)
    #expect(truncated.lines[1].width <= width)
    let face = truncated.font.face
    let ellipsis = TextShaper.shape("\u{2026}", face: face).glyphs[0].glyph
    #expect(truncated.lines[1].glyphs.last?.glyph == ellipsis)
    let single = TextLayout(
      string, attributes: try attributes(mode: .byTruncatingTail, lines: 1), width: width)
    #expect(single.lines.count == 1 && single.lines[0].isTruncated)
    #expect(text(single.lines[0], of: string).hasPrefix("one"))
  }

  @Test func heightLimitsTheLines() throws {
    let attrs = try attributes(mode: .byTruncatingTail)
    let string = "one two three four five six seven"
    let h = attrs.font.lineHeight
    let size = string.boundingSize(width: 60, height: 2 * h, attributes: attrs)
    #expect(size.height == 2 * h)
    #expect(string.boundingSize(width: 60, height: h / 3, attributes: attrs).height == h)
  }

  @Test func measurementAgreesWithDrawing() throws {
    let attrs = try attributes(16)
    let string = "Measured text\nwith two lines"
    let size = string.size(withAttributes: attrs)
    let bitmap = try TextTestSupport.render(width: 200, height: 80) { canvas in
      canvas.drawText(string, at: Point(x: 10, y: 10), attributes: attrs)
    }
    let ink = try #require(TextTestSupport.inkBounds(bitmap))
    #expect(ink.0 >= 10 && Double(ink.2) < 10 + size.width)
    #expect(ink.1 >= 10 && Double(ink.3) < 10 + size.height)
    // Drawn in a rectangle of exactly its measured size, nothing wraps or is cut.
    let fitted = TextLayout(
      string, attributes: attrs, width: size.width, height: size.height)
    #expect(fitted.size == size)
    #expect(fitted.lines == TextLayout(string, attributes: attrs).lines)
  }

  @Test func rectDrawingCentresVertically() throws {
    let attrs = try attributes(26, alignment: .center)
    let rect = Rect(x: 0, y: 0, width: 100, height: 100)
    let size = "5/10".size(withAttributes: attrs)
    let inRect = try TextTestSupport.render(width: 100, height: 100) { canvas in
      canvas.drawText("5/10", in: rect, attributes: attrs)
    }
    let atPoint = try TextTestSupport.render(width: 100, height: 100) { canvas in
      canvas.drawText(
        "5/10", at: Point(x: (100 - size.width) / 2, y: (100 - size.height) / 2),
        attributes: attrs)
    }
    #expect(inRect == atPoint)
    var top = attrs
    top.verticalAlignment = .top
    let topLayout = TextLayout("5/10", attributes: top, width: 100, height: 100)
    #expect(topLayout.lines[0].origin.y == attrs.font.ascender)
  }

  @Test func drawingIsDeterministicAcrossThreads() async throws {
    let attrs = try attributes(13)
    let string = "Parallel AV fi 5/10 שלום"
    func draw() -> Bitmap? {
      guard let canvas = Canvas(width: 160, height: 40, scale: 2) else { return nil }
      canvas.drawText(string, in: Rect(x: 0, y: 0, width: 160, height: 40), attributes: attrs)
      return canvas.makeBitmap()
    }
    let expected = draw()
    let results = await withTaskGroup(of: Bitmap?.self) { group in
      for _ in 0..<8 { group.addTask { draw() } }
      var all: [Bitmap?] = []
      for await bitmap in group { all.append(bitmap) }
      return all
    }
    #expect(results.allSatisfy { $0 == expected })
  }
}
