import DesignableUIKit
import Testing

/// A label that sets its text through TextKit, as labels that find links in their text do.
private final class LinkLabel: UILabel {
  let storage = NSTextStorage()
  let manager = NSLayoutManager()
  let container = NSTextContainer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    storage.addLayoutManager(manager)
    manager.addTextContainer(container)
    container.lineFragmentPadding = 0
  }

  required init?(coder: NSCoder) { fatalError("not archived") }

  func show(_ text: NSAttributedString) {
    storage.setAttributedString(text)
    setNeedsDisplay()
  }

  override func drawText(in rect: CGRect) {
    container.size = rect.size
    let range = NSRange(location: 0, length: storage.length)
    manager.drawBackground(forGlyphRange: range, at: rect.origin)
    manager.drawGlyphs(forGlyphRange: range, at: rect.origin)
  }
}

/// A view that draws an attributed string itself, to compare with.
private final class StringView: UIView {
  var string = NSAttributedString(string: "")

  override func draw(_ rect: CGRect) {
    UIColor.white.setFill()
    UIRectFill(bounds)
    string.draw(in: bounds)
  }
}

@Suite("TextKit's layout manager sets and draws its text storage")
struct TextKitLayoutManagerTests {
  private let text = NSAttributedString(
    string: "Tap #swift", attributes: [.font: UIFont.systemFont(ofSize: 14)])

  @Test func theStorageAndTheContainerKnowTheirManager() {
    let label = LinkLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    #expect(label.storage.layoutManagers.first === label.manager)
    #expect(label.manager.textStorage === label.storage)
    #expect(label.container.layoutManager === label.manager)
    label.storage.removeLayoutManager(label.manager)
    #expect(label.storage.layoutManagers.isEmpty && label.manager.textStorage == nil)
  }

  @Test func glyphsDrawnThroughTheManagerMatchTheStringDrawnAlone() {
    let label = LinkLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    label.backgroundColor = .white
    let colored = NSMutableAttributedString(attributedString: text)
    colored.addAttribute(
      .foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 4, length: 6))
    label.show(colored)
    let throughManager = Lifecycle.render(label, scale: 2)
    let plain = StringView(frame: label.bounds)
    plain.string = colored
    let alone = Lifecycle.render(plain, scale: 2)
    #expect(throughManager.bytes == alone.bytes)
    // Something was drawn, in the colour of the tag.
    let blue = (0..<throughManager.height).contains { y in
      (0..<throughManager.width).contains { x in
        throughManager[x, y].blue > 200 && throughManager[x, y].red < 100
      }
    }
    #expect(blue)
  }

  @Test func theUsedRectIsTheWrappedTextWithItsPadding() {
    let storage = NSTextStorage(attributedString: text)
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: 200, height: 100))
    storage.addLayoutManager(manager)
    manager.addTextContainer(container)
    let size = text.boundingRect(
      with: CGSize(width: 190, height: 100), options: .usesLineFragmentOrigin, context: nil
    ).size
    #expect(
      manager.usedRect(for: container).size == CGSize(width: size.width + 10, height: size.height))
    #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 10))
    #expect(manager.numberOfGlyphs == 10 && manager.characterIndexForGlyph(at: 3) == 3)
    let tag = manager.boundingRect(forGlyphRange: NSRange(location: 4, length: 6), in: container)
    #expect(tag.width > 0 && tag.width < size.width && tag.minX == 5)
  }
}
