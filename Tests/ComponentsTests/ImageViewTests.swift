import Components
import Foundation
import Raster
import Testing

@Suite("Image views")
struct ImageViewTests {
  let red = RGBA8(red: 255, green: 0, blue: 0)
  let blue = RGBA8(red: 0, green: 0, blue: 255)

  func image(_ width: Int, _ height: Int, _ color: RGBA8, scale: CGFloat = 1) -> Image {
    Image(bitmap: Bitmap(width: width, height: height, fill: color), scale: scale)
  }

  @Test func aspectFitAndFillCentreTheScaledImage() {
    let size = CGSize(width: 20, height: 10)
    let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(
      ImageView.placement(of: size, in: bounds, mode: .scaleAspectFit)
        == CGRect(x: 0, y: 10, width: 40, height: 20))
    #expect(
      ImageView.placement(of: size, in: bounds, mode: .scaleAspectFill)
        == CGRect(x: -20, y: 0, width: 80, height: 40))
    #expect(ImageView.placement(of: size, in: bounds, mode: .scaleToFill) == bounds)
  }

  @Test func theOtherModesKeepTheSizeAndPinAnEdgeOrTheCentre() {
    let size = CGSize(width: 10, height: 6)
    let bounds = CGRect(x: 5, y: 5, width: 40, height: 30)
    func origin(_ mode: ContentMode) -> CGPoint {
      let placed = ImageView.placement(of: size, in: bounds, mode: mode)
      #expect(placed.size == size)
      return placed.origin
    }
    #expect(origin(.center) == CGPoint(x: 20, y: 17))
    #expect(origin(.topLeft) == CGPoint(x: 5, y: 5))
    #expect(origin(.bottomRight) == CGPoint(x: 35, y: 29))
    #expect(origin(.top) == CGPoint(x: 20, y: 5))
    #expect(origin(.left) == CGPoint(x: 5, y: 17))
  }

  @Test func theImageIsDrawnWhereItsContentModePutsIt() {
    let view = build(ImageView.self, 10, 10)
    view.image = image(4, 4, red)
    view.contentMode = .scaleToFill
    #expect(Lifecycle.render(view, scale: 1) == Bitmap(width: 10, height: 10, fill: red))
    let corner = build(ImageView.self, 10, 10)
    corner.image = image(4, 4, red)
    corner.contentMode = .topLeft
    let pinned = Lifecycle.render(corner, scale: 1)
    #expect(pinned[0, 0] == red && pinned[3, 3] == red)
    #expect(pinned[4, 4].alpha == 0 && pinned[9, 0].alpha == 0)
  }

  @Test func whileHighlightedItShowsTheHighlightedImage() {
    let view = build(ImageView.self, 6, 6)
    view.contentMode = .scaleToFill
    view.image = image(2, 2, red)
    view.highlightedImage = image(3, 5, blue)
    #expect(view.intrinsicContentSize == CGSize(width: 2, height: 2))
    view.isHighlighted = true
    #expect(view.intrinsicContentSize == CGSize(width: 3, height: 5))
    #expect(Lifecycle.render(view, scale: 1) == Bitmap(width: 6, height: 6, fill: blue))
    view.highlightedImage = nil
    #expect(Lifecycle.render(view, scale: 1) == Bitmap(width: 6, height: 6, fill: red))
  }

  @Test func sizesComeFromTheImageInPoints() {
    let view = ImageView(image: image(8, 4, red, scale: 2))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 4, height: 2))
    #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 4, height: 2))
    view.image = nil
    #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    #expect(view.intrinsicContentSize.width == View.noIntrinsicMetric)
    #expect(!view.isUserInteractionEnabled)
  }
}
