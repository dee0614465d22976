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

    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
  }
#endif
