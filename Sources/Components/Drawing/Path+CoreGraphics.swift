import Foundation
import Raster

/// Path building with Core Graphics' meanings, shared by `CGMutablePath` and `CGContext`.
extension Path {
  /// A path holding one arc with Core Graphics' `clockwise`: clockwise in a y-up space,
  /// which is decreasing angles, so the renderer's (UIKit's) flag is the opposite.
  static func coreGraphicsArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) -> Path {
    Path(
      arcCenter: Point(center), radius: Double(radius), startAngle: Double(startAngle),
      endAngle: Double(endAngle), clockwise: !clockwise)
  }

  /// Appends `arc` mapped by `transform`, joining its first point to the current point by a
  /// line (as Core Graphics' arcs do) instead of starting a new subpath.
  mutating func append(arc: Path, transform: AffineTransform2D) {
    for (index, element) in arc.mapped(by: transform).elements.enumerated() {
      if index == 0, case .move(let start) = element, let current = currentPoint {
        if start != current { addLine(to: start) }
      } else {
        add(element)
      }
    }
  }

  /// Adds lines through `points`: a move to the first, then lines to the rest.
  mutating func addLines(between points: [Point]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a closed rectangle whose corners are quarter ellipses of `cornerWidth` by
  /// `cornerHeight`, each clamped to half the side; drawn as a plain rectangle when either
  /// is not positive.
  mutating func addRoundedRect(_ rect: Rect, cornerWidth: Double, cornerHeight: Double) {
    guard rect.isFinite, cornerWidth.isFinite, cornerHeight.isFinite else { return }
    let r = rect.standardized
    let rx = min(cornerWidth, r.width / 2)
    let ry = min(cornerHeight, r.height / 2)
    guard rx > 0, ry > 0 else { return addRect(r) }
    // Control-arm fraction of a cubic quarter circle: 4/3·(√2 − 1).
    let k = 0.5522847498307936
    move(to: Point(x: r.minX + rx, y: r.minY))
    addLine(to: Point(x: r.maxX - rx, y: r.minY))
    addCurve(
      to: Point(x: r.maxX, y: r.minY + ry),
      controlPoint1: Point(x: r.maxX - rx + k * rx, y: r.minY),
      controlPoint2: Point(x: r.maxX, y: r.minY + ry - k * ry))
    addLine(to: Point(x: r.maxX, y: r.maxY - ry))
    addCurve(
      to: Point(x: r.maxX - rx, y: r.maxY),
      controlPoint1: Point(x: r.maxX, y: r.maxY - ry + k * ry),
      controlPoint2: Point(x: r.maxX - rx + k * rx, y: r.maxY))
    addLine(to: Point(x: r.minX + rx, y: r.maxY))
    addCurve(
      to: Point(x: r.minX, y: r.maxY - ry),
      controlPoint1: Point(x: r.minX + rx - k * rx, y: r.maxY),
      controlPoint2: Point(x: r.minX, y: r.maxY - ry + k * ry))
    addLine(to: Point(x: r.minX, y: r.minY + ry))
    addCurve(
      to: Point(x: r.minX + rx, y: r.minY),
      controlPoint1: Point(x: r.minX, y: r.minY + ry - k * ry),
      controlPoint2: Point(x: r.minX + rx - k * rx, y: r.minY))
    closeSubpath()
  }

  /// Adds the arc of `radius` tangent to the lines current point → `tangent1End` →
  /// `tangent2End` (`addArc(tangent1End:tangent2End:radius:)`), preceded by a line from
  /// the current point to the first tangent point. Collinear points add a line to
  /// `tangent1End`; without a current point nothing is added.
  mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
    guard let p0 = currentPoint, p1.isFinite, p2.isFinite, radius.isFinite, radius >= 0 else {
      return
    }
    let u = Point(x: p0.x - p1.x, y: p0.y - p1.y)
    let v = Point(x: p2.x - p1.x, y: p2.y - p1.y)
    let lu = (u.x * u.x + u.y * u.y).squareRoot()
    let lv = (v.x * v.x + v.y * v.y).squareRoot()
    guard lu > 0, lv > 0, radius > 0 else { return addLine(to: p1) }
    let (ux, uy, vx, vy) = (u.x / lu, u.y / lu, v.x / lv, v.y / lv)
    let cosine = ux * vx + uy * vy
    let sine = abs(ux * vy - uy * vx)
    guard sine > 1e-12 else { return addLine(to: p1) }
    // Distance from the corner to each tangent point: r / tan(θ/2) = r·(1 + cos θ)/sin θ.
    let distance = radius * (1 + cosine) / sine
    let t1 = Point(x: p1.x + ux * distance, y: p1.y + uy * distance)
    let t2 = Point(x: p1.x + vx * distance, y: p1.y + vy * distance)
    // One cubic for the arc of sweep φ = π − θ: arms of 4/3·tan(φ/4)·r along the tangents,
    // a fraction 4/3 / (1 + √(1 + t²)) of the distance to the corner, with t = tan(φ/2).
    let t = distance / radius
    let fraction = 4.0 / 3.0 / (1 + (1 + t * t).squareRoot())
    addLine(to: t1)
    addCurve(
      to: t2,
      controlPoint1: Point(x: t1.x + (p1.x - t1.x) * fraction, y: t1.y + (p1.y - t1.y) * fraction),
      controlPoint2: Point(x: t2.x + (p1.x - t2.x) * fraction, y: t2.y + (p1.y - t2.y) * fraction))
  }
}
