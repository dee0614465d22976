import Components
import Foundation

/// Feedback for a collision (`UIImpactFeedbackGenerator`); never felt here.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact feels (`UIImpactFeedbackGenerator.FeedbackStyle`).
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  public override convenience init() { self.init(style: .medium) }

  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}
