import Components
import Foundation
import Raster

/// The precomposited backing store redrawn: the image, then the background colour over
/// what lies outside the rounded corners.
final class PrecompositedStore: View {
  var image: Image?
  var corners: RectCorner = []
  var radius: CGFloat = 0
  var background = Color.clear
  /// Circular corners, as renderer versions before 23 drew UIKit's rounded rectangles.
  var circular = false

  override func draw(_ rect: CGRect) {
    if let image { GraphicsContext.current?.draw(image, in: bounds) }
    let hole = BezierPath(rect: bounds)
    hole.append(circular ? circularCorners : uikitCorners)
    hole.usesEvenOddFillRule = true
    background.setFill()
    hole.fill(with: .copy, alpha: 1)
  }

  var uikitCorners: BezierPath {
    BezierPath(
      roundedRect: bounds, byRoundingCorners: corners,
      cornerRadii: CGSize(width: radius, height: radius))
  }

  var circularCorners: BezierPath {
    let length = Double(radius)
    func rounding(_ corner: RectCorner) -> Double { corners.contains(corner) ? length : 0 }
    let radii = CornerRadii(
      topLeft: rounding(.topLeft), topRight: rounding(.topRight),
      bottomRight: rounding(.bottomRight), bottomLeft: rounding(.bottomLeft))
    let rect = Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height))
    return BezierPath(path: Path(roundedRect: rect, cornerRadii: radii))
  }
}
