import DesignableUIKit
import Testing

/// The outlines of a line's glyphs as one path, y up from the baseline, as text-stroking
/// components build them for a shape layer.
func glyphPath(of text: NSAttributedString) -> CGMutablePath {
  let path = CGMutablePath()
  let line = CTLineCreateWithAttributedString(text)
  for run in CTLineGetGlyphRuns(line) as [AnyObject] as! [CTRun] {
    let font = (CTRunGetAttributes(run) as NSDictionary)[kCTFontAttributeName.rawValue] as! CTFont
    let count = CTRunGetGlyphCount(run)
    var glyphs = [CGGlyph](repeating: 0, count: count)
    var positions = [CGPoint](repeating: .zero, count: count)
    CTRunGetGlyphs(run, CFRange(location: 0, length: 0), &glyphs)
    CTRunGetPositions(run, CFRange(location: 0, length: 0), &positions)
    for (glyph, position) in zip(glyphs, positions) {
      var place = CGAffineTransform(translationX: position.x, y: position.y)
      if let outline = CTFontCreatePathForGlyph(font, glyph, &place) { path.addPath(outline) }
    }
  }
  return path
}

@Suite("Core Text glyphs")
struct CoreTextGlyphTests {
  let font = UIFont.systemFont(ofSize: 20)

