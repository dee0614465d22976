import Components
import Foundation

#if !canImport(UIKit)
  /// UIKit's accessibility functions (`UIAccessibility`), inert: nothing listens, so posted
  /// notifications go nowhere and no assistive technology is running.
  public enum UIAccessibility {
    /// A notification for assistive technologies (`UIAccessibility.Notification`).
    public struct Notification: Hashable, Sendable {
      public let rawValue: UInt32

      public init(rawValue: UInt32) { self.rawValue = rawValue }

      public static let screenChanged = Notification(rawValue: 1000)
      public static let layoutChanged = Notification(rawValue: 1001)
      public static let announcement = Notification(rawValue: 1008)
      public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification`; nothing receives it.
    public static func post(notification: Notification, argument: Any?) {}

    /// `rect`, in `view`'s coordinates, in its window's (the screen's, as a render's window
    /// fills it).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
      view.convert(rect, to: nil)
    }

    /// `path`, in `view`'s coordinates, moved into its window's.
    public static func convertToScreenCoordinates(
      _ path: UIBezierPath, in view: UIView
    ) -> UIBezierPath {
      let origin = view.convert(CGPoint.zero, to: nil)
      let moved = UIBezierPath(cgPath: path.cgPath)
      moved.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
      return moved
    }

    /// The settings assistive technologies and the user set: all off, as on a device
    /// with none of them set.
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }

    /// Posted by iOS when a setting above changes; never posted here.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification =
      Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification =
      Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityInvertColorsStatusDidChangeNotification")
    public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityGrayscaleStatusDidChangeNotification")
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilitySwitchControlStatusDidChangeNotification")
    public static let differentiateWithoutColorDidChangeNotification =
      Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public static let buttonShapesEnabledStatusDidChangeNotification =
      Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
  }
#endif

extension UIContentSizeCategory {
  /// Posted by iOS when the user's Dynamic Type size changes; never posted here, where the
  /// size is always `.large`.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The key of the new size in that notification's `userInfo`.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
