import Components
import Foundation

// UIKit's size-transition coordinator, as plain protocols so that a controller's
// `viewWillTransition(to:with:)` override compiles. A render never rotates or resizes a
// window, so nothing here hands a coordinator to a controller.

/// What a coordinator tells about the transition in progress
/// (`UIViewControllerTransitionCoordinatorContext`).
public protocol UIViewControllerTransitionCoordinatorContext: DelegateObject {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  /// The view the transition happens in.
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a transition (`UIViewControllerTransitionCoordinator`).
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition and `completion` after it; `false` when the
  /// animations could not be queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Runs `animation` with the transition, for a view outside its container.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Registers `handler` for when an interactive transition stops being interactive.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` with the transition; no completion.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
