import Components
import Foundation

/// A controller that shows the top of a stack of view controllers under a navigation bar
/// (`UINavigationController`).
///
/// Its root view holds the top controller's view, filling it (as under iOS's translucent
/// bar), and the ``navigationBar`` along its top edge (44 points), placed again by
/// ``viewWillLayoutSubviews()`` on every layout pass. The bar's items are the stacked
/// controllers' `navigationItem`s, so it shows the top one's title. Pushes and pops change the
/// stack at once: a render shows the end state, and no appearance method or delegate is called.
open class UINavigationController: UIViewController {
  /// The navigation bar the controller shows and manages.
  open var navigationBar: UINavigationBar { managedBar }
  /// Kept weakly; a render shows no transition, so it is never called.
  open weak var delegate: UINavigationControllerDelegate?

  private let managedBar = UINavigationBar()
  private var stack: [UIViewController] = []
  private var barHidden = false

  /// Creates a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive; nothing is decoded from it here.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a navigation controller whose stack holds `rootViewController`.
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  // MARK: The stack

  /// The stacked controllers, the root first; setting it calls
  /// ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }
  /// The controller shown: the top one, as nothing is presented in a render.
  open var visibleViewController: UIViewController? { stack.last }

  /// Replaces the stack: controllers that leave it stop being children, new ones become
  /// children, and the bar shows their navigation items. `animated` is ignored.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    stack.last?.viewIfLoaded?.removeFromSuperview()
    for controller in stack where !viewControllers.contains(controller) {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    stack = viewControllers
    for controller in viewControllers where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    navigationBar.setItems(viewControllers.map { $0.navigationItem }, animated: false)
    showTopView()
  }

  /// Puts `viewController` on top of the stack and shows it.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    setViewControllers(stack.filter { $0 !== viewController } + [viewController], animated: false)
  }

  /// Takes the top controller off the stack and returns it; the root stays.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: false)
    return top
  }

  /// Takes every controller above the root off the stack and returns them, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Takes every controller above `viewController` off the stack and returns them, bottom
  /// first; `nil` when it is not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(of: viewController) else { return nil }
    let popped = Array(stack[(index + 1)...])
    setViewControllers(Array(stack[...index]), animated: false)
    return popped
  }

  // MARK: The bar

  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar; `animated` is ignored.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    barHidden = hidden
    navigationBar.isHidden = hidden
  }

  // MARK: The view

  /// Makes the root view, the size of the screen, with the bar along its top edge and the
  /// top controller's view under it.
  open override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = root
    root.addSubview(navigationBar)
    placeBar()
    showTopView()
  }

  /// Places the bar along the top edge of the root view and the top controller's view over
  /// the whole root view. Override it, calling `super`, to move either.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    placeBar()
    topViewController?.viewIfLoaded?.frame = viewIfLoaded?.bounds ?? .zero
  }

  private func placeBar() {
    guard let root = viewIfLoaded else { return }
    let height = navigationBar.sizeThatFits(root.bounds.size).height
    navigationBar.frame = CGRect(x: 0, y: 0, width: root.bounds.width, height: height)
  }

  private func showTopView() {
    guard let root = viewIfLoaded, let top = topViewController else { return }
    let content: UIView = top.view
    content.frame = root.bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if navigationBar.superview === root {
      root.insertSubview(content, belowSubview: navigationBar)
    } else {
      root.addSubview(content)
    }
  }
}

/// What a navigation controller would tell about the controllers it shows
/// (`UINavigationControllerDelegate`). Its requirements are optional in UIKit: here they have
/// defaults. A render shows no transition, so nothing calls them.
public protocol UINavigationControllerDelegate: DelegateObject {
  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning?
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning?
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask
  func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool
  ) {}

  public func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool
  ) {}

  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { nil }

  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? { nil }

  /// Every orientation, as a navigation controller without a delegate's answer allows.
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask { .all }

  /// Portrait, as Interface Builder's canvas shows an iPhone.
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientation { .portrait }
}

extension UINavigationController {
  /// What a navigation transition does (`UINavigationController.Operation`).
  public enum Operation: Int, Sendable {
    case none, push, pop
  }
}

extension UIViewController {
  /// The nearest navigation controller among the controller's ancestors, if any.
  public var navigationController: UINavigationController? {
    var candidate = parent
    while let current = candidate {
      if let found = current as? UINavigationController { return found }
      candidate = current.parent
    }
    return nil
  }
}
