import Components
import Foundation

extension Responder {
  /// The keyboard's notifications, by UIKit's names. A render shows no keyboard, so nothing
  /// posts them; a component that observes them compiles and is never told.
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keys of those notifications' `userInfo`, by UIKit's names.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
