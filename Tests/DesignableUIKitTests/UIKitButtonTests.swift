import DesignableUIKit
import Testing

/// A button with its icon above its title, by overriding UIButton's rectangles as the seed
/// RTIconButton does.
final class StackedIconButton: UIButton {
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    CGRect(x: contentRect.midX - 4, y: contentRect.minY, width: 8, height: 8)
  }

  override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    CGRect(x: contentRect.minX, y: contentRect.minY + 10, width: contentRect.width, height: 20)
  }
}

@Suite("UIKit's buttons")
struct UIKitButtonTests {
  @Test func overriddenRectanglesPlaceTheImageAndTitle() throws {
    let button = StackedIconButton(frame: CGRect(x: 0, y: 0, width: 40, height: 34))
    button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 0, bottom: 2, right: 0)
    button.setImage(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG), for: .normal)
    button.setTitle("Go", for: .normal)
    button.setTitleColor(.black, for: .normal)
    let picture = Lifecycle.render(button, scale: 1)
    #expect(button.imageView?.frame == CGRect(x: 16, y: 2, width: 8, height: 8))
    #expect(button.titleLabel?.frame == CGRect(x: 0, y: 12, width: 40, height: 20))
    // The icon sits centred at the top, not left of the title as by default.
    #expect(picture[20, 5].red == 255 && picture[20, 5].green == 0)
    #expect(picture[2, 5].alpha == 0)
    let ink = UIKitTestSupport.count(0..<40, 12..<32) { picture[$0, $1].alpha > 128 }
    let inkAbove = UIKitTestSupport.count(0..<40, 0..<12) { x, y in
      picture[x, y].alpha > 128 && picture[x, y].red != 255
    }
    #expect(ink > 10)
    #expect(inkAbove == 0)
  }

  @Test func theDefaultLayoutPutsTheImageBeforeTheCentredTitle() {
    let button = UIButton(type: .custom)
    button.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
    button.setImage(UIKitTestSupport.image(UIKitTestSupport.blueSquarePNG), for: .normal)
    button.setTitle("OK", for: .normal)
    button.layoutIfNeeded()
    let image = try? #require(button.imageView?.frame)
    let title = try? #require(button.titleLabel?.frame)
    guard let image, let title else { return }
    #expect(image.size == CGSize(width: 8, height: 8))
    #expect(image.maxX == title.minX)
    #expect(abs((image.minX + title.maxX) / 2 - 30) < 0.001)
    #expect(image.midY == 10)
    let content = button.intrinsicContentSize
    #expect(content.width == image.width + title.width)
  }

  @Test func valuesPerStateFallBackToNormal() {
    let button = UIButton(type: .system)
    button.setTitle("Off", for: .normal)
    button.setTitle("On", for: .selected)
    #expect(button.currentTitle == "Off")
    button.isSelected = true
    #expect(button.currentTitle == "On")
    button.isHighlighted = true
    #expect(button.state == [.selected, .highlighted])
    #expect(button.currentTitle == "Off")
    #expect(button.buttonType == .system)
    #expect(button.titleColor(for: .normal) == button.tintColor)
    #expect(UIButton(type: .custom).currentTitleColor == .white)
  }

  @Test func theTitleFollowsTheStateInTheNextRender() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    button.setTitle("A", for: .normal)
    button.setTitle("B", for: .selected)
    _ = Lifecycle.render(button, scale: 1)
    #expect(button.titleLabel?.text == "A")
    button.isSelected = true
    _ = Lifecycle.render(button, scale: 1)
    #expect(button.titleLabel?.text == "B")
  }

  @Test func aBackgroundImageFillsTheBackgroundRect() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
    button.setBackgroundImage(UIKitTestSupport.image(UIKitTestSupport.blueSquarePNG), for: .normal)
    let picture = Lifecycle.render(button, scale: 1)
    #expect(picture[0, 0].blue == 255 && picture[15, 15].blue == 255)
    #expect(button.currentBackgroundImage != nil)
  }
}

extension UIKitButtonTests {
  @Test func badInsetsAndAHugeTitleRenderWithoutTrapping() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    button.contentEdgeInsets = UIEdgeInsets(top: .nan, left: .infinity, bottom: -5, right: 1e300)
    button.titleEdgeInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    button.setTitle(String(repeating: "M", count: 5_000), for: .normal)
    button.setImage(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG), for: .normal)
    let picture = Lifecycle.render(button, scale: 2)
    #expect(picture.width == 60 && picture.height == 20)
    // Insets past the bounds leave an empty content rectangle, not a negative one.
    let content = button.contentRect(forBounds: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(content.width == 0)
  }
}
