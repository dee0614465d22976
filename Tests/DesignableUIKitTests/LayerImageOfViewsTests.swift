import DesignableUIKit
import Foundation
import Testing

/// A component that makes an image of views with `layer.render(in:)` inside an image
/// renderer sees each view's own drawing there, above its background, as on iOS: a view
/// draws into its layer's context, not into the image context around it.
@Suite struct LayerImageOfViewsTests {
  /// A black tile with a white label, as a code-entry or badge component builds one.
  func tile() -> UIView {
    let tile = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 24))
    tile.backgroundColor = .black
    let label = UILabel(frame: tile.bounds)
    label.text = "88"
    label.textColor = .white
    label.font = UIFont.boldSystemFont(ofSize: 18)
    label.textAlignment = .center
    tile.addSubview(label)
    return tile
  }

  /// A view whose `draw(_:)` fills a square through the current context.
  final class SquareView: UIView {
    override func draw(_ rect: CGRect) {
      UIGraphicsGetCurrentContext()?.setFillColor(UIColor.red.cgColor)
      UIGraphicsGetCurrentContext()?.fill(CGRect(x: 4, y: 4, width: 8, height: 8))
    }
  }

  func lightPixels(of image: UIImage, width: CGFloat, height: CGFloat) -> Int {
    let picture = sketch(width: width, height: height) { _, bounds in image.draw(in: bounds) }
    return picture.pixels.filter { $0.red > 200 && $0.alpha > 200 }.count
  }

  @Test func aLabelDrawsItsTextIntoAnImageOfItsLayer() {
    let tile = tile()
    let renderer = UIGraphicsImageRenderer(bounds: tile.bounds)
    let image = renderer.image { context in tile.layer.render(in: context.cgContext) }
    #expect(lightPixels(of: image, width: 40, height: 24) > 20)
  }

  @Test func aDrawnViewPaintsAboveItsBackgroundInAnImageContext() {
    let view = SquareView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
    view.backgroundColor = .blue
    UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 1)
    if let context = UIGraphicsGetCurrentContext() { view.layer.render(in: context) }
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    let picture = sketch(width: 16, height: 16) { _, bounds in image?.draw(in: bounds) }
    #expect(picture[8, 8] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(picture[1, 1] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
  }

  @Test func aViewDrawsItsHierarchyScaledIntoARectangle() {
    let tile = tile()
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 48))
    var drawn = false
    let image = renderer.image { _ in
      drawn = tile.drawHierarchy(
        in: CGRect(x: 0, y: 0, width: 80, height: 48), afterScreenUpdates: true)
    }
    #expect(drawn)
    let picture = sketch(width: 80, height: 48) { _, bounds in image.draw(in: bounds) }
    #expect(picture[1, 1] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(picture[78, 46] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(lightPixels(of: image, width: 80, height: 48) > 4 * 20)
    #expect(!tile.drawHierarchy(in: tile.bounds, afterScreenUpdates: false))
  }
}
