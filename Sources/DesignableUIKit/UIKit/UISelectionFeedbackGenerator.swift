import Components
import Foundation

/// Feedback for a changed selection (`UISelectionFeedbackGenerator`); never felt here.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}
