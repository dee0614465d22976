import DesignableUIKit
import Testing

/// A screen that fills itself with one colour when its view loads.
private final class TintedScreen: UIViewController {
  private let tint: UIColor

  init(_ tint: UIColor, title: String) {
    self.tint = tint
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = tint
  }
}

/// A tab bar controller whose reselected tab returns its navigation stack to the root, as
/// tab bar subclasses do.
private final class ResettingTabs: UITabBarController {
  func reselect() {
    (viewControllers?[selectedIndex] as? UINavigationController)?
      .popToRootViewController(animated: true)
  }
}

@Suite("UIKit's navigation controller")
struct UIKitNavigationControllerTests {
  @Test func itShowsTheTopScreenUnderABarWithItsTitle() {
    let root = TintedScreen(.red, title: "Root")
    let navigation = UINavigationController(rootViewController: root)
    let detail = TintedScreen(.blue, title: "Detail")
    navigation.pushViewController(detail, animated: true)
    let view: UIView = navigation.view
    view.frame = CGRect(x: 0, y: 0, width: 120, height: 200)
    view.layoutIfNeeded()
    #expect(navigation.viewControllers == [root, detail])
    #expect(navigation.topViewController === detail && detail.navigationController === navigation)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
    #expect(navigation.navigationBar.topItem === detail.navigationItem)
    #expect(detail.navigationItem.title == "Detail" && root.view.superview == nil)
    #expect(pixels(of: view)(60, 120) == [0, 0, 255, 255])
    #expect(navigation.popViewController(animated: true) === detail)
    #expect(navigation.popViewController(animated: true) == nil)
    view.layoutIfNeeded()
    #expect(pixels(of: view)(60, 120) == [255, 0, 0, 255] && detail.parent == nil)
  }

  @Test func aTitleSetLaterReachesTheItemsAlreadyMade() {
    let screen = TintedScreen(.red, title: "Old")
    let item = screen.navigationItem
    let tab = screen.tabBarItem
    screen.title = "New"
    #expect(item.title == "New" && tab?.title == "New")
  }

  @Test func popToRootLeavesTheRootInATabsStack() {
    let tabs = ResettingTabs()
    let root = TintedScreen(.red, title: "Root")
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(TintedScreen(.blue, title: "One"), animated: false)
    navigation.pushViewController(TintedScreen(.green, title: "Two"), animated: false)
    tabs.viewControllers = [navigation, TintedScreen(.yellow, title: "Other")]
    tabs.reselect()
    #expect(navigation.viewControllers == [root])
    #expect(
      navigation.popToViewController(TintedScreen(.red, title: "Stray"), animated: false)
        == nil)
  }

  @Test func aControllersTitleIsSetByKeyValueCodingAndReachesItsItems() {
    let controller = UIViewController()
    _ = controller.navigationItem
    controller.setValue("Settings", forKey: "title")
    #expect(controller.title == "Settings")
    #expect(controller.navigationItem.title == "Settings")
    #expect(controller.tabBarItem.title == "Settings")
  }
}
