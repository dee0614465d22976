import Components
import Foundation

/// Haptic feedback (`UIFeedbackGenerator`), inert: a render has no Taptic Engine, so
/// `prepare()` and the subclasses' feedback calls do nothing.
open class UIFeedbackGenerator {
  public init() {}

  /// Readies the engine on iOS; does nothing here.
  open func prepare() {}
}
