import Components
import Foundation

/// Drives a transition by the fraction a gesture has completed
/// (`UIPercentDrivenInteractiveTransition`). A render runs no transition and no gesture, so
/// the fraction and the calls are kept and nothing moves.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  /// The transition's length; 0, as none runs.
  open var duration: CGFloat { 0 }
  /// The fraction last given to ``update(_:)``.
  open private(set) var percentComplete: CGFloat = 0
  open var completionSpeed: CGFloat = 1
  open var completionCurve = UIView.AnimationCurve.easeInOut
  /// The timing curve; stored only.
  open var timingCurve: UITimingCurveProvider?
  /// Whether the transition starts interactively; stored only.
  open var wantsInteractiveStart = true

  public init() {}

  open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}

  /// Keeps the fraction completed.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = percentComplete
  }

  open func pause() {}
  open func cancel() {}
  open func finish() {}
}
