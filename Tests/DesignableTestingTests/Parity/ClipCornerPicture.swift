import Components
import Foundation

/// The picture in one of Texture's clip corner layers: the background colour between the
/// corner and a circle of the radius (`bezierPathWithRoundedRect:cornerRadius:` of a square
/// twice the radius, with a square one point larger, even-odd, filled at the path's
/// flatness), moved so that corner `index` (top left, top right, bottom left, bottom right,
/// as `CACornerMask`) is in view.
final class ClipCornerPicture: View {
  var index = 0
  var radius: CGFloat = 0
  var background = Color.clear

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    if index % 2 == 1 { context.translateBy(x: -radius + 1, y: 0) }
    if index >= 2 { context.translateBy(x: 0, y: -radius + 1) }
    let square = CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2)
    let corner = BezierPath(roundedRect: square, cornerRadius: radius)
    corner.usesEvenOddFillRule = true
    corner.append(
      BezierPath(rect: CGRect(x: -1, y: -1, width: radius * 2 + 1, height: radius * 2 + 1)))
    background.setFill()
    corner.fill()
  }
}
