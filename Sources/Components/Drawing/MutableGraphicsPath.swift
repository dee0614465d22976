import Foundation
import Raster

/// A path built in steps (`CGMutablePath`), with Core Graphics' names. Every method takes
/// an optional `transform` applied to the points it adds. Arcs follow Core Graphics:
/// `clockwise` is clockwise in a y-up space, so on a y-down screen (UIKit's views) a
/// `clockwise: true` arc turns counterclockwise, the opposite of `UIBezierPath`.
public final class MutableGraphicsPath: GraphicsPath, @unchecked Sendable {
  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: AffineTransform2D = .identity) {
    path.move(to: Point(point.applying(transform)))
  }

  /// Adds a line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: AffineTransform2D = .identity) {
    path.addLine(to: Point(point.applying(transform)))
  }

  /// Adds lines through `points`: a move to the first, then lines to the rest.
  public func addLines(between points: [CGPoint], transform: AffineTransform2D = .identity) {
    path.addLines(between: points.map { Point($0.applying(transform)) })
  }

  /// Adds a quadratic Bézier curve.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: AffineTransform2D = .identity
  ) {
    path.addQuadCurve(
      to: Point(end.applying(transform)), controlPoint: Point(control.applying(transform)))
  }

  /// Adds a cubic Bézier curve.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: AffineTransform2D = .identity
  ) {
    path.addCurve(
      to: Point(end.applying(transform)), controlPoint1: Point(control1.applying(transform)),
      controlPoint2: Point(control2.applying(transform)))
  }

  /// Adds a closed rectangle.
  public func addRect(_ rect: CGRect, transform: AffineTransform2D = .identity) {
    path.append(Path(rect: rect.raster).mapped(by: transform))
  }

  /// Adds closed rectangles.
  public func addRects(_ rects: [CGRect], transform: AffineTransform2D = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds the ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect, transform: AffineTransform2D = .identity) {
    path.append(Path(ovalIn: rect.raster).mapped(by: transform))
  }

  /// Adds a rectangle with elliptical corners.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: AffineTransform2D = .identity
  ) {
    var rounded = Path()
    rounded.addRoundedRect(
      rect.raster, cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight))
    path.append(rounded.mapped(by: transform))
  }

  /// Adds a circular arc with Core Graphics' meaning of `clockwise` (see the type's note);
  /// a line joins the current point to the arc's start.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: AffineTransform2D = .identity
  ) {
    path.append(
      arc: Path.coreGraphicsArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise),
      transform: transform)
  }

  /// Adds an arc that starts at `startAngle` and turns by `delta` radians (positive
  /// towards increasing angles, clockwise on a y-down screen).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: AffineTransform2D = .identity
  ) {
    guard delta.isFinite else { return }
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
      clockwise: delta < 0, transform: transform)
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
  /// and to the line from there to `tangent2End`, joined to the current point by a line.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: AffineTransform2D = .identity
  ) {
    guard let start = path.currentPoint else { return }
    let inverse = transform.inverted()
    var local = Path()
    local.move(to: Point(start.cgPoint.applying(inverse)))
    local.addArc(
      tangent1End: Point(tangent1End), tangent2End: Point(tangent2End), radius: Double(radius))
    path.append(arc: local, transform: transform)
  }

  /// Adds `other`'s subpaths, mapped by `transform`.
  public func addPath(_ other: GraphicsPath, transform: AffineTransform2D = .identity) {
    path.append(other.path.mapped(by: transform))
  }

  /// Closes the current subpath.
  public func closeSubpath() { path.closeSubpath() }
}
