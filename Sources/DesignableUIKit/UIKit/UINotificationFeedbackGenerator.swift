import Components
import Foundation

/// Feedback for a task's outcome (`UINotificationFeedbackGenerator`); never felt here.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome (`UINotificationFeedbackGenerator.FeedbackType`).
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
