import Components

/// A responder that takes typed text (`UIKeyInput`): a custom view adopts it to receive
/// keys once it is first responder. Nothing types in a render, so only the component's own
/// code calls these.
public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is text to delete.
  var hasText: Bool { get }
  /// Inserts `text` at the insertion point.
  func insertText(_ text: String)
  /// Deletes the character before the insertion point.
  func deleteBackward()
}

extension UITextField: UIKeyInput {}
extension UITextView: UIKeyInput {}
