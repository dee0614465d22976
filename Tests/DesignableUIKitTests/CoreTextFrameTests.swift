import DesignableUIKit
import Testing

/// A label that sets its text with Core Text in a flipped context, as link labels do.
final class FramesetterLabel: UIView {
  var text = NSAttributedString(string: "")
  var useFrameDraw = true

  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.textMatrix = .identity
    context.translateBy(x: 0, y: bounds.height)
    context.scaleBy(x: 1, y: -1)
    let path = CGMutablePath()
    path.addRect(bounds)
    let frame = CTFramesetterCreateFrame(
      CTFramesetterCreateWithAttributedString(text), CFRangeMake(0, 0), path, nil)
    if useFrameDraw {
      CTFrameDraw(frame, context)
    } else {
      let lines = CTFrameGetLines(frame) as [AnyObject] as! [CTLine]
      var origins = [CGPoint](repeating: .zero, count: lines.count)
      CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
      for (line, origin) in zip(lines, origins) {
        context.textPosition = origin
        CTLineDraw(line, context)
      }
    }
    context.restoreGState()
  }
}

@Suite("Core Text frames, lines and runs")
struct CoreTextFrameTests {
  let font = UIFont.systemFont(ofSize: 15)
  let story = "A long story that goes on and on past the lines this label shows"

