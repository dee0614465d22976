import UIKit

/// A field that is its own delegate and forwards each call to the delegate its user gives,
/// as wrapped text fields do: through UIKit's optional requirements, called with `?`, or
/// with `!` once the delegate says it responds.
public final class ForwardingField: UITextField, UITextFieldDelegate {
  public weak var forwardee: UITextFieldDelegate?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    delegate = self
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    delegate = self
  }

  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    forwardee?.textFieldShouldReturn?(textField) ?? true
  }

  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    guard let forwardee,
      forwardee.responds(to: #selector(UITextFieldDelegate.textFieldShouldBeginEditing(_:)))
    else { return true }
    return forwardee.textFieldShouldBeginEditing!(textField)
  }

  public func textFieldDidBeginEditing(_ textField: UITextField) {
    forwardee?.textFieldDidBeginEditing?(textField)
  }

  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    forwardee?.textFieldDidEndEditing?(textField, reason: reason)
  }

  public func textFieldDidChangeSelection(_ textField: UITextField) {
    forwardee?.textFieldDidChangeSelection?(textField)
  }

  /// Whether the delegate given is an object of `type`, as a wrapper asks before it treats
  /// its delegate as one.
  public func forwardeeIs(_ type: AnyClass) -> Bool {
    forwardee?.isKind(of: type) ?? false
  }

  /// An action written as older code writes one, reading its sender's tag through
  /// `AnyObject`, as Objective-C's runtime finds it.
  @objc public func copyTag(_ sender: AnyObject) {
    tag = sender.tag
  }
}
