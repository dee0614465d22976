import Components
import Foundation

/// A view controller (`UIViewController`), reduced to what a render can honestly support: its
/// root view, loaded once on first use; its children; and its place in the responder chain.
///
/// A render has no window and presents nothing, so the appearance methods
/// (`viewWillAppear(_:)` and the others) are never called; `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()` are, around each layout pass of the root view, as in UIKit.
/// Presentation is inert (see ``present(_:animated:completion:)``).
open class UIViewController: UIResponder, RootViewOwner {
  /// The nib name given at creation; stored only: ``loadView()`` makes a plain view.
  public let nibName: String?
  /// The bundle given at creation; stored only.
  public let nibBundle: Bundle?
  /// The title a navigation or tab bar shows; setting it also sets the title of the
  /// controller's ``navigationItem`` and ``tabBarItem`` once they are made, as in UIKit.
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
    }
  }
  /// The item a tab bar controller shows for this controller, made on first read with the
  /// controller's ``title``, as UIKit does.
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let made = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = made
      return made
    }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: UITabBarItem?
  /// The item a navigation bar shows for this controller, made on first read with the
  /// controller's ``title``, as UIKit does.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let made = UINavigationItem()
    made.title = title
    storedNavigationItem = made
    return made
  }
  private var storedNavigationItem: UINavigationItem?
  /// The root view; `nil` until ``view`` is first read or set.
  private var loadedView: UIView?
  /// The controllers added with ``addChild(_:)``, in order.
  public private(set) var children: [UIViewController] = []
  /// The controller this one is a child of.
  public private(set) weak var parent: UIViewController?

  /// Creates a controller; the nib name and bundle are stored only.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a controller with no nib, as `UIViewController()` does.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from an archive; nothing is decoded from it here.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  // MARK: The root view

  /// The root view, made by ``loadView()`` and then ``viewDidLoad()`` on first read, as UIKit
  /// does. Setting it replaces the root view; setting `nil` unloads it.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { adopt(newValue) }
  }

  /// The root view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Whether the root view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the root view, as UIKit does: from the nib named ``nibName`` in ``nibBundle``
  /// (its File's Owner is this controller, its `view` outlet the root view), or, without a
  /// name, from a nib named after the class (`CardViewController` looks for `CardView`, then
  /// `CardViewController`) when there is one; else a plain view of the screen's bounds that
  /// resizes with its superview. A named nib that cannot be found or read is reported on
  /// standard error and gives the plain view. Override it to set ``view`` yourself.
  open func loadView() {
    let className = String(describing: type(of: self))
    // UIKit's own controllers have no nib.
    let ownNames = className.hasPrefix("UI") ? [] : [className]
    let names =
      nibName.map { [$0] }
      ?? (className.hasSuffix("Controller") ? [String(className.dropLast(10))] : []) + ownNames
    for name in names {
      do {
        let loaded = try UINib(nibName: name, bundle: nibBundle).instantiateChecked(withOwner: self)
        for issue in loaded.issues {
          FileHandle.standardError.write(Data("warning: \(issue)\n".utf8))
        }
        if isViewLoaded { return }
      } catch {
        guard nibName != nil else { continue }
        FileHandle.standardError.write(Data("warning: \(error)\n".utf8))
      }
    }
    let root = UIView(frame: UIScreen.main.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = root
  }

  /// Loads the root view if it is not loaded: ``loadView()``, then ``viewDidLoad()``.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { adopt(UIView(frame: UIScreen.main.bounds)) }
    viewDidLoad()
  }

  /// Called once after the root view is loaded.
  open func viewDidLoad() {}

  /// Called on a controller a nib or storyboard holds once everything in it is connected
  /// (`awakeFromNib()`); a subclass's override calls `super`, as in UIKit.
  open func awakeFromNib() {}

  /// The class, as NSObject describes an object (without its address, so that text is the
  /// same in every run).
  open override var description: String { "<\(type(of: self))>" }

  private func adopt(_ newView: UIView?) {
    if let old = loadedView, old.owningController === self { old.owningController = nil }
    loadedView = newView
    newView?.owningController = self
    if overrideUserInterfaceStyle != .unspecified {
      newView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle
    }
  }

  // MARK: Appearance and layout

  /// Never called by a render, which puts no view on screen.
  open func viewWillAppear(_ animated: Bool) {}
  /// Never called by a render, which puts no view on screen.
  open func viewDidAppear(_ animated: Bool) {}
  /// Never called by a render, which puts no view on screen.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Never called by a render, which puts no view on screen.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before each layout pass of the root view (its `layoutSubviews()`).
  open func viewWillLayoutSubviews() {}
  /// Called after each layout pass of the root view.
  open func viewDidLayoutSubviews() {}

  /// Never called by a render, whose safe area is always empty.
  open func viewSafeAreaInsetsDidChange() {}
  /// Never called by a render, which never rotates or resizes a window; an override's
  /// coordinator calls therefore never run.
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {}

  /// The root view's traits (a render's), or the screen's when no view is loaded.
  open var traitCollection: UITraitCollection {
    loadedView?.traitCollection ?? TraitCollection.current
  }

  // MARK: Presentation

  /// How the controller would be presented; stored only (`.automatic` by default).
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// The animation a presentation would use; stored only.
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// The delegate that would provide presentation animators; kept weakly and never asked.
  open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

  /// Does nothing: a render has no window, and UIKit does not present from a controller whose
  /// view is in no window. The completion is not called, as UIKit does not call it then, and
  /// ``presentedViewController`` stays `nil`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}

  /// Runs the completion at once: nothing is presented, so there is nothing to dismiss.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }

  /// Told before a segue from this controller is performed; a render performs none.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Does nothing: a render has no storyboard to find the segue in.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {}

  /// Whether the segue may be performed; `true` unless overridden.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Always `nil`: no transition runs in a render.
  open var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }

  /// The size the controller's content would like (a popover's); stored only.
  open var preferredContentSize: CGSize = .zero
  /// Whether a scroll view's insets follow the bars (iOS 7 to 10); stored only, as no bar
  /// overlaps a render's content.
  open var automaticallyAdjustsScrollViewInsets = true

  /// Always `nil`: nothing is presented in a render.
  open var presentedViewController: UIViewController? { nil }
  /// Always `nil`: nothing is presented in a render.
  open var presentingViewController: UIViewController? { nil }

  /// `.default`; a render draws no status bar, so nothing reads it.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// `false`; a render draws no status bar, so nothing reads it.
  open var prefersStatusBarHidden: Bool { false }
  /// Does nothing: a render draws no status bar.
  open func setNeedsStatusBarAppearanceUpdate() {}
  /// `nil`: the controller's own status bar settings hold.
  open var childForStatusBarStyle: UIViewController? { nil }
  /// `nil`: the controller's own status bar settings hold.
  open var childForStatusBarHidden: UIViewController? { nil }
  /// `false`; a render draws no home indicator.
  open var prefersHomeIndicatorAutoHidden: Bool { false }

  // MARK: What a render never asks

  /// Never called: a render has no memory pressure to report.
  open func didReceiveMemoryWarning() {}
  /// Never called by a render, whose traits do not change while it draws.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Never called by a render: the root view's margins are laid out without the controller.
  open func viewLayoutMarginsDidChange() {}
  /// Never called by a render: the root view's constraints are updated without the
  /// controller. An override's `super` call does nothing.
  open func updateViewConstraints() {}
  /// Never called by a render, which puts no view on screen.
  open func viewIsAppearing(_ animated: Bool) {}
  /// Every orientation; a render never rotates.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
  /// `true`; a render never rotates.
  open var shouldAutorotate: Bool { true }
  /// `.portrait`, a render's orientation.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  /// The appearance the root view takes: set on the view when it is loaded, and at once
  /// when it is already loaded; `.unspecified` leaves the view's own.
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet { loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
  }
  /// The edges a bar may cover; stored only (no bar overlaps a render's content).
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Stored only, as ``edgesForExtendedLayout``.
  open var extendedLayoutIncludesOpaqueBars = false
  /// Insets added to the root view's safe area; stored only (a render's safe area is empty).
  open var additionalSafeAreaInsets = UIEdgeInsets.zero
  /// Stored only: nothing is presented in a render.
  open var definesPresentationContext = false
  /// Stored only: nothing is presented in a render.
  open var isModalInPresentation = false
  /// Stored only: a render pushes nothing on a navigation stack.
  open var hidesBottomBarWhenPushed = false
  /// `false`: a render presents and pushes nothing.
  open var isBeingPresented: Bool { false }
  /// `false`: a render presents and pushes nothing.
  open var isBeingDismissed: Bool { false }
  /// `false`: a render presents and pushes nothing.
  open var isMovingToParent: Bool { false }
  /// `false`: a render presents and pushes nothing.
  open var isMovingFromParent: Bool { false }

  // MARK: The responder chain

  /// The root view's superview, or else the parent controller, as in UIKit.
  open override var next: UIResponder? { loadedView?.superview ?? parent }

  // MARK: Children

  /// Adds a child controller, first taking it from its old parent; calls the child's
  /// ``willMove(toParent:)``. The caller adds its view and calls ``didMove(toParent:)``.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self else { return }
    if childController.parent !== self { childController.removeFromParent() }
    childController.willMove(toParent: self)
    children.removeAll { $0 === childController }
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent and calls its ``didMove(toParent:)`` with `nil`.
  /// The caller calls ``willMove(toParent:)`` first and removes its view.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller is added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Key-value coding

  /// Sets the property named `key` (`setValue(_:forKey:)`). A plain controller knows only
  /// `title`: every other key goes to ``setValue(_:forUndefinedKey:)``; subclasses answer
  /// theirs.
  open func setValue(_ value: Any?, forKey key: String) {
    guard key == "title" else { return setValue(value, forUndefinedKey: key) }
    title = value as? String
  }

  /// Called to set a key the controller has no property for. As UIKit raises
  /// `NSUnknownKeyException` there, it stops the process with a message naming the class and
  /// the key; override it to accept other keys.
  open func setValue(_ value: Any?, forUndefinedKey key: String) {
    fatalError("\(type(of: self)) has no key \"\(key)\" to set (setValue(_:forKey:)).")
  }
}
