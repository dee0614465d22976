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
    // Where the characters sit on their line: after the padding and the four before them.
    let tag = manager.boundingRect(forGlyphRange: NSRange(location: 4, length: 6), in: container)
    let before = text.attributedSubstring(from: NSRange(location: 0, length: 4)).size().width
    #expect(tag.width > 0 && tag.width < size.width && abs(tag.minX - (5 + before)) < 0.01)
    #expect(tag.minY == 0 && tag.height == size.height)
  }

  /// Two lines of twelve characters each in a container that holds one: the first line's
  /// characters fit, with the space that ends it, the rectangle of the second line's is empty, and hit tests find the
  /// character under a point.
  @Test func aContainerOfOneLineSetsTheFirstLine() {
    let font = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
    let two = NSAttributedString(string: "aaaaa bbbbb ccccc ddddd", attributes: [.font: font])
    let advance = NSAttributedString(string: "a", attributes: [.font: font]).size().width
    let storage = NSTextStorage(attributedString: two)
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: advance * 12, height: 0))
    container.lineFragmentPadding = 0
    storage.addLayoutManager(manager)
    manager.addTextContainer(container)
    #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 23))
    container.maximumNumberOfLines = 1
    #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 12))
    let lineHeight = manager.usedRect(for: container).height
    #expect(lineHeight > 0 && manager.usedRect(for: container).width == advance * 11)
    #expect(
      manager.boundingRect(forGlyphRange: NSRange(location: 12, length: 5), in: container) == .zero)
    container.maximumNumberOfLines = 0
    let second = manager.boundingRect(
      forGlyphRange: NSRange(location: 12, length: 5), in: container)
    #expect(abs(second.minY - lineHeight) < 0.01 && abs(second.width - advance * 5) < 0.01)
    var fraction: CGFloat = 0
    let point = CGPoint(x: advance * 2.25, y: lineHeight * 1.5)
    #expect(
      manager.glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: &fraction) == 14
    )
    #expect(abs(fraction - 0.25) < 0.01)
    // Past the line's end: the space that ends its fragment.
    #expect(manager.glyphIndex(for: CGPoint(x: advance * 50, y: 0), in: container) == 11)
    let space = manager.boundingRect(forGlyphRange: NSRange(location: 11, length: 1), in: container)
    #expect(space.minY == 0 && abs(space.minX - advance * 11) < 0.01)
    // A container one line tall holds the first line whatever its line limit.
    container.size.height = lineHeight * 1.5
    #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 12))
  }
}
