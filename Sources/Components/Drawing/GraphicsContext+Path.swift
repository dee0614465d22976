import Foundation
import Raster

/// Core Graphics' current path: points are mapped by the CTM when they are added.
extension GraphicsContext {
  /// Empties the current path.
  public func beginPath() { currentPath = Path() }

  public func move(to point: CGPoint) { currentPath.move(to: device(point)) }

  public func addLine(to point: CGPoint) { currentPath.addLine(to: device(point)) }

  /// A move to the first point, then lines to the others (`addLines(between:)`).
  public func addLines(between points: [CGPoint]) {
    currentPath.addLines(between: points.map(device))
  }

  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(
      to: device(end), controlPoint1: device(control1), controlPoint2: device(control2))
  }

  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: device(end), controlPoint: device(control))
  }

  public func addRect(_ rect: CGRect) {
    currentPath.append(Path(rect: rect.raster).mapped(by: state.ctm))
  }

  public func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  public func addEllipse(in rect: CGRect) {
    currentPath.append(Path(ovalIn: rect.raster).mapped(by: state.ctm))
  }

  /// Adds a circular arc with Core Graphics' meaning of `clockwise`: clockwise in a y-up
  /// space. Apple's documentation: "In a flipped coordinate system (the default for UIView
  /// drawing methods in iOS), specifying a clockwise arc results in a counterclockwise arc
  /// after the transformation is applied." So `clockwise: true` here draws the arc that
  /// `UIBezierPath`'s `clockwise: false` draws. A line joins the current point to the start.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    currentPath.append(
      arc: Path.coreGraphicsArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise),
      transform: state.ctm)
  }

  /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    guard let current = currentPath.currentPoint else { return }
    var local = Path()
    local.move(to: Point(current.cgPoint.applying(state.ctm.inverted())))
    local.addArc(
      tangent1End: Point(tangent1End), tangent2End: Point(tangent2End), radius: Double(radius))
    currentPath.append(arc: local, transform: state.ctm)
  }

  /// Adds a path's subpaths, mapped by the CTM.
  public func addPath(_ path: GraphicsPath) {
    currentPath.append(path.path.mapped(by: state.ctm))
  }

  public func closePath() { currentPath.closeSubpath() }

  /// The current point in the current user space (`.zero` without a current path).
  public var currentPointOfPath: CGPoint {
    guard let point = currentPath.currentPoint else { return .zero }
    return point.cgPoint.applying(state.ctm.inverted())
  }

  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// Replaces the current path by the area a stroke of it with the state's line attributes
  /// covers (`replacePathWithStrokedPath()`), so that filling it draws the stroke.
  public func replacePathWithStrokedPath() {
    guard let local = takePath() else { return }
    currentPath = local.strokeOutline(style: currentStrokeStyle).mapped(by: state.ctm)
  }

  /// The tight box of the current path in the current user space; `CGRect.null` if empty.
  public var boundingBoxOfPath: CGRect {
    guard !currentPath.isEmpty else { return .null }
    let local = currentPath.mapped(by: state.ctm.inverted())
    return local.bounds?.cgRect ?? .null
  }

  /// The current path in the current user space, as a `CGPath` (`path`).
  public var path: GraphicsPath? {
    currentPath.isEmpty ? nil : GraphicsPath(currentPath.mapped(by: state.ctm.inverted()))
  }

  /// Whether `point` is inside the current path filled with `mode`'s rule
  /// (`pathContains(_:mode:)`).
  public func pathContains(_ point: CGPoint, mode: PathDrawingMode) -> Bool {
    let rule: PathFillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding
    return currentPath.winding(at: device(point)).isInside(rule: rule)
  }

  /// The point mapped by the CTM.
  func device(_ point: CGPoint) -> Point { Point(point.applying(state.ctm)) }

  /// Takes the current path, in the current user space, leaving it empty; `nil` when it is
  /// empty or the CTM cannot be inverted.
  func takePath() -> Path? {
    defer { currentPath = Path() }
    guard !currentPath.isEmpty else { return nil }
    if state.ctm.isIdentity { return currentPath }
    let t = state.ctm.rasterTransform
    guard t.isFinite, t.determinant != 0, let inverse = t.inverted() else { return nil }
    return currentPath.applying(inverse)
  }
}
