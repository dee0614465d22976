import DesignableUIKit
import Foundation
import Testing

/// A custom view that takes typed keys adopts `UIKeyInput`, declares only the traits it
/// changes, and redeclares `UIResponder`'s input views settable, as code-entry components
/// do on iOS.
@Suite struct KeyInputTests {
  final class CodeEntryView: UIView {
    var code = ""
    var digitCount = 4
    var keyboardType = UIKeyboardType.numberPad
    private var customInputView: UIView?

    override var inputView: UIView? {
      get { customInputView }
      set { customInputView = newValue }
    }

    override var canBecomeFirstResponder: Bool { true }
  }

  @Test func aViewAdoptingKeyInputTakesKeysAndKeepsTheTraitsItDeclares() {
    let view = CodeEntryView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    let input: UIKeyInput = view
    input.insertText("12")
    input.insertText("3")
    input.deleteBackward()
    #expect(view.code == "12" && input.hasText)
    #expect(input.keyboardType == .numberPad)
    #expect(input.returnKeyType == .default && input.autocapitalizationType == .sentences)
    #expect(!input.isSecureTextEntry && input.textContentType == nil)
    input.returnKeyType = .done
    #expect(input.returnKeyType == .default)
  }

  @Test func aResponderAnswersItsOverriddenInputViews() {
    let view = CodeEntryView(frame: .zero)
    let pad = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    let responder: UIResponder = view
    #expect(responder.inputView == nil && responder.inputAccessoryView == nil)
    view.inputView = pad
    view.reloadInputViews()
    #expect(responder.inputView === pad)
    #expect(UIView().inputView == nil)
  }

  @Test func textInputsAreKeyInputs() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    let accessory = UIView()
    field.inputAccessoryView = accessory
    let responder: UIResponder = field
    #expect(responder.inputAccessoryView === accessory)
    let input: UIKeyInput = field
    input.insertText("ab")
    input.deleteBackward()
    #expect(field.text == "a" && input.hasText)
    let text: UIKeyInput = UITextView()
    #expect(!text.hasText)
  }
}

extension KeyInputTests.CodeEntryView: UIKeyInput {
  var hasText: Bool { !code.isEmpty }

  func insertText(_ text: String) {
    code = String((code + text).prefix(digitCount))
  }

  func deleteBackward() {
    if !code.isEmpty { code.removeLast() }
  }
}
