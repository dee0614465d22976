import Components
import Foundation

/// Haptic feedback (`UIFeedbackGenerator`); inert here, as a render has no device to tap:
/// every method does nothing.
open class UIFeedbackGenerator: NSObject {
  public override init() {
    super.init()
  }

  /// Does nothing.
  open func prepare() {}
}

/// A tap of a given weight (`UIImpactFeedbackGenerator`); inert.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The weight of the tap (`UIImpactFeedbackGenerator.FeedbackStyle`).
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The style the generator was made with.
  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of `.medium` taps.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Does nothing.
  open func impactOccurred() {}

  /// Does nothing, whatever the intensity (NaN included).
  open func impactOccurred(intensity: CGFloat) {}
}

/// The tick of a changing selection (`UISelectionFeedbackGenerator`); inert.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Does nothing.
  open func selectionChanged() {}
}

/// The pattern of a task's outcome (`UINotificationFeedbackGenerator`); inert.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome (`UINotificationFeedbackGenerator.FeedbackType`).
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// Does nothing.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
