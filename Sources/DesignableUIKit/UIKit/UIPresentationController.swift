import Components
import Foundation

/// What holds a controller's content and lays it out for its children (`UIContentContainer`).
/// Its requirements have defaults, as `UIViewController` and `UIPresentationController`
/// implement them in UIKit.
public protocol UIContentContainer: AnyObject {
  /// The size the container's content would like.
  var preferredContentSize: CGSize { get }
  /// Told that a child's preferred size changed.
  func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
  /// The size a child is given within `parentSize`.
  func size(
    forChildContentContainer container: UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
}

extension UIContentContainer {
  public var preferredContentSize: CGSize { .zero }
  public func preferredContentSizeDidChange(
    forChildContentContainer container: UIContentContainer
  ) {}
  public func size(
    forChildContentContainer container: UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }
}

/// Manages how a presented controller is shown (`UIPresentationController`). A render
/// presents nothing, so nothing calls its transition methods and it has no container view;
/// the class exists so that custom presentation controllers compile, their subclasses
/// overriding its methods as in UIKit.
open class UIPresentationController: UIContentContainer {
  /// The controller being presented.
  public let presentedViewController: UIViewController
  /// The controller presenting it (the presented one's own when none is given).
  public let presentingViewController: UIViewController
  /// Told how to adapt the presentation; stored only.
  open weak var delegate: UIAdaptivePresentationControllerDelegate?

  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController ?? presentedViewController
  }

  /// Always `nil`: a render presents nothing, so no container view exists.
  open var containerView: UIView? { nil }
  /// The presented controller's view, if loaded.
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }
  /// The presented view's frame in the container: the container's bounds.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// Whether the presentation covers the whole screen; `true`.
  open var shouldPresentInFullscreen: Bool { true }
  /// Whether the presenting view is removed once presented; `false`.
  open var shouldRemovePresentersView: Bool { false }
  /// The style the presentation adapts to; `.fullScreen`.
  open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
  /// The size the presented content would like.
  open var preferredContentSize: CGSize = .zero
  /// The traits of the presentation: the presenting controller's.
  open var traitCollection: UITraitCollection { presentingViewController.traitCollection }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}

  open func preferredContentSizeDidChange(
    forChildContentContainer container: UIContentContainer
  ) {}

  open func size(
    forChildContentContainer container: UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: UIContentContainer
  ) {}

  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {}
}

/// Told how a presentation adapts (`UIAdaptivePresentationControllerDelegate`); its methods
/// are optional in UIKit and have defaults here. A render presents nothing.
public protocol UIAdaptivePresentationControllerDelegate: DelegateObject {
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .none }
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

extension UIViewController: UIContentContainer {}
