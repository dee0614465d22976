import DesignableUIKit
import Testing

/// A tab bar with a bump in the middle, as apps draw one: a shape layer inserted below the
/// bar's own content, rising above its top edge, and a taller fitting size.
final class BumpTabBar: UITabBar {
  private let bump = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    bump.fillColor = UIColor.green.cgColor
    layer.insertSublayer(bump, at: 0)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    layer.insertSublayer(bump, at: 0)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let path = UIBezierPath()
    path.move(to: CGPoint(x: bounds.midX - 10, y: 0))
    path.addLine(to: CGPoint(x: bounds.midX, y: -10))
    path.addLine(to: CGPoint(x: bounds.midX + 10, y: 0))
    path.close()
    bump.path = path.cgPath
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    var fitting = super.sizeThatFits(size)
    fitting.height += 10
    return fitting
  }
}

/// Whether `pixel` is mostly `channel` (0 red, 1 green, 2 blue) and opaque enough to see.
func isMostly(_ channel: Int, _ pixel: [UInt8]) -> Bool {
  let others = (0..<3).filter { $0 != channel }.map { Int(pixel[$0]) }
  return pixel[3] > 0 && Int(pixel[channel]) > 150 && others.allSatisfy { $0 < 100 }
}

/// Whether some pixel of the rectangle at `x`, `y` of `width` × `height` is mostly `channel`.
func someIsMostly(
  _ channel: Int, in read: (Int, Int) -> [UInt8], x: Int, y: Int, width: Int, height: Int
) -> Bool {
  for row in y..<(y + height) {
    for column in x..<(x + width) where isMostly(channel, read(column, row)) { return true }
  }
  return false
}

/// A white host `height` points tall with `bar` placed 10 points down, to see past its top.
func hosted(_ bar: UIView, width: CGFloat = 100, height: CGFloat = 70) -> UIView {
  let host = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  host.backgroundColor = .white
  bar.frame.origin = CGPoint(x: 0, y: 10)
  host.addSubview(bar)
  return host
}

/// A tab bar that draws its items itself, removing the standard item views by their class's
/// name whenever its items change, as custom tab bars do.
private final class OwnItemsTabBar: UITabBar {
  override var items: [UITabBarItem]? {
    didSet {
      for view in subviews where String(describing: type(of: view)) == "UITabBarButton" {
        view.removeFromSuperview()
      }
    }
  }
}

@Suite("UIKit's tab bar")
struct UIKitTabBarTests {
  @Test func theStandardItemViewsGoByUIKitsNameAndRemovedOnesAreNotDrawn() {
    let bar = OwnItemsTabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
    bar.tintColor = .red
    let item = UITabBarItem(title: "One", image: nil, tag: 0)
    bar.items = [item]
    bar.selectedItem = item
    #expect(!bar.subviews.contains { String(describing: type(of: $0)) == "UITabBarButton" })
    #expect(!someIsMostly(0, in: pixels(of: bar), x: 0, y: 0, width: 100, height: 49))
    let plain = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
    plain.items = [item]
    #expect(plain.subviews.contains { String(describing: type(of: $0)) == "UITabBarButton" })
  }

  @Test func itFitsIOSsHeightOf49PointsAtTheWidthAsked() {
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 120, height: 10))
    #expect(bar.sizeThatFits(CGSize(width: 300, height: 500)) == CGSize(width: 300, height: 49))
    bar.sizeToFit()
    #expect(bar.bounds.size == CGSize(width: 120, height: 49))
  }

  @Test func itFillsItsBarTintColourWithAHairlineJustAboveWhichClippingHides() {
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
    bar.barTintColor = .red
    let read = pixels(of: hosted(bar))
    #expect(read(50, 30) == [255, 0, 0, 255])
    // Black at 30% (77 of 255) over white, one pixel above the bar.
    #expect(read(50, 9) == [178, 178, 178, 255])
    #expect(read(50, 8) == opaqueWhite)
    bar.clipsToBounds = true
    #expect(pixels(of: hosted(bar))(50, 9) == opaqueWhite)
  }

  @Test func aTranslucentBarDrawsNoFillAndAnOpaqueOneIsSystemBackground() {
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
    let host = hosted(bar)
    host.backgroundColor = .blue
    #expect(pixels(of: host)(50, 30) == [0, 0, 255, 255])
    bar.isTranslucent = false
    #expect(pixels(of: host)(50, 30) == opaqueWhite)
  }

  @Test func anAppearanceGivesTheBackgroundAndATransparentOneHasNoShadow() {
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
    let appearance = UITabBarAppearance()
    appearance.configureWithTransparentBackground()
    appearance.backgroundColor = .green
    bar.standardAppearance = appearance
    let read = pixels(of: hosted(bar))
    #expect(read(50, 30) == [0, 255, 0, 255])
    #expect(read(50, 9) == opaqueWhite)
    bar.shadowImage = UIImage()
    bar.barTintColor = .red
    #expect(pixels(of: hosted(bar))(50, 30) == [255, 0, 0, 255])
  }

  @Test func itemsShareTheWidthAndTheSelectedOneTakesTheTintColour() {
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
    bar.tintColor = .red
    bar.unselectedItemTintColor = .blue
    let first = UITabBarItem(title: "One", image: nil, tag: 0)
    bar.items = [first, UITabBarItem(title: "Two", image: nil, tag: 1)]
    bar.selectedItem = first
    let read = pixels(of: bar)
    #expect(someIsMostly(0, in: read, x: 0, y: 30, width: 100, height: 19))
    #expect(!someIsMostly(2, in: read, x: 0, y: 0, width: 100, height: 49))
    #expect(someIsMostly(2, in: read, x: 100, y: 30, width: 100, height: 19))
    #expect(!someIsMostly(0, in: read, x: 100, y: 0, width: 100, height: 49))
    // The titles sit low: nothing in the top half without images.
    #expect(!someIsMostly(0, in: read, x: 0, y: 0, width: 100, height: 24))
    bar.setItems(nil, animated: true)
    #expect(!someIsMostly(0, in: pixels(of: bar), x: 0, y: 0, width: 200, height: 49))
  }

  @Test func aSubclassShapeRisesAboveTheBarAndItsFittingSizeIsItsOwn() {
    let bar = BumpTabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
    #expect(bar.sizeThatFits(CGSize(width: 100, height: 0)).height == 59)
    let read = pixels(of: hosted(bar))
    #expect(read(50, 4) == [0, 255, 0, 255])
    #expect(read(20, 4) == opaqueWhite)
  }

  @Test func itemsKeepWhatIsStored() {
    let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
    item.badgeValue = "2"
    item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
    #expect(item.systemItem == .favorites && item.tag == 3 && item.badgeValue == "2")
    #expect(item.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
    #expect(item.titleTextAttributes(for: .normal) == nil)
  }
}
