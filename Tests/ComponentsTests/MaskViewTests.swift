import Components
import Foundation
import Raster
import Testing

@Suite("A view's mask view")
struct MaskViewTests {
  /// A white 80 × 80 picture holding a blue 40 × 40 view at (20, 20) masked by `mask`.
  func render(masked mask: View) -> Bitmap {
    let root = build(View.self, 80, 80)
    root.backgroundColor = .white
    let child = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    child.backgroundColor = .blue
    child.mask = mask
    root.addSubview(child)
    return Lifecycle.render(root, scale: 1)
  }

  @Test func whatTheMaskViewDrawsIsWhatShows() {
    let mask = DrawnDot(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    mask.backgroundColor = nil
    let picture = render(masked: mask)
    // The dot: centre (20, 20) in the masked view, (40, 40) in the picture, radius 10.
    #expect(picture[40, 40] == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(picture[24, 24] == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(picture[56, 40] == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
  }

  @Test func aMaskViewWithABackgroundLetsItsFrameThrough() {
    let mask = View(frame: CGRect(x: 10, y: 0, width: 30, height: 40))
    mask.backgroundColor = .black
    let picture = render(masked: mask)
    #expect(picture[25, 40] == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    #expect(picture[35, 40] == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
  }

  @Test func theMaskViewIsNotASubview() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let mask = View(frame: view.bounds)
    view.mask = mask
    #expect(view.subviews.isEmpty)
    #expect(view.layer.mask === mask.layer)
    view.mask = nil
    #expect(view.layer.mask == nil)
  }
}
