import DesignableUIKit
import Testing

/// A pill-shaped badge background made the way iOS code makes one: a small image drawn once,
/// made resizable so that its ends keep their size at any width.
enum BadgeArt {
  static let red = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
  static let green = Pixel(red: 0, green: 255, blue: 0, alpha: 255)
  static let yellow = Pixel(red: 255, green: 255, blue: 0, alpha: 255)
  static let blue = Pixel(red: 0, green: 0, blue: 255, alpha: 255)

  /// Six columns at one pixel a point: red red | green yellow | blue blue, two rows.
  static func stripes() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let size = CGSize(width: 6, height: 2)
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
      let colours: [UIColor] = [.red, .red, .green, .yellow, .blue, .blue]
      for (column, colour) in colours.enumerated() {
        colour.setFill()
        context.cgContext.fill(CGRect(x: column, y: 0, width: 1, height: 2))
      }
    }
  }

  static let caps = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
}

/// A view that draws its image into its bounds with `UIImage.draw(in:)`.
final class BadgeView: UIView {
  var image: UIImage? { didSet { setNeedsDisplay() } }

  override func draw(_ rect: CGRect) {
    image?.draw(in: bounds)
  }
}

@Suite("UIKit's resizable images")
struct UIKitResizableImageTests {
  private func row(_ picture: Picture) -> [Pixel] {
    (0..<picture.width).map { picture[$0, 0] }
  }

  @Test func stretchingKeepsTheCapsAndStretchesTheMiddle() {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
    badge.image = BadgeArt.stripes().resizableImage(
      withCapInsets: BadgeArt.caps, resizingMode: .stretch)
    #expect(badge.image?.capInsets == BadgeArt.caps)
    #expect(badge.image?.resizingMode == .stretch)
    let pixels = row(picture(of: badge))
    #expect(pixels[0...1].allSatisfy { $0 == BadgeArt.red })
    #expect(pixels[18...19].allSatisfy { $0 == BadgeArt.blue })
    // Two middle columns stretched over sixteen: green, blending, then yellow.
    #expect(pixels[2...5].allSatisfy { $0 == BadgeArt.green })
    #expect(pixels[14...17].allSatisfy { $0 == BadgeArt.yellow })
  }

  @Test func tilingRepeatsTheMiddleAtItsOwnSize() {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 11, height: 2))
    badge.image = BadgeArt.stripes().resizableImage(withCapInsets: BadgeArt.caps)
    #expect(badge.image?.resizingMode == .tile)
    let pixels = row(picture(of: badge))
    let art = BadgeArt.self
    #expect(
      pixels == [
        art.red, art.red, art.green, art.yellow, art.green, art.yellow, art.green, art.yellow,
        art.green, art.blue, art.blue,
      ])
  }

  @Test func capsWiderThanTheViewShrinkToMeet() {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
    badge.image = BadgeArt.stripes().resizableImage(
      withCapInsets: BadgeArt.caps, resizingMode: .stretch)
    let pixels = row(picture(of: badge))
    #expect(pixels[0].red == 255 && pixels[0].blue == 0)
    #expect(pixels[1].blue == 255 && pixels[1].red == 0)
  }

  @Test func capsThatMeetFillTheMiddleWithThePixelWhereTheyMeet() {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 12, height: 2))
    let caps = UIEdgeInsets(top: 1, left: 3, bottom: 1, right: 3)
    badge.image = BadgeArt.stripes().resizableImage(withCapInsets: caps, resizingMode: .stretch)
    let art = BadgeArt.self
    #expect(
      row(picture(of: badge)) == [
        art.red, art.red, art.green, art.yellow, art.yellow, art.yellow, art.yellow,
        art.yellow, art.yellow, art.yellow, art.blue, art.blue,
      ])
  }

  @Test func anImageWithoutCapsStretchesAsAWhole() {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 12, height: 2))
    badge.image = BadgeArt.stripes()
    let pixels = row(picture(of: badge))
    // Each source column covers two pixels: the caps are stretched too.
    #expect(pixels[0...2].allSatisfy { $0 == BadgeArt.red })
    #expect(pixels[11] == BadgeArt.blue && pixels[7] != BadgeArt.blue)
  }

  @Test func aButtonsBackgroundImageKeepsItsCaps() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 2))
    button.setBackgroundImage(
      BadgeArt.stripes().resizableImage(withCapInsets: BadgeArt.caps, resizingMode: .stretch),
      for: .normal)
    let pixels = row(picture(of: button))
    #expect(pixels[1] == BadgeArt.red && pixels[2] == BadgeArt.green)
    #expect(pixels[27] == BadgeArt.yellow && pixels[28] == BadgeArt.blue)
  }

  @Test func aRenderingModeChangeKeepsTheCaps() {
    let resizable = BadgeArt.stripes().resizableImage(withCapInsets: BadgeArt.caps)
    let original = resizable.withRenderingMode(.alwaysOriginal)
    #expect(original.capInsets == BadgeArt.caps && original.resizingMode == .tile)
  }
}
