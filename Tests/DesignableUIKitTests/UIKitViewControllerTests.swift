import DesignableUIKit
import Testing

/// A controller that records the order in which UIKit's hooks reach it.
private final class RecordingController: UIViewController {
  var calls: [String] = []

  override func loadView() {
    calls.append("loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
  }

  override func viewWillLayoutSubviews() { calls.append("willLayout") }
  override func viewDidLayoutSubviews() { calls.append("didLayout") }
  override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
  override func willMove(toParent parent: UIViewController?) {
    calls.append(parent == nil ? "willMove(nil)" : "willMove")
  }
  override func didMove(toParent parent: UIViewController?) {
    calls.append(parent == nil ? "didMove(nil)" : "didMove")
  }
}

/// A controller that makes its own root view, as code-built screens do.
private final class CustomRootController: UIViewController {
  override func loadView() {
    view = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
  }
}

/// A label that finds its controller by walking the responder chain.
private final class ChainLabel: UILabel {
  var firstController: UIViewController? {
    var responder: UIResponder? = next
    while let current = responder {
      if let controller = current as? UIViewController { return controller }
      responder = current.next
    }
    return nil
  }
}

/// A fade animator and a delegate that hands it out, as custom transitions are written.
private final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.25 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let to = transitionContext.view(forKey: .to) else { return }
    transitionContext.containerView.addSubview(to)
    transitionContext.completeTransition(true)
  }
}

private final class FadingController: UIViewController, UIViewControllerTransitioningDelegate {
  override var modalPresentationStyle: UIModalPresentationStyle {
    get { .fullScreen }
    set {}
  }
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    transitioningDelegate = self
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { Fade() }
}

@Suite("UIKit's view controllers and responder chain")
struct UIKitViewControllerTests {
  @Test func theViewLoadsOnceOnFirstUse() {
    let controller = RecordingController()
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    let view = controller.view
    #expect(controller.isViewLoaded && controller.view === view)
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(view?.frame == UIScreen.main.bounds)
    #expect(view?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    controller.loadViewIfNeeded()
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(CustomRootController().view is UILabel)
  }

  @Test func layoutOfTheRootViewTellsTheControllerAndAppearanceNever() {
    let controller = RecordingController()
    let view = controller.view!
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(controller.calls == ["loadView", "viewDidLoad", "willLayout", "didLayout"])
    #expect(!controller.calls.contains("willAppear"))
  }

  @Test func theResponderChainRunsThroughControllers() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let box = UIView()
    let label = ChainLabel()
    child.view.addSubview(box)
    box.addSubview(label)
    #expect(label.next === box && box.next === child.view && child.view.next === child)
    #expect(child.next === parent.view)
    #expect(parent.view.next === parent && parent.next == nil)
    #expect(label.firstController === child)
    child.view.removeFromSuperview()
    #expect(child.next === parent)
    let orphan = ChainLabel()
    #expect(orphan.next == nil && orphan.firstController == nil)
    let replacement = UIView()
    let old = child.view!
    child.view = replacement
    #expect(replacement.next === child && old.next == nil)
  }

  @Test func childrenAreAddedAndRemovedAsInUIKit() {
    let parent = UIViewController()
    let other = UIViewController()
    let child = RecordingController()
    parent.addChild(child)
    #expect(parent.children.count == 1 && child.parent === parent)
    other.addChild(child)
    #expect(parent.children.isEmpty && other.children.count == 1 && child.parent === other)
    child.willMove(toParent: nil)
    child.removeFromParent()
    #expect(other.children.isEmpty && child.parent == nil)
    #expect(
      child.calls == ["willMove", "didMove(nil)", "willMove", "willMove(nil)", "didMove(nil)"])
    #expect(!child.isViewLoaded)
  }

  @Test func presentationIsInertAndDismissalCompletes() {
    let controller = FadingController()
    #expect(controller.transitioningDelegate == nil)
    controller.loadViewIfNeeded()
    #expect(controller.transitioningDelegate === controller)
    #expect(controller.modalPresentationStyle == .fullScreen)
    #expect(UIViewController().modalPresentationStyle == .automatic)
    #expect(controller.preferredStatusBarStyle == .lightContent)
    var presented = false
    controller.present(UIViewController(), animated: true) { presented = true }
    #expect(!presented && controller.presentedViewController == nil)
    var dismissed = false
    controller.dismiss(animated: true) { dismissed = true }
    #expect(dismissed)
    let delegate = controller.transitioningDelegate
    let animator = delegate?.animationController(
      forPresented: controller, presenting: controller, source: controller)
    #expect(animator?.transitionDuration(using: nil) == 0.25)
    #expect(delegate?.animationController(forDismissed: controller) == nil)
    #expect(UITransitionContextViewKey.to != .from)
  }

  @Test func nothingBecomesFirstResponder() {
    let view = UIView()
    #expect(!view.canBecomeFirstResponder && !view.becomeFirstResponder())
    #expect(view.resignFirstResponder() && !view.isFirstResponder)
    let field = UITextField()
    #expect(field.canBecomeFirstResponder && !field.becomeFirstResponder())
    #expect(UITextView().canBecomeFirstResponder)
    #expect(UIApplication.shared.next == nil)
    let responder: UIResponder = UIViewController()
    #expect(!responder.becomeFirstResponder())
  }
}

/// A controller written from Xcode's template and the usual overrides: each compiles
/// against UIViewController here, and what a render never asks stays unasked.
private final class TemplateController: UIViewController {
  var warned = false
  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    warned = true
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
  }
  override func updateViewConstraints() { super.updateViewConstraints() }
  override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override var shouldAutorotate: Bool { false }
  override var prefersHomeIndicatorAutoHidden: Bool { true }
}

@Suite struct UIKitViewControllerTemplateTests {
  @Test func templateOverridesCompileAndARenderNeverAsksThem() {
    let controller = TemplateController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    controller.view.layoutIfNeeded()
    #expect(!controller.warned)
    #expect(controller.supportedInterfaceOrientations == .portrait)
    #expect(UIViewController().supportedInterfaceOrientations == .all)
    #expect(UIInterfaceOrientationMask.allButUpsideDown.contains(.landscapeLeft))
    #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
  }

  @Test func aControllersInterfaceStyleReachesItsRootView() {
    let early = UIViewController()
    early.overrideUserInterfaceStyle = .dark
    #expect(!early.isViewLoaded, "setting the style does not load the view")
    #expect(early.view.overrideUserInterfaceStyle == .dark)
    let late = UIViewController()
    _ = late.view
    late.overrideUserInterfaceStyle = .light
    #expect(late.view.overrideUserInterfaceStyle == .light)
  }
}
