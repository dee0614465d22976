import Foundation
import Raster

extension Layer {
  /// Draws the layer and its sublayers into `context` in the layer's own coordinates, as
  /// ``Layer/render(in:)`` does unless overridden. The tree is rasterized at the screen's scale (the render's while a render runs) and
  /// placed as an image, so a context of another scale samples it.
  func renderTree(in context: GraphicsContext) {
    guard let image = renderedImage() else { return }
    context.drawUpright(image, in: bounds)
  }

  /// The layer tree drawn at the screen's scale, its bounds filling the image; `nil` for
  /// empty bounds. Layers whose content needs drawing are drawn first.
  func renderedImage() -> Image? {
    displayIfNeeded()
    let scale = Double(Screen.main.scale)
    guard bounds.width > 0, bounds.height > 0,
      let canvas = Canvas(
        width: Double(bounds.width), height: Double(bounds.height), scale: scale)
    else { return nil }
    canvas.translate(x: -Double(bounds.minX), y: -Double(bounds.minY))
    renderInOwnCoordinates(into: canvas)
    return Image(bitmap: canvas.makeBitmap(), scale: CGFloat(scale))
  }
}
