import Foundation
import Raster

/// A path with its own line attributes, drawn into the current graphics context, in the
/// manner of `UIBezierPath`. Coordinates are in points, y down; angles in radians, with
/// `clockwise` meaning increasing angle as in UIKit.
public final class BezierPath {
  /// The renderer's path.
  public var path: Path
  public var lineWidth: CGFloat = 1
  public var lineCapStyle: LineCap = .butt
  public var lineJoinStyle: LineJoin = .miter
  public var miterLimit: CGFloat = 10
  public var usesEvenOddFillRule = false
  private(set) var dashPattern: [CGFloat] = []
  private(set) var dashPhase: CGFloat = 0

  public init() {
    path = Path()
  }

  public init(path: Path) {
    self.path = path
  }

  public convenience init(rect: CGRect) {
    self.init(path: Path(rect: rect.raster))
  }

  public convenience init(ovalIn rect: CGRect) {
    var path = Path()
    path.addEllipse(in: rect.raster)
    self.init(path: path)
  }

  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  public var isEmpty: Bool { path.isEmpty }
  public var currentPoint: CGPoint { path.currentPoint?.cgPoint ?? .zero }
  /// The bounds of the path's points and curves (`.zero` for an empty path).
  public var bounds: CGRect { path.bounds?.cgRect ?? .zero }
  /// The path as a `CGPath`: a copy that later changes to this path do not reach.
  /// Setting it replaces the path.
  public var cgPath: GraphicsPath {
    get { GraphicsPath(path) }
    set { path = newValue.path }
  }

  /// A path holding a copy of `cgPath`'s elements (`init(cgPath:)`).
  public convenience init(cgPath: GraphicsPath) {
    self.init(path: cgPath.path)
  }

  /// How coarsely `fill()` cuts the path's curves into chords: the context's flatness while
  /// it fills (`GraphicsContext.setFlatness(_:)`), as `UIBezierPath` sets it. The default
  /// 0.6 draws the chords iOS draws for a `UIBezierPath`; strokes keep their own, finer
  /// flattening.
  public var flatness: CGFloat = 0.6

  /// The same subpaths traced backwards (`reversing()`), with this path's line attributes.
  public func reversing() -> BezierPath { withAttributes(of: path.reversed()) }

  /// A copy of the path and its line attributes that later changes to either do not reach
  /// (`NSCopying`'s `copy()`, as `path.copy() as! UIBezierPath` uses it).
  public func copy() -> Any { withAttributes(of: path) }

  /// A path of `other`'s subpaths with this path's line attributes.
  private func withAttributes(of other: Path) -> BezierPath {
    let result = BezierPath(path: other)
    result.lineWidth = lineWidth
    result.lineCapStyle = lineCapStyle
    result.lineJoinStyle = lineJoinStyle
    result.miterLimit = miterLimit
    result.usesEvenOddFillRule = usesEvenOddFillRule
    result.flatness = flatness
    result.setLineDash(dashPattern, phase: dashPhase)
    return result
  }

  /// Whether `point` is inside the path's fill under its fill rule (`contains(_:)`).
  public func contains(_ point: CGPoint) -> Bool {
    path.winding(at: Point(point)).isInside(rule: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Copies the dash pattern, its length and its phase into the buffers given
  /// (`getLineDash(_:count:phase:)`); `pattern` must hold `count` values, as in UIKit.
  public func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern {
      for (index, length) in dashPattern.enumerated() { pattern[index] = length }
    }
    count?.pointee = dashPattern.count
    phase?.pointee = dashPhase
  }

  public func move(to point: CGPoint) { path.move(to: Point(point)) }
  public func addLine(to point: CGPoint) { path.addLine(to: Point(point)) }

  public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: Point(point), controlPoint: Point(controlPoint))
  }

  public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(
      to: Point(point), controlPoint1: Point(controlPoint1), controlPoint2: Point(controlPoint2))
  }

  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: Point(center), radius: Double(radius), startAngle: Double(startAngle),
      endAngle: Double(endAngle), clockwise: clockwise)
  }

  public func close() { path.closeSubpath() }
  public func append(_ other: BezierPath) { path.append(other.path) }
  public func removeAllPoints() { path = Path() }

  public func apply(_ transform: AffineTransform2D) {
    path.apply(transform.rasterTransform)
  }

  /// Sets the dash pattern (lengths in points, alternating on and off) and its phase.
  public func setLineDash(_ pattern: [CGFloat], count: Int? = nil, phase: CGFloat) {
    dashPattern = Array(pattern.prefix(count ?? pattern.count))
    dashPhase = phase
  }

  /// The stroke as the renderer takes it.
  public var strokeStyle: StrokeStyle {
    StrokeStyle(
      width: Double(lineWidth), cap: lineCapStyle, join: lineJoinStyle,
      miterLimit: Double(miterLimit), dashPattern: dashPattern.map { Double($0) },
      dashPhase: Double(dashPhase))
  }

  /// Fills the path with the current context's fill colour, at the path's `flatness`.
  public func fill() {
    GraphicsContext.current?.withFlatness(flatness) { fillAtContextFlatness() }
  }

  /// Fills the path at the context's flatness instead of the path's: how the UIKit controls
  /// drawn here (switches, sliders, steppers...), which iOS builds from layers and images,
  /// fill their shapes.
  package func fillAtContextFlatness() {
    GraphicsContext.current?.fill(path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  /// Strokes the path with the current context's stroke colour and this path's line
  /// attributes. A path without a dash pattern keeps the context's (set with
  /// `setLineDash(phase:lengths:)`), as UIKit sets a path's dash only when it has one.
  public func stroke() {
    guard let context = GraphicsContext.current else { return }
    var style = strokeStyle
    if dashPattern.isEmpty {
      let current = context.currentStrokeStyle
      (style.dashPattern, style.dashPhase) = (current.dashPattern, current.dashPhase)
    }
    context.stroke(path, style: style)
  }

  /// Fills the path with `blendMode` at `alpha` (`fill(with:alpha:)`).
  public func fill(with blendMode: BlendMode, alpha: CGFloat) {
    guard let context = GraphicsContext.current else { return }
    context.saveGState()
    context.setAlpha(alpha)
    context.setBlendMode(blendMode)
    fill()
    context.restoreGState()
  }

  /// Strokes the path with `blendMode` at `alpha` (`stroke(with:alpha:)`).
  public func stroke(with blendMode: BlendMode, alpha: CGFloat) {
    guard let context = GraphicsContext.current else { return }
    context.saveGState()
    context.setAlpha(alpha)
    context.setBlendMode(blendMode)
    stroke()
    context.restoreGState()
  }

  /// Intersects the current context's clip with the path.
  public func addClip() {
    GraphicsContext.current?.clip(to: path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }
}

/// Which corners of a rectangle to round (`UIRectCorner`).
public struct RectCorner: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = RectCorner(rawValue: 1)
  public static let topRight = RectCorner(rawValue: 2)
  public static let bottomLeft = RectCorner(rawValue: 4)
  public static let bottomRight = RectCorner(rawValue: 8)
  public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
