import DesignableUIKit
import Testing

/// A view that draws an attributed string in `draw(_:)`, as a custom badge would.
final class AttributedBadge: UIView {
  var text = NSAttributedString(string: "")
  var inRect = true

  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func draw(_ rect: CGRect) {
    if inRect { text.draw(in: bounds) } else { text.draw(at: .zero) }
  }
}

@Suite("NSString and NSAttributedString drawing")
struct TextDrawingTests {
  let font = UIFont.systemFont(ofSize: 14)

  @Test func anAttributedStringDrawsInItsColour() {
    let view = AttributedBadge(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    view.text = NSAttributedString(
      string: "Designable",
      attributes: [.font: font, .foregroundColor: UIColor.blue])
    let drawn = picture(of: view)
    #expect(drawn.inkCount > 50)
    let inked = drawn.pixels.filter { $0.alpha > 200 }
    #expect(inked.allSatisfy { $0.blue == 255 && $0.red == 0 })
    // Drawn from the top of the rectangle: the lower half stays empty.
    #expect((0..<120).allSatisfy { x in (25..<40).allSatisfy { drawn[x, $0].alpha == 0 } })
  }

  @Test func measuredSizesAreSane() {
    let attributes: [NSAttributedString.Key: Any] = [.font: font]
    let short = NSString(string: "Hi").size(withAttributes: attributes)
    let long = NSString(string: "Hi there, friend").size(withAttributes: attributes)
    #expect(short.width > 5 && short.width < long.width)
    #expect(short.height >= 14 && short.height < 14 * 2)
    #expect(long.height == short.height)
    let attributed = NSAttributedString(string: "Hi", attributes: attributes)
    #expect(attributed.size() == short)
  }

  @Test func boundingRectsWrapOnlyWithLineFragmentOrigin() {
    let attributes: [NSAttributedString.Key: Any] = [.font: font]
    let text = NSString(string: "one two three four five six seven eight")
    let limit = CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)
    let oneLine = text.boundingRect(with: limit, options: [], attributes: attributes, context: nil)
    let wrapped = text.boundingRect(
      with: limit, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
    #expect(oneLine.width > 60)
    #expect(wrapped.width <= 60)
    #expect(wrapped.height >= oneLine.height * 3)
    #expect(wrapped.origin == .zero)
  }

  @Test func paragraphStylesAlignTheText() {
    let style = NSMutableParagraphStyle()
    style.alignment = .right
    style.lineBreakMode = .byWordWrapping
    style.lineSpacing = 4
    let view = AttributedBadge(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
    view.text = NSAttributedString(
      string: "Hi", attributes: [.font: font, .paragraphStyle: style, .kern: 1])
    let drawn = picture(of: view)
    let columns = (0..<120).filter { x in (0..<20).contains { drawn[x, $0].alpha > 0 } }
    #expect((columns.first ?? 0) > 90, "right aligned")
  }

  @Test func aHugeStringDrawsAndMeasuresWithoutHanging() {
    let huge = String(repeating: "word ", count: 20_000)
    let size = NSString(string: huge).boundingRect(
      with: CGSize(width: 100, height: 200), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(size.width <= 100 && size.height > 0)
    let view = AttributedBadge(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.text = NSAttributedString(string: huge, attributes: [.font: font])
    #expect(picture(of: view).inkCount > 0)
  }

  @Test func nonFiniteRectanglesDrawNothing() {
    let view = SketchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.sketch = { _, _ in
      NSString(string: "x").draw(
        in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), withAttributes: nil)
      NSAttributedString(string: "x").draw(
        with: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
        options: .usesLineFragmentOrigin, context: nil)
    }
    #expect(picture(of: view).inkCount == 0)
  }
}

@Suite("Paragraph styles")
struct TextParagraphStyleTests {
  @Test func aMutableCopyOfTheDefaultIsIndependent() throws {
    let base = NSParagraphStyle.default
    let style = try #require(base.mutableCopy() as? NSMutableParagraphStyle)
    style.alignment = .center
    #expect(base.alignment == .natural)
    #expect(style.alignment == .center)
    style.tailIndent = -8
    style.paragraphSpacingBefore = 4
    let copy = try #require(style.copy() as? NSParagraphStyle)
    style.alignment = .left
    #expect(copy.alignment == .center)
    #expect(copy.tailIndent == -8 && copy.paragraphSpacingBefore == 4)
  }
}