  @Test func glyphOutlinesFillAsTheTextDraws() {
    let text = NSMutableAttributedString(string: "Wave ", attributes: [.font: font])
    text.append(
      NSAttributedString(string: "hi!", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)]))
    let path = glyphPath(of: text)
    let baseline: CGFloat = 40
    let outlines = sketch(width: 120, height: 60) { context, _ in
      context.translateBy(x: 4, y: baseline)
      context.scaleBy(x: 1, y: -1)
      context.addPath(path)
      context.fillPath()
    }
    let drawn = sketch(width: 120, height: 60) { context, _ in
      context.textPosition = .zero
      context.translateBy(x: 4, y: baseline)
      context.scaleBy(x: 1, y: -1)
      CTLineDraw(CTLineCreateWithAttributedString(text), context)
    }
    #expect(outlines.inkCount > 400)
    var worst = 0
    for (a, b) in zip(outlines.pixels, drawn.pixels) {
      worst = max(worst, abs(Int(a.alpha) - Int(b.alpha)))
    }
    let inkA = outlines.pixels.reduce(0) { $0 + Int($1.alpha) }
    let inkB = drawn.pixels.reduce(0) { $0 + Int($1.alpha) }
    // Text flattens its outlines as glyphs are flattened, a path as Core Graphics flattens
    // shapes: the same glyphs, a few edge pixels apart.
    #expect(worst <= 16 && abs(inkA - inkB) * 200 < inkA)
  }

  @Test func runsListTheirGlyphsPositionsAndCharacters() {
    let text = NSAttributedString(string: "ab\u{1F600}c", attributes: [.font: font, .kern: 1.5])
    let line = CTLineCreateWithAttributedString(text)
    let run = (CTLineGetGlyphRuns(line) as [AnyObject] as! [CTRun])[0]
    let count = CTRunGetGlyphCount(run)
    #expect(count == 4)
    var positions = [CGPoint](repeating: .zero, count: count)
    var advances = [CGSize](repeating: .zero, count: count)
    var indices = [CFIndex](repeating: 0, count: count)
    CTRunGetPositions(run, CFRange(), &positions)
    CTRunGetAdvances(run, CFRange(), &advances)
    CTRunGetStringIndices(run, CFRange(), &indices)
    #expect(indices == [0, 1, 2, 4])
    #expect(positions[0] == .zero && positions.allSatisfy { $0.y == 0 })
    for index in 1..<count {
      #expect(abs(positions[index].x - positions[index - 1].x - advances[index - 1].width) < 1e-9)
    }
    let total = advances.reduce(0) { $0 + Double($1.width) }
    #expect(abs(total - CTLineGetTypographicBounds(line, nil, nil, nil)) < 1e-9)
    // From the second glyph on, two of them.
    var two = [CGGlyph](repeating: 0, count: 2)
    CTRunGetGlyphs(run, CFRange(location: 1, length: 2), &two)
    var all = [CGGlyph](repeating: 0, count: count)
    CTRunGetGlyphs(run, CFRange(), &all)
    #expect(two == Array(all[1...2]) && CTRunGetGlyphsPtr(run) == nil)
    // A run without a font names the default one, as Core Text's do.
    let plain =
      (CTLineGetGlyphRuns(CTLineCreateWithAttributedString(NSAttributedString(string: "x")))
      as [AnyObject] as! [CTRun])[0]
    #expect(
      (CTRunGetAttributes(plain) as NSDictionary)["NSFont"] as? UIFont
        == UIFont.systemFont(ofSize: 12))
  }

  @Test func charactersInAFallbackFaceMakeARunNamingIt() {
    let text = NSAttributedString(string: "Kanji \u{6F22}\u{5B57}!", attributes: [.font: font])
    let runs = CTLineGetGlyphRuns(CTLineCreateWithAttributedString(text)) as [AnyObject] as! [CTRun]
    guard runs.count > 1 else {
      print("Skipped: no CJK fallback installed (apt-get install fonts-wqy-microhei)")
      return
    }
    #expect(
      runs.map { CTRunGetStringRange($0) } == [
        CFRange(location: 0, length: 6), CFRange(location: 6, length: 2),
        CFRange(location: 8, length: 1),
      ])
    let fonts = runs.map { (CTRunGetAttributes($0) as NSDictionary)["NSFont"] as! UIFont }
    #expect(fonts[0] == font && fonts[2] == font && fonts[1] != font && fonts[1].pointSize == 20)
    var glyph: CGGlyph = 0
    CTRunGetGlyphs(runs[1], CFRange(location: 0, length: 1), &glyph)
    #expect(glyph != 0 && !CTFontCreatePathForGlyph(fonts[1], glyph, nil)!.isEmpty)
    var own: CGGlyph = 0
    #expect(CTFontGetGlyphsForCharacters(fonts[1], [0x6F22], &own, 1) && own == glyph)
  }

  @Test func fontsMapCharactersToGlyphsAndMeasureThem() {
    let characters: [UniChar] = Array("Ax".utf16)
    var glyphs = [CGGlyph](repeating: 0, count: 2)
    #expect(CTFontGetGlyphsForCharacters(font, characters, &glyphs, 2))
    #expect(glyphs[0] != 0 && glyphs[1] != 0 && glyphs[0] != glyphs[1])
    let line = CTLineCreateWithAttributedString(
      NSAttributedString(string: "A", attributes: [.font: font]))
    var fromRun: CGGlyph = 0
    CTRunGetGlyphs((CTLineGetGlyphRuns(line) as [AnyObject] as! [CTRun])[0], CFRange(), &fromRun)
    #expect(fromRun == glyphs[0])
    var advances = [CGSize](repeating: .zero, count: 2)
    let total = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, 2)
    #expect(abs(Double(advances[0].width) - CTLineGetTypographicBounds(line, nil, nil, nil)) < 1e-9)
    #expect(abs(total - Double(advances[0].width + advances[1].width)) < 1e-9)
    var boxes = [CGRect](repeating: .zero, count: 2)
    _ = CTFontGetBoundingRectsForGlyphs(font, .default, glyphs, &boxes, 2)
    #expect(abs(boxes[1].maxY - CTFontGetXHeight(font)) < 0.5 && abs(boxes[1].minY) < 0.5)
    #expect(abs(boxes[0].maxY - CTFontGetCapHeight(font)) < 0.5)
    // A character the face lacks has glyph 0.
    var missing: CGGlyph = 7
    #expect(!CTFontGetGlyphsForCharacters(font, [0xE000], &missing, 1) && missing == 0)
    #expect(CTFontGetSize(CTFontCreateCopyWithAttributes(font, 30, nil, nil)) == 30)
    let bold = try! #require(
      CTFontCreateCopyWithSymbolicTraits(font, 0, nil, .traitBold, .traitBold))
    #expect(bold == UIFont.boldSystemFont(ofSize: 20))
    #expect(CTFontGetSymbolicTraits(bold).contains(.traitBold))
    #expect(!CTFontGetSymbolicTraits(font).contains(.traitBold))
    let plain = CTFontCreateCopyWithSymbolicTraits(bold, 0, nil, [], .traitBold)
    #expect(plain == font)
  }

  @Test func glyphsDrawnOneByOneFillInTheContextsColour() {
    let characters: [UniChar] = Array("Hi".utf16)
    var glyphs = [CGGlyph](repeating: 0, count: 2)
    _ = CTFontGetGlyphsForCharacters(font, characters, &glyphs, 2)
    var advances = [CGSize](repeating: .zero, count: 2)
    _ = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, 2)
    let positions = [CGPoint(x: 0, y: 0), CGPoint(x: advances[0].width, y: 0)]
    let drawn = sketch(width: 60, height: 40) { context, _ in
      context.setFillColor(UIColor.red.cgColor)
      context.translateBy(x: 5, y: 30)
      context.scaleBy(x: 1, y: -1)
      CTFontDrawGlyphs(font, glyphs, positions, 2, context)
    }
    let text = sketch(width: 60, height: 40) { context, _ in
      context.translateBy(x: 5, y: 30)
      context.scaleBy(x: 1, y: -1)
      context.textPosition = .zero
      let string = NSAttributedString(
        string: "Hi", attributes: [.font: font, .foregroundColor: UIColor.red])
      CTLineDraw(CTLineCreateWithAttributedString(string), context)
    }
    #expect(drawn.inkCount > 60)
    #expect(drawn == text)
  }
}
