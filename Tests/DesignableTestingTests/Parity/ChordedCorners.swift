import Components
import Foundation

/// A rounded rectangle as Core Graphics rasterizes it, built from straight lines so that our
/// renderer fills exactly that polygon: each circular corner is one cubic of a quarter turn
/// (end arms `4/3·tan(π/8)` radii), halved at t = ½ until the larger coordinate of both
/// second differences of a half is at most `flatness` device pixels, and drawn as the
/// halves' chords.
final class ChordedCorners: View {
  var radius: CGFloat = 0
  var color = Color.blue
  /// The flatness at which a half is drawn as its chord, in device pixels (at scale 1).
  var flatness = 0.068

  override func draw(_ rect: CGRect) {
    color.setFill()
    outline.fill()
  }

  /// The rounded rectangle of the bounds as chords.
  var outline: BezierPath {
    let r = min(radius, min(bounds.width, bounds.height) / 2)
    let (x0, y0, x1, y1) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
    // Clockwise on screen: each corner's centre and the angle its quarter turn starts at.
    let corners: [(CGPoint, CGFloat)] = [
      (CGPoint(x: x1 - r, y: y0 + r), -.pi / 2), (CGPoint(x: x1 - r, y: y1 - r), 0),
      (CGPoint(x: x0 + r, y: y1 - r), .pi / 2), (CGPoint(x: x0 + r, y: y0 + r), .pi),
    ]
    let path = BezierPath()
    path.move(to: CGPoint(x: x0 + r, y: y0))
    for (centre, start) in corners {
      let k = 4.0 / 3.0 * tan(CGFloat.pi / 8) * r
      let end = start + .pi / 2
      let p0 = CGPoint(x: centre.x + r * cos(start), y: centre.y + r * sin(start))
      let p3 = CGPoint(x: centre.x + r * cos(end), y: centre.y + r * sin(end))
      let p1 = CGPoint(x: p0.x - k * sin(start), y: p0.y + k * cos(start))
      let p2 = CGPoint(x: p3.x + k * sin(end), y: p3.y - k * cos(end))
      path.addLine(to: p0)
      chords(p0, p1, p2, p3, into: path)
    }
    path.close()
    return path
  }

  /// Adds the chords of the cubic `p0 … p3` after `p0`, halving it until flat.
  func chords(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, into path: BezierPath) {
    let flat =
      [
        p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y, p1.x - 2 * p2.x + p3.x,
        p1.y - 2 * p2.y + p3.y,
      ].map(abs).max() ?? 0
    guard flat > flatness else { return path.addLine(to: p3) }
    func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
    let (p01, p12, p23) = (mid(p0, p1), mid(p1, p2), mid(p2, p3))
    let (p012, p123) = (mid(p01, p12), mid(p12, p23))
    let m = mid(p012, p123)
    chords(p0, p01, p012, m, into: path)
    chords(m, p123, p23, p3, into: path)
  }
}