  func frame(_ text: NSAttributedString, width: CGFloat, height: CGFloat) -> CTFrame {
    CTFramesetterCreateFrame(
      CTFramesetterCreateWithAttributedString(text), CFRange(location: 0, length: 0),
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: width, height: height)).cgPath, nil)
  }

  @Test func framesWrapAsDrawingInARectWrapsAndHoldEveryCharacter() {
    let text = NSAttributedString(string: story, attributes: [.font: font])
    let frame = frame(text, width: 150, height: 1000)
    let lines = CTFrameGetLines(frame) as [AnyObject] as! [CTLine]
    let wrapped = text.boundingRect(
      with: CGSize(width: 150, height: 1000), options: .usesLineFragmentOrigin, context: nil)
    #expect(lines.count > 2 && CGFloat(lines.count) * font.lineHeight == wrapped.height)
    // Lines are contiguous and keep the spaces they end with, as Core Text's do.
    var next = 0
    for line in lines {
      let range = CTLineGetStringRange(line)
      #expect(range.location == next)
      next = range.location + range.length
    }
    #expect(next == text.length)
    let first = CTLineGetStringRange(lines[0])
    #expect(
      (story as NSString).substring(with: NSRange(location: first.location, length: first.length))
        .hasSuffix(" "))
    #expect(CTFrameGetVisibleStringRange(frame) == CFRange(location: 0, length: text.length))
    // Origins start from the bottom of the box, y up, one line height apart.
    var origins = [CGPoint](repeating: .zero, count: lines.count)
    CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
    #expect(origins[0].x == 0 && origins[0].y < 1000 && origins[0].y > 1000 - font.lineHeight)
    #expect(abs(origins[0].y - origins[1].y - font.lineHeight) < 1e-9)
    // A box two lines high holds two; the rest is not visible.
    let short = self.frame(text, width: 150, height: font.lineHeight * 2.5)
    #expect(CFArrayGetCount(CTFrameGetLines(short)) == 2)
    let visible = CTFrameGetVisibleStringRange(short)
    #expect(visible.location == 0 && visible.length < text.length)
    let second = unsafeBitCast(CFArrayGetValueAtIndex(CTFrameGetLines(short), 1), to: CTLine.self)
    #expect(CTLineGetStringRange(second) == CTLineGetStringRange(lines[1]))
    #expect(CFArrayGetCount(CTFrameGetLines(self.frame(text, width: 150, height: 5))) == 0)
  }

  @Test func aFrameDrawnInAFlippedContextLooksLikeTheStringDrawnInItsRect() {
    let text = NSAttributedString(
      string: story, attributes: [.font: font, .foregroundColor: UIColor.blue])
    let size = CGRect(x: 0, y: 0, width: 160, height: 90)
    let label = FramesetterLabel(frame: size)
    label.text = text
    let expected = AttributedBadge(frame: size)
    expected.text = text
    let drawn = picture(of: label, scale: 2)
    #expect(drawn.inkCount > 300)
    #expect(drawn == picture(of: expected, scale: 2))
    label.useFrameDraw = false
    #expect(picture(of: label, scale: 2) == drawn)
  }

  @Test func aLineInAnUnflippedContextIsUpsideDown() {
    let text = NSAttributedString(string: "Tg", attributes: [.font: font])
    let upright = sketch(width: 40, height: 40) { context, bounds in
      context.translateBy(x: 0, y: bounds.height)
      context.scaleBy(x: 1, y: -1)
      context.textPosition = CGPoint(x: 5, y: 20)
      CTLineDraw(CTLineCreateWithAttributedString(text), context)
    }
    let flipped = sketch(width: 40, height: 40) { context, _ in
      context.textPosition = CGPoint(x: 5, y: 20)
      CTLineDraw(CTLineCreateWithAttributedString(text), context)
    }
    #expect(upright.inkCount > 20)
    // Mirrored about the baseline at y = 20 (coverage rounds to within one level).
    for y in 0..<40 {
      for x in 0..<40 {
        #expect(abs(Int(upright[x, y].alpha) - Int(flipped[x, 39 - y].alpha)) <= 1)
      }
    }
  }

  @Test func drawingALineMovesTheTextPositionAndReadsCoreTextColours() {
    let text = NSMutableAttributedString(string: "ab", attributes: [.font: font])
    text.addAttribute(
      kCTForegroundColorAttributeName, value: UIColor.red.cgColor,
      range: NSRange(location: 0, length: 1))
    text.addAttribute(
      kCTForegroundColorFromContextAttributeName, value: true,
      range: NSRange(location: 1, length: 1))
    let line = CTLineCreateWithAttributedString(text)
    var end = CGPoint.zero
    let drawn = sketch(width: 40, height: 30) { context, bounds in
      context.setFillColor(UIColor.green.cgColor)
      context.translateBy(x: 0, y: bounds.height)
      context.scaleBy(x: 1, y: -1)
      context.textPosition = CGPoint(x: 2, y: 8)
      CTLineDraw(line, context)
      end = context.textPosition
    }
    #expect(end.x == 2 + CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil)) && end.y == 8)
    let inked = drawn.pixels.filter { $0.alpha == 255 }
    #expect(inked.contains { $0 == Pixel(red: 255, green: 0, blue: 0, alpha: 255) })
    #expect(inked.contains { $0 == Pixel(red: 0, green: 255, blue: 0, alpha: 255) })
    #expect(!inked.contains { $0 == Pixel(red: 0, green: 0, blue: 0, alpha: 255) })
  }

  @Test func caretOffsetsAndPositionsAgree() {
    let text = NSAttributedString(string: "ab cd  ", attributes: [.font: font])
    let line = CTLineCreateWithAttributedString(text)
    let width = CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil))
    let offsets = (0...text.length).map { CTLineGetOffsetForStringIndex(line, $0, nil) }
    #expect(offsets.first == 0 && offsets.last == width)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
    let trailing = CGFloat(CTLineGetTrailingWhitespaceWidth(line))
    #expect(abs(trailing - (width - offsets[5])) < 1e-9 && trailing > 0)
    let unspaced = NSAttributedString(string: "ab cd", attributes: [.font: font]).size().width
    #expect(abs(width - trailing - unspaced) < 1e-9)
    for index in 0...text.length {
      #expect(
        CTLineGetStringIndexForPosition(line, CGPoint(x: offsets[index] + 0.1, y: 0)) == index)
    }
    #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: -50, y: 0)) == 0)
    #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: 500, y: 0)) == text.length)
    // Centred in 200 points, trailing spaces left out.
    #expect(abs(CTLineGetPenOffsetForFlush(line, 0.5, 200) - Double(200 - unspaced) / 2) < 1e-9)
    // A character outside a surrogate pair's start takes the pair's offset.
    let emoji = CTLineCreateWithAttributedString(NSAttributedString(string: "a😀b"))
    #expect(
      CTLineGetOffsetForStringIndex(emoji, 2, nil) == CTLineGetOffsetForStringIndex(emoji, 1, nil))
  }

  @Test func linesTruncateAtTheEndStartOrMiddle() {
    let text = NSAttributedString(string: "abcdefghijklmnopqrstuvwxyz", attributes: [.font: font])
    let line = CTLineCreateWithAttributedString(text)
    let token = CTLineCreateWithAttributedString(
      NSAttributedString(string: "…", attributes: [.font: font]))
    let width = CTLineGetTypographicBounds(line, nil, nil, nil)
    #expect(CTLineCreateTruncatedLine(line, width + 1, .end, token) === line)
    for type in [CTLineTruncationType.end, .start, .middle] {
      let cut = try! #require(CTLineCreateTruncatedLine(line, width / 2, type, token))
      let shown = cut.attributedString.string
      #expect(CTLineGetTypographicBounds(cut, nil, nil, nil) <= width / 2)
      #expect(CTLineGetTypographicBounds(cut, nil, nil, nil) > width / 2 - 20)
      switch type {
      case .end: #expect(shown.hasSuffix("…") && shown.hasPrefix("abc"))
      case .start: #expect(shown.hasPrefix("…") && shown.hasSuffix("xyz"))
      case .middle: #expect(shown.hasPrefix("ab") && shown.hasSuffix("yz") && shown.contains("…"))
      }
    }
    #expect(CTLineCreateTruncatedLine(line, 2, .end, token) == nil)
    let bare = try! #require(CTLineCreateTruncatedLine(line, width / 2, .end, nil))
    #expect(!bare.attributedString.string.contains("…"))
  }

  @Test func runsFollowTheAttributes() {
    let text = NSMutableAttributedString(string: "plain ", attributes: [.font: font])
    text.append(
      NSAttributedString(string: "bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]))
    text.append(NSAttributedString(string: " end", attributes: [.font: font, .kern: 2]))
    let line = CTLineCreateWithAttributedString(text)
    let runs = CTLineGetGlyphRuns(line) as [AnyObject] as! [CTRun]
    #expect(
      runs.map { CTRunGetStringRange($0) } == [
        CFRange(location: 0, length: 6), CFRange(location: 6, length: 4),
        CFRange(location: 10, length: 4),
      ])
    let widths = runs.map {
      CTRunGetTypographicBounds($0, CFRange(location: 0, length: 0), nil, nil, nil)
    }
    #expect(abs(widths.reduce(0, +) - CTLineGetTypographicBounds(line, nil, nil, nil)) < 1e-9)
    var ascent: CGFloat = 0
    _ = CTRunGetTypographicBounds(runs[1], CFRange(), &ascent, nil, nil)
    #expect(ascent == UIFont.boldSystemFont(ofSize: 20).ascender)
    let attributes = try! #require(
      NSAttributedString.Key.dictionary(
        castFrom: CTRunGetAttributes(runs[2]) as NSDictionary, values: Any.self))
    #expect(attributes[.kern] as? Int == 2 && attributes[.font] as? UIFont == font)
    #expect(CTRunGetStatus(runs[0]).isEmpty)
  }

  @Test func suggestedSizesMatchBoundingRects() {
    let text = NSAttributedString(string: story, attributes: [.font: font])
    let framesetter = CTFramesetterCreateWithAttributedString(text)
    var fit = CFRange()
    let size = CTFramesetterSuggestFrameSizeWithConstraints(
      framesetter, CFRangeMake(0, 0), nil,
      CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), &fit)
    let bounding = text.boundingRect(
      with: CGSize(width: 150, height: 1000), options: .usesLineFragmentOrigin, context: nil)
    #expect(size == bounding.size)
    #expect(fit == CFRange(location: 0, length: text.length))
    let twoLines = CTFramesetterSuggestFrameSizeWithConstraints(
      framesetter, CFRangeMake(0, 0), nil, CGSize(width: 150, height: font.lineHeight * 2), &fit)
    #expect(twoLines.height == font.lineHeight * 2 && fit.length < text.length && fit.length > 10)
    // Without a width, one line.
    let unwrapped = CTFramesetterSuggestFrameSizeWithConstraints(
      framesetter, CFRangeMake(0, 0), nil, .zero, nil)
    #expect(unwrapped == text.size())
  }
}
