import DesignableUIKit
import Testing

/// A navigation bar with a two-colour background image, as apps make a gradient bar: the
/// image is drawn into a context and set for the default metrics.
final class SplitNavigationBar: UINavigationBar {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
    }
    setBackgroundImage(image, for: .default)
    shadowImage = UIImage()
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

@Suite("UIKit's navigation bar and search bar")
struct UIKitNavigationAndSearchBarTests {
  @Test func aNavigationBarFits44PointsAndKeepsItsItemsInOrder() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 120, height: 10))
    #expect(bar.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 44))
    let first = UINavigationItem(title: "First")
    bar.pushItem(first, animated: false)
    bar.pushItem(UINavigationItem(title: "Second"), animated: true)
    #expect(bar.topItem?.title == "Second" && bar.backItem === first)
    #expect(bar.popItem(animated: true)?.title == "Second")
    #expect(bar.topItem === first && bar.backItem == nil)
  }

  @Test func theTopItemsTitleIsCentredInTheTitleAttributesColour() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    bar.items = [UINavigationItem(title: "Title")]
    bar.titleTextAttributes = [.foregroundColor: UIColor.red]
    let read = pixels(of: bar)
    #expect(someIsMostly(0, in: read, x: 80, y: 12, width: 40, height: 20))
    #expect(!someIsMostly(0, in: read, x: 0, y: 0, width: 60, height: 44))
    #expect(!someIsMostly(0, in: read, x: 140, y: 0, width: 60, height: 44))
  }

  @Test func aTitleViewTakesTheTitlesPlace() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let item = UINavigationItem(title: "Hidden")
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.backgroundColor = .blue
    item.titleView = view
    bar.items = [item]
    let read = pixels(of: bar)
    #expect(read(100, 22) == [0, 0, 255, 255])
    #expect(read(85, 22)[3] == 0)
  }

  @Test func aNavigationBarsHairlineIsJustBelowIt() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    bar.barTintColor = .green
    let read = pixels(of: hosted(bar))
    #expect(read(50, 30) == [0, 255, 0, 255])
    #expect(read(50, 54) == [178, 178, 178, 255])
    #expect(read(50, 55) == opaqueWhite)
  }

  @Test func aBackgroundImageIsStretchedAndAnEmptyShadowImageHidesTheLine() {
    let bar = SplitNavigationBar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let read = pixels(of: hosted(bar))
    #expect(isMostly(0, read(50, 15)))
    #expect(isMostly(2, read(50, 50)))
    #expect(read(50, 54) == opaqueWhite)
    #expect(bar.backgroundImage(for: .default) != nil && bar.backgroundImage(for: .compact) == nil)
  }

  @Test func aSearchBarFits56PointsWithARoundedFieldInside() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 200, height: 56))
    #expect(bar.sizeThatFits(.zero) == CGSize(width: 200, height: 56))
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 184, height: 36))
    bar.barTintColor = .red
    let read = pixels(of: bar)
    #expect(read(4, 28) == [255, 0, 0, 255])
    // .tertiarySystemFill, 12% of (118, 118, 128), over red.
    #expect(read(100, 28) == [238, 14, 16, 255])
    // The field's rounded corner lets the bar show.
    #expect(read(8, 10) == [255, 0, 0, 255])
  }

  @Test func aSearchBarsTextAndPlaceholderAreItsFields() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 200, height: 56))
    bar.placeholder = "Search"
    bar.text = "cats"
    #expect(bar.searchTextField.placeholder == "Search" && bar.searchTextField.text == "cats")
    bar.searchTextField.text = "dogs"
    #expect(bar.text == "dogs")
    let image = UIImage()
    bar.setImage(image, for: .search, state: .normal)
    #expect(bar.image(for: .search, state: .normal) === image)
    #expect(bar.image(for: .clear, state: .normal) == nil)
    bar.searchBarStyle = .minimal
    #expect(bar.searchBarStyle == .minimal)
  }
}
