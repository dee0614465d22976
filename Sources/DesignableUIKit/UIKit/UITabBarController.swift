import Components
import Foundation

/// A controller that shows one of its view controllers above a tab bar
/// (`UITabBarController`).
///
/// As in UIKit, its root view holds the selected controller's view, filling it, and the
/// ``tabBar`` along its bottom edge (the bar's own height, 49 points), placed again by
/// ``viewWillLayoutSubviews()`` on every layout pass, so a subclass that calls `super` there
/// and then moves the bar keeps its change. The tab bar's items are the controllers'
/// `tabBarItem`s, and the controller is the bar's delegate. A render taps nothing, so a
/// selection changes only when code sets ``selectedIndex`` or ``selectedViewController``
/// (the delegate is asked only when the bar reports a tap, as in UIKit).
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The tab bar the controller shows and manages.
  open var tabBar: UITabBar { managedTabBar }
  /// Told of selections made through the tab bar (`UITabBarControllerDelegate`).
  open weak var delegate: UITabBarControllerDelegate?

  private var managedTabBar = UITabBar()
  private var managedControllers: [UIViewController]?
  private var selectedPosition: Int?
  /// The controller whose view the root view holds, until another is selected.
  private weak var shownController: UIViewController?

  /// Creates a tab bar controller with no view controllers.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    managedTabBar.delegate = self
  }

  /// Creates a tab bar controller from an archive; nothing is decoded from it here.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    managedTabBar.delegate = self
  }

  // MARK: The view controllers

  /// The controllers shown, one per tab; setting it calls
  /// ``setViewControllers(_:animated:)`` without animation, as UIKit does.
  open var viewControllers: [UIViewController]? {
    get { managedControllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers: the old ones leave as children, the new ones become children,
  /// their `tabBarItem`s become the bar's items, and the selection stays on the controller
  /// that was selected when it is still among them, else moves to the first. `animated` is
  /// ignored: a render shows the end state.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let previouslySelected = selectedViewController
    for controller in managedControllers ?? [] where !(viewControllers ?? []).contains(controller) {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    managedControllers = viewControllers
    for controller in viewControllers ?? [] where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    let controllers = viewControllers ?? []
    tabBar.setItems(controllers.map { $0.tabBarItem }, animated: false)
    if let previouslySelected, let kept = controllers.firstIndex(of: previouslySelected) {
      select(kept)
    } else {
      select(controllers.isEmpty ? nil : 0)
    }
  }

  /// The index of the selected controller, or `NSNotFound` when there is none. Setting an
  /// index outside ``viewControllers`` changes nothing.
  open var selectedIndex: Int {
    get { selectedPosition ?? NSNotFound }
    set {
      guard let controllers = managedControllers, controllers.indices.contains(newValue) else {
        return
      }
      select(newValue)
    }
  }

  /// The selected controller. Setting a controller that is not among ``viewControllers``
  /// changes nothing.
  open var selectedViewController: UIViewController? {
    get { selectedPosition.flatMap { managedControllers?[$0] } }
    set {
      guard let newValue, let index = managedControllers?.firstIndex(of: newValue) else {
        return
      }
      select(index)
    }
  }

  private func select(_ index: Int?) {
    if let shown = shownController, shown.viewIfLoaded?.superview === viewIfLoaded {
      shown.viewIfLoaded?.removeFromSuperview()
    }
    selectedPosition = index
    shownController = selectedViewController
    tabBar.selectedItem = selectedViewController?.tabBarItem
    showSelectedView()
  }

  // MARK: The view

  /// Makes the root view, the size of the screen, with the tab bar along its bottom edge and
  /// the selected controller's view under it.
  open override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = root
    root.addSubview(tabBar)
    placeTabBar()
    showSelectedView()
  }

  /// Places the tab bar along the bottom edge of the root view and the selected controller's
  /// view over the whole root view. Override it, calling `super`, to move either.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    placeTabBar()
    selectedViewController?.viewIfLoaded?.frame = viewIfLoaded?.bounds ?? .zero
  }

  private func placeTabBar() {
    guard let root = viewIfLoaded else { return }
    let height = tabBar.sizeThatFits(root.bounds.size).height
    tabBar.frame = CGRect(
      x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
  }

  private func showSelectedView() {
    guard let root = viewIfLoaded, let selected = selectedViewController else { return }
    let content: UIView = selected.view
    content.frame = root.bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if tabBar.superview === root {
      root.insertSubview(content, belowSubview: tabBar)
    } else {
      root.addSubview(content)
    }
  }

  // MARK: The tab bar's delegate

  /// Selects the controller whose item the bar reports tapped, when the delegate's
  /// `tabBarController(_:shouldSelect:)` allows it, and then tells the delegate.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    guard let index = managedControllers?.firstIndex(where: { $0.tabBarItem === item }),
      let controller = managedControllers?[index]
    else { return }
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    select(index)
    delegate?.tabBarController(self, didSelect: controller)
  }

  // MARK: Key-value coding

  /// Sets the property named `key`; only `tabBar` is known, which replaces the managed tab
  /// bar (the way custom tab bars are installed with `setValue(_:forKey: "tabBar")`): the new
  /// bar takes the old one's place, delegate and items, if it had any. Any other key goes to
  /// ``setValue(_:forUndefinedKey:)``.
  open override func setValue(_ value: Any?, forKey key: String) {
    guard key == "tabBar", let replacement = value as? UITabBar else {
      return super.setValue(value, forKey: key)
    }
    let old = managedTabBar
    managedTabBar = replacement
    replacement.delegate = self
    if let items = old.items, !items.isEmpty {
      replacement.setItems(items, animated: false)
      replacement.selectedItem = old.selectedItem
    }
    if let root = viewIfLoaded, old.superview === root {
      root.insertSubview(replacement, aboveSubview: old)
      old.removeFromSuperview()
      placeTabBar()
    }
  }
}

/// What a tab bar controller tells about selections (`UITabBarControllerDelegate`). Its
/// requirements are optional in UIKit: here they have defaults, so call them without `?`.
public protocol UITabBarControllerDelegate: DelegateObject {
  /// Whether the controller tapped may be selected; `true` by default.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// Called after a tap selected a controller.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

extension UIViewController {
  /// The nearest tab bar controller among the controller's ancestors, if any.
  public var tabBarController: UITabBarController? {
    var candidate = parent
    while let current = candidate {
      if let found = current as? UITabBarController { return found }
      candidate = current.parent
    }
    return nil
  }
}
