import DesignableUIKit
import Testing

/// A screen filled with one colour, to see which controller a tab bar controller shows.
private final class ColorScreen: UIViewController {
  private let color: UIColor

  init(_ color: UIColor, title: String) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
  }
}

/// A taller tab bar, placed after `super` lays out, as apps change the bar's height.
private final class TallBarController: UITabBarController {
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    var frame = tabBar.frame
    frame.size.height = 70
    frame.origin.y = view.bounds.height - 70
    tabBar.frame = frame
  }
}

/// Puts one marker view per item over the tab bar when the view loads, found by the item's
/// index, as animated tab bars do.
private final class MarkedItemsController: UITabBarController {
  var markers: [UIView] = []

  override var viewControllers: [UIViewController]? {
    didSet { if isViewLoaded { placeMarkers() } }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    placeMarkers()
  }

  private func placeMarkers() {
    for marker in markers { marker.removeFromSuperview() }
    let items = tabBar.items ?? []
    let width = tabBar.bounds.width / CGFloat(max(items.count, 1))
    markers = items.map { item in
      let index = items.firstIndex(of: item) ?? 0
      let marker = UIView(
        frame: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: 10))
      marker.backgroundColor = item == tabBar.selectedItem ? .red : .blue
      tabBar.addSubview(marker)
      return marker
    }
  }
}

/// A bar with a fill of its own, installed by key-value coding as custom bars are.
private final class GreenBar: UITabBar {
  override init(frame: CGRect) {
    super.init(frame: frame)
    barTintColor = .green
  }

  required init?(coder: NSCoder) { nil }
}

private final class CustomBarController: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    setValue(GreenBar(), forKey: "tabBar")
  }
}

/// Refuses the second tab and records what it was told.
private final class Gatekeeper: UITabBarControllerDelegate {
  var selected: [String] = []

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { viewController.title != "Two" }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) { selected.append(viewController.title ?? "") }
}

private func screens() -> [UIViewController] {
  [
    ColorScreen(.red, title: "One"), ColorScreen(.blue, title: "Two"),
    ColorScreen(.yellow, title: "Three"),
  ]
}

/// Sizes a controller's root view and lays it out, as a render does.
private func laidOut(_ controller: UIViewController, width: CGFloat = 120, height: CGFloat = 200)
  -> UIView
{
  let root: UIView = controller.view
  root.frame = CGRect(x: 0, y: 0, width: width, height: height)
  root.layoutIfNeeded()
  return root
}

@Suite("UIKit's tab bar controller")
struct UIKitTabBarControllerTests {
  @Test func itShowsTheSelectedScreenAboveABarOfTheScreensItems() {
    let controller = UITabBarController()
    let children = screens()
    controller.viewControllers = children
    let root = laidOut(controller)
    #expect(controller.children == children && controller.selectedIndex == 0)
    #expect(controller.tabBar.items?.map(\.title) == ["One", "Two", "Three"])
    #expect(controller.tabBar.selectedItem === children[0].tabBarItem)
    #expect(controller.tabBar.frame == CGRect(x: 0, y: 151, width: 120, height: 49))
    #expect(children[0].view.frame == root.bounds)
    #expect(children[0].tabBarController === controller && controller.tabBarController == nil)
    let read = pixels(of: root)
    #expect(read(60, 60) == [255, 0, 0, 255])
    controller.selectedIndex = 2
    #expect(controller.selectedViewController === children[2])
    #expect(children[0].view.superview == nil)
    #expect(pixels(of: laidOut(controller))(60, 60) == [255, 255, 0, 255])
  }

  @Test func aSelectionOutsideItsScreensChangesNothingAndNewScreensKeepTheSelected() {
    let controller = UITabBarController()
    #expect(controller.selectedIndex == NSNotFound && controller.selectedViewController == nil)
    let children = screens()
    controller.viewControllers = children
    controller.selectedIndex = 5
    controller.selectedViewController = ColorScreen(.green, title: "Stray")
    #expect(controller.selectedIndex == 0)
    controller.selectedViewController = children[1]
    controller.setViewControllers([children[2], children[1]], animated: true)
    #expect(controller.selectedIndex == 1)
    #expect(Set(controller.children) == [children[2], children[1]])
    #expect(children[0].parent == nil)
    controller.viewControllers = [children[0]]
    #expect(controller.selectedViewController === children[0])
  }

  @Test func aSubclassMovesTheBarAfterSuperLaysItOut() {
    let controller = TallBarController()
    controller.viewControllers = screens()
    _ = laidOut(controller)
    #expect(controller.tabBar.frame == CGRect(x: 0, y: 130, width: 120, height: 70))
  }

  @Test func viewsAddedOverTheBarWhenTheViewLoadsFindTheItemsByIndex() {
    let controller = MarkedItemsController()
    controller.viewControllers = screens()
    let root = laidOut(controller, width: 150)
    #expect(controller.markers.map(\.frame.minX) == [0, 130, 260])
    // The bar was the screen's width when the view loaded; the markers keep those frames.
    #expect(controller.markers.first?.backgroundColor == .red)
    #expect(controller.markers.dropFirst().allSatisfy { $0.backgroundColor == .blue })
    let read = pixels(of: root)
    #expect(read(10, 155) == [255, 0, 0, 255])
  }

  @Test func aBarSetByKeyValueCodingReplacesTheManagedOneAndKeepsTheItems() {
    let controller = CustomBarController()
    controller.viewControllers = screens()
    let root = laidOut(controller)
    #expect(controller.tabBar is GreenBar && controller.tabBar.superview === root)
    #expect(controller.tabBar.items?.count == 3)
    #expect(root.subviews.filter { $0 is UITabBar }.count == 1)
    #expect(pixels(of: root)(5, 160) == [0, 255, 0, 255])
  }

  @Test func aTapOnTheBarAsksTheDelegateThenSelectsAndTellsIt() {
    let controller = UITabBarController()
    let gatekeeper = Gatekeeper()
    controller.delegate = gatekeeper
    let children = screens()
    controller.viewControllers = children
    #expect(controller.tabBar.delegate === controller)
    controller.tabBar(controller.tabBar, didSelect: children[1].tabBarItem)
    #expect(controller.selectedIndex == 0 && gatekeeper.selected.isEmpty)
    controller.tabBar(controller.tabBar, didSelect: children[2].tabBarItem)
    #expect(controller.selectedIndex == 2 && gatekeeper.selected == ["Three"])
  }
}

/// Overrides the hooks UIKit calls on rotation and safe-area changes, which a render never
/// makes, so they must compile and never run.
private final class RotatingController: UIViewController {
  var ran = false

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    coordinator.animate(alongsideTransition: { _ in self.ran = true }, completion: nil)
    super.viewWillTransition(to: size, with: coordinator)
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    ran = true
  }
}

private final class InsetView: UIView {
  var ran = false
  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    ran = true
  }
}

@Suite("UIKit's rotation and safe-area hooks")
struct UIKitRotationHookTests {
  @Test func overridesCompileAndARenderNeverCallsThem() {
    let controller = RotatingController()
    let inset = InsetView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    controller.view.addSubview(inset)
    controller.view.frame = CGRect(x: 0, y: 0, width: 50, height: 80)
    controller.view.layoutIfNeeded()
    _ = pixels(of: controller.view)
    #expect(!controller.ran && !inset.ran)
  }
}
