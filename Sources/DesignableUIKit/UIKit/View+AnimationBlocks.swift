import Components
import Foundation

/// UIKit's animation blocks of before closures (`beginAnimations(_:context:)` ...
/// `commitAnimations()`), inert as the rest of the animation API: the changes made between
/// them take effect as they are made, the settings are ignored, and no delegate message is
/// sent (as `perform(_:)` sends none).
extension View {
  /// A transition over a view in an animation block (`UIView.AnimationTransition`); ignored.
  public enum AnimationTransition: Int, Sendable {
    case none, flipFromLeft, flipFromRight, curlUp, curlDown
  }

  /// Opens an animation block; changes made until ``commitAnimations()`` take effect at once.
  public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
  /// Closes the animation block: nothing is left to run.
  public static func commitAnimations() {}
  public static func setAnimationDuration(_ duration: TimeInterval) {}
  public static func setAnimationDelay(_ delay: TimeInterval) {}
  public static func setAnimationStart(_ startDate: Date) {}
  public static func setAnimationCurve(_ curve: AnimationCurve) {}
  public static func setAnimationRepeatCount(_ repeatCount: Float) {}
  public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}
  public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
  public static func setAnimationTransition(
    _ transition: AnimationTransition, for view: View, cache: Bool
  ) {}
  public static func setAnimationDelegate(_ delegate: Any?) {}
  public static func setAnimationWillStart(_ selector: Selector?) {}
  public static func setAnimationDidStop(_ selector: Selector?) {}
}
