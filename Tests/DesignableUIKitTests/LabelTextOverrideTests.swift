import DesignableUIKit
import Testing

/// A label that keeps its text in its attributed text, as expandable labels do.
final class AttributedFirstLabel: UILabel {
  private(set) var textSets = 0

  override var text: String? {
    get { attributedText?.string }
    set {
      textSets += 1
      attributedText = newValue.map { NSAttributedString(string: $0) }
    }
  }

  override var attributedText: NSAttributedString? {
    get { super.attributedText }
    set {
      super.attributedText = newValue.map { NSAttributedString(string: $0.string.uppercased()) }
    }
  }
}

@Suite("Labels that override their text")
struct LabelTextOverrideTests {
  @Test func aLabelMayOverrideItsTextThroughItsAttributedText() {
    let label = AttributedFirstLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "hello"
    #expect(label.text == "HELLO" && label.attributedText?.string == "HELLO")
    // Setting the attributed text does not go through the text's setter, as in UIKit.
    label.attributedText = NSAttributedString(string: "bye")
    #expect(label.textSets == 1 && label.text == "BYE")
    let plain = UILabel(frame: .zero)
    plain.attributedText = NSAttributedString(string: "x", attributes: [.kern: 2])
    #expect(plain.text == "x")
    plain.text = "y"
    #expect(plain.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) == nil)
  }
}
