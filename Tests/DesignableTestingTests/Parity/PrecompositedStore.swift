import Components
import Foundation

/// The precomposited backing store redrawn: the image, then the background colour over
/// what lies outside the rounded corners.
final class PrecompositedStore: View {
  var image: Image?
  var corners: RectCorner = []
  var radius: CGFloat = 0
  var background = Color.clear

  override func draw(_ rect: CGRect) {
    if let image { GraphicsContext.current?.draw(image, in: bounds) }
    let hole = BezierPath(rect: bounds)
    hole.append(
      BezierPath(
        roundedRect: bounds, byRoundingCorners: corners,
        cornerRadii: CGSize(width: radius, height: radius)))
    hole.usesEvenOddFillRule = true
    background.setFill()
    hole.fill(with: .copy, alpha: 1)
  }
}
