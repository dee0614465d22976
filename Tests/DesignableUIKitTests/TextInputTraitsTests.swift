import DesignableUIKit
import Foundation
import Testing

/// Text inputs keep UIKit's keyboard settings and key input, and a field can carry a
/// toolbar as its accessory view, so a text field component's setup runs unchanged.
@Suite struct TextInputTraitsTests {
  final class DigitsField: UITextField {
    let toolbar = UIToolbar()

    override init(frame: CGRect) {
      super.init(frame: frame)
      keyboardType = .numberPad
      returnKeyType = .done
      autocorrectionType = .no
      toolbar.sizeToFit()
      toolbar.items = [
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        UIBarButtonItem(barButtonSystemItem: .done, target: self, action: "endEditing:"),
      ]
      inputAccessoryView = toolbar
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      false
    }

    override func caretRect(for position: UITextPosition) -> CGRect { .zero }
  }

  @Test func aFieldKeepsItsKeyboardSettingsAndAccessoryToolbar() throws {
    let field = DigitsField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    let traits: UITextInputTraits = field
    #expect(traits.keyboardType == .numberPad && traits.returnKeyType == .done)
    #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .no)
    #expect(field.inputAccessoryView === field.toolbar)
    #expect(field.toolbar.frame.height == 44)
    let done = try #require(field.toolbar.items?.last)
    #expect(done.style == .done && done.systemItem == .done && done.target === field)
    #expect(field.toolbar.items?.first?.systemItem == .flexibleSpace)
    field.insertText("42")
    field.deleteBackward()
    field.insertText("7")
    #expect(field.text == "47")
  }

  @Test func theResponderChainAnswersCanPerformAction() {
    let view = UIView()
    #expect(view.canPerformAction("copy:", withSender: nil) == false)
  }

  @Test func aTextViewInsertsAtItsSelection() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.keyboardType = .emailAddress
    view.text = "ac"
    view.selectedRange = NSRange(location: 1, length: 0)
    view.insertText("b")
    #expect(view.text == "abc" && view.selectedRange.location == 2)
    view.deleteBackward()
    #expect(view.text == "ac" && view.keyboardType == .emailAddress)
  }
}
