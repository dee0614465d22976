import DesignableUIKit
import Testing

@Suite("UIKit's images and labels")
struct UIKitImageAndLabelTests {
  @Test func aTemplateImageIsFilledWithTheTint() throws {
    let image = try #require(UIKitTestSupport.image(UIKitTestSupport.halfWhitePNG))
    let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
    view.tintColor = .systemRed
    let picture = Lifecycle.render(view, scale: 1)
    #expect([picture[1, 4].red, picture[1, 4].green, picture[1, 4].blue] == [255, 59, 48])
    #expect(picture[6, 4].alpha == 0)
    view.image = image
    let original = Lifecycle.render(view, scale: 1)
    #expect([original[1, 4].red, original[1, 4].green, original[1, 4].blue] == [255, 255, 255])
  }

  @Test func aTemplateImageTakesTheInheritedTint() throws {
    let image = try #require(UIKitTestSupport.image(UIKitTestSupport.halfWhitePNG))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    parent.tintColor = .systemGreen
    let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
    parent.addSubview(view)
    let picture = Lifecycle.render(parent, scale: 1)
    #expect([picture[1, 1].red, picture[1, 1].green, picture[1, 1].blue] == [52, 199, 89])
  }

  @Test func highlightedImageShowsWhileHighlighted() throws {
    let red = try #require(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG))
    let blue = try #require(UIKitTestSupport.image(UIKitTestSupport.blueSquarePNG))
    let view = UIImageView(image: red, highlightedImage: blue)
    #expect(Lifecycle.render(view, scale: 1)[3, 3].red == 255)
    view.isHighlighted = true
    #expect(Lifecycle.render(view, scale: 1)[3, 3].blue == 255)
  }

  @Test func withTintColorRecoloursTheImage() throws {
    let image = try #require(UIKitTestSupport.image(UIKitTestSupport.halfWhitePNG))
    let tinted = image.withTintColor(.blue)
    #expect(tinted.renderingMode == .alwaysOriginal)
    #expect(tinted.size == image.size)
    let view = UIImageView(image: tinted)
    let picture = Lifecycle.render(view, scale: 1)
    #expect(picture[2, 2].blue == 255 && picture[2, 2].red == 0)
  }

  /// A check box's image view pinned to its edges, `.center`: resized after it was drawn, it
  /// shows the image at its own size in the middle, as a new one of that size does (on iOS
  /// the image is the layer's contents, placed by the content mode), not the old drawing
  /// stretched.
  @Test func aResizedImageViewShowsWhatANewOneShows() throws {
    let image = try #require(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG))
    func pinnedImageView(_ size: CGSize) -> UIView {
      let host = UIView(frame: CGRect(origin: .zero, size: size))
      let view = UIImageView(image: image)
      view.contentMode = .center
      view.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: host.topAnchor),
        view.leftAnchor.constraint(equalTo: host.leftAnchor),
        view.rightAnchor.constraint(equalTo: host.rightAnchor),
        view.bottomAnchor.constraint(equalTo: host.bottomAnchor),
      ])
      return host
    }
    let resized = pinnedImageView(CGSize(width: 20, height: 20))
    _ = Lifecycle.render(resized, scale: 1)
    resized.frame.size = CGSize(width: 40, height: 10)
    let picture = Lifecycle.render(resized, scale: 1)
    #expect(picture == Lifecycle.render(pinnedImageView(CGSize(width: 40, height: 10)), scale: 1))
    #expect(picture[20, 5].red == 255 && picture[10, 5].alpha == 0)
  }

  @Test func imagesDrawInDrawRectAndHaveUIKitsNames() throws {
    let image = try #require(UIKitTestSupport.image(UIKitTestSupport.redSquarePNG, scale: 2))
    #expect(image.size == CGSize(width: 4, height: 4) && image.scale == 2)
    #expect(image.cgImage != nil)
    #expect(UIImage(cgImage: image).size == CGSize(width: 8, height: 8))
    #expect(UIImage(systemName: "star.fill")?.isSymbolImage == true)
    #expect(UIImage(named: "no-such-image", in: nil, compatibleWith: nil) == nil)
    let view = ImageDrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.image = image
    let picture = Lifecycle.render(view, scale: 1)
    #expect(picture[3, 3].red == 255)
    #expect(picture[6, 6].red == 255)
    #expect(picture[5, 5].alpha == 0)
  }

  @Test func aLabelDrawsItsTextInItsColour() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
    label.text = "Hello"
    label.textColor = .red
    label.font = UIFont.preferredFont(forTextStyle: .body)
    let picture = Lifecycle.render(label, scale: 1)
    let red = UIKitTestSupport.count(0..<60, 0..<24) { x, y in
      picture[x, y].alpha > 200 && picture[x, y].red > 200 && picture[x, y].green < 60
    }
    #expect(red > 20)
    #expect(label.intrinsicContentSize.width > 20)
  }

  @Test func aHugeStringInALabelFinishes() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    label.text = String(repeating: "W", count: 20_000)
    let picture = Lifecycle.render(label, scale: 1)
    #expect(picture.width == 40)
  }
}

/// Draws its image twice with UIImage's own drawing, at a point and into a rectangle.
final class ImageDrawingView: UIView {
  var image: UIImage?
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func draw(_ rect: CGRect) {
    image?.draw(at: CGPoint(x: 1, y: 1))
    image?.draw(in: CGRect(x: 6, y: 6, width: 4, height: 4))
  }
}

extension UIKitImageAndLabelTests {
  @Test func aNewTintOnTheSuperviewRedrawsATemplateImage() throws {
    // UIView's documentation of tintColorDidChange(): called on the view and on subviews
    // that inherit the tint when it changes.
    let image = try #require(UIKitTestSupport.image(UIKitTestSupport.halfWhitePNG))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
    parent.addSubview(view)
    _ = Lifecycle.render(parent, scale: 1)
    parent.tintColor = .systemRed
    let picture = Lifecycle.render(parent, scale: 1)
    #expect([picture[1, 1].red, picture[1, 1].green, picture[1, 1].blue] == [255, 59, 48])
  }
}

extension UIKitImageAndLabelTests {
  @Test func aHighlightedLabelDrawsInItsHighlightedColour() {
    let label = UILabel()
    label.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    label.text = "Hi"
    label.textColor = .red
    label.highlightedTextColor = .blue
    label.isHighlighted = true
    let picture = Lifecycle.render(label, scale: 1)
    let blue = UIKitTestSupport.count(0..<40, 0..<20) { x, y in
      picture[x, y].alpha > 200 && picture[x, y].blue > 200 && picture[x, y].red < 60
    }
    let red = UIKitTestSupport.count(0..<40, 0..<20) { x, y in
      picture[x, y].alpha > 200 && picture[x, y].red > 200
    }
    #expect(blue > 10 && red == 0)
  }

  @Test func nilRestoresALabelsDefaultFontAndColour() {
    // UILabel's documentation: font and textColor are reset to their defaults by nil.
    let label = UILabel()
    label.font = .boldSystemFont(ofSize: 30)
    label.textColor = .red
    label.font = nil
    label.textColor = nil
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.textColor == .label)
  }
}
