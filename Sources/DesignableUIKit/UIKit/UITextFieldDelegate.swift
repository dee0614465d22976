import Components
import Foundation

/// What a text field asks and tells about editing (`UITextFieldDelegate`). Every method
/// is optional, as in UIKit; none is ever called here, since nothing is edited in a render.
public protocol UITextFieldDelegate: DelegateObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does for a delegate without this method.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) { textFieldDidEndEditing(textField) }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
}

extension UITextField {
  /// Why editing ended (`UITextField.DidEndEditingReason`).
  public enum DidEndEditingReason: Int, Sendable {
    case committed = 0
    case cancelled = 1
  }
}
