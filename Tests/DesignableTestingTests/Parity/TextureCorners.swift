import Components
import Foundation
import Raster

/// The pieces of TextureGroup/Texture's corner rounding (`ASDisplayNode.mm` and
/// `ASDisplayNode+AsyncDisplay.mm` @ be0b74b4e2) that its snapshot tests draw.
enum TextureCorners {
  /// Blue over all of `size` points: `BlueImageMake`'s picture, as the image node's
  /// backing store holds it (one pixel per pixel of the picture at `scale`).
  static func blueImage(_ size: CGSize, scale: CGFloat) -> Image {
    let width = Int(size.width * scale)
    let height = Int(size.height * scale)
    let blue = RGBA8(red: 0, green: 0, blue: 255)
    return Image(bitmap: Bitmap(width: width, height: height, fill: blue))
  }

  /// `ASCornerRoundingTypePrecomposited` on an image node: the backing store is redrawn
  /// into a context of the bounds times the contents scale, in points, at the contents
  /// scale (so at twice the pixels), with the corners outside
  /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` (radii also times the
  /// scale) filled with the background colour (blend mode copy), and shown as the layer's
  /// contents, scaled down to the bounds. `circular` draws the circular corners of renderer
  /// versions before 23 instead.
  static func precomposited(
    size: CGSize, scale: CGFloat, corners: RectCorner, radius: CGFloat, background: Color,
    circular: Bool = false
  ) -> View {
    let store = CGSize(width: size.width * scale, height: size.height * scale)
    let redrawn = PrecompositedStore(frame: CGRect(origin: .zero, size: store))
    redrawn.image = blueImage(store, scale: 1)
    redrawn.corners = corners
    redrawn.radius = radius * scale
    redrawn.background = background
    redrawn.circular = circular
    let contents = Lifecycle.render(redrawn, scale: scale)
    let node = View(frame: CGRect(origin: .zero, size: size))
    node.backgroundColor = background
    node.layer.contents = Image(bitmap: contents, scale: scale)
    return node
  }

  /// `ASCornerRoundingTypeClipping`: the node's layer holds its image, and each masked
  /// corner gets a sublayer in front (z position 99999) holding a picture, (radius + 1)
  /// points square at the contents scale, of the background colour outside the corner's
  /// arc.
  static func clipping(size: CGSize, scale: CGFloat, radius: CGFloat, background: Color) -> View {
    let node = View(frame: CGRect(origin: .zero, size: size))
    node.backgroundColor = background
    node.layer.contents = blueImage(size, scale: scale)
    for index in 0..<4 {
      let isTop = index < 2
      let isRight = index % 2 == 1
      let side = radius + 1
      let picture = ClipCornerPicture(frame: CGRect(x: 0, y: 0, width: side, height: side))
      picture.index = index
      picture.radius = radius
      picture.background = background
      let corner = Layer()
      corner.contents = Image(bitmap: Lifecycle.render(picture, scale: scale), scale: scale)
      corner.contentsScale = scale
      corner.bounds = picture.bounds
      corner.anchorPoint = CGPoint(x: isRight ? 1 : 0, y: isTop ? 0 : 1)
      corner.position = CGPoint(x: isRight ? size.width : 0, y: isTop ? 0 : size.height)
      corner.zPosition = 99999
      node.layer.addSublayer(corner)
    }
    return node
  }
}
