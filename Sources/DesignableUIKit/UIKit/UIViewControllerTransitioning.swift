import Components
import Foundation

// UIKit's custom-transition protocols, as plain protocols so that a component's animator and
// transitioning delegate compile. A render presents nothing, so nothing here calls them.

/// Provides the animators of a custom presentation (`UIViewControllerTransitioningDelegate`).
/// Every method is optional, as in UIKit: each answers `nil` unless implemented.
public protocol UIViewControllerTransitioningDelegate: DelegateObject {
  /// The animator that presents `presented`.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  /// The animator that dismisses `dismissed`.
  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  /// The interactive driver of a presentation.
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  /// The interactive driver of a dismissal.
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  /// The controller that manages the presentation.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { nil }
  public func interactionControllerForPresentation(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { nil }
  public func interactionControllerForDismissal(
    using animator: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// Animates a transition between two controllers (`UIViewControllerAnimatedTransitioning`).
public protocol UIViewControllerAnimatedTransitioning: DelegateObject {
  /// How long the transition lasts, in seconds.
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  /// Runs the transition's animations in the context's container view.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  /// Told when the transition ends; optional.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition interactively (`UIViewControllerInteractiveTransitioning`).
public protocol UIViewControllerInteractiveTransitioning: DelegateObject {
  /// Starts the interactive transition.
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

/// What an animator is given: the views and controllers of a transition
/// (`UIViewControllerContextTransitioning`).
public protocol UIViewControllerContextTransitioning: DelegateObject {
  /// The view the transition's views are placed in.
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var targetTransform: CGAffineTransform { get }
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  /// Ends the transition; an animator calls it when its animations finish.
  func completeTransition(_ didComplete: Bool)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// Names a transition's controllers (`UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller being replaced.
  public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller coming on screen.
  public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names a transition's views (`UITransitionContextViewKey`).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view being replaced.
  public static let from = Self(rawValue: "UITransitionContextFromViewKey")
  /// The view coming on screen.
  public static let to = Self(rawValue: "UITransitionContextToViewKey")
}
