import Foundation
import Raster

/// An immutable path as Core Graphics hands it around (`CGPath`): a reference to a
/// renderer path, in points, y down. ``MutableGraphicsPath`` (`CGMutablePath`) adds the
/// building methods; a `CGPath` taken from one is a copy that later changes do not reach.
public class GraphicsPath: @unchecked Sendable {
  /// The renderer's path.
  public internal(set) var path: Path

  /// An empty path.
  public init() { path = Path() }

  /// A path holding the renderer's `path`.
  public init(_ path: Path) { self.path = path }

  /// A closed rectangle (`CGPath(rect:transform:)`), mapped by `transform` when given.
  public convenience init(rect: CGRect, transform: UnsafePointer<AffineTransform2D>?) {
    self.init(Path(rect: rect.raster).mapped(by: transform?.pointee))
  }

  /// The ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`).
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<AffineTransform2D>?) {
    self.init(Path(ovalIn: rect.raster).mapped(by: transform?.pointee))
  }

  /// A rectangle whose corners are quarter ellipses of `cornerWidth` by `cornerHeight`
  /// (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`); each radius is clamped to
  /// half the rectangle's side, and negative radii draw square corners.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<AffineTransform2D>?
  ) {
    var path = Path()
    path.addRoundedRect(
      rect.raster, cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight))
    self.init(path.mapped(by: transform?.pointee))
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }

  /// The last point added (`.zero` for an empty path, as Core Graphics answers).
  public var currentPoint: CGPoint { path.currentPoint?.cgPoint ?? .zero }

  /// The box of every point and control point; `CGRect.null` for an empty path.
  public var boundingBox: CGRect { path.controlPointBounds?.cgRect ?? .null }

  /// The tight box of the path's points and curves; `CGRect.null` for an empty path.
  public var boundingBoxOfPath: CGRect { path.bounds?.cgRect ?? .null }

  /// A copy (`copy()`); never `nil` here.
  public func copy() -> GraphicsPath? { GraphicsPath(path) }

  /// A copy mapped by `transform` (`copy(using:)`).
  public func copy(using transform: UnsafePointer<AffineTransform2D>?) -> GraphicsPath? {
    GraphicsPath(path.mapped(by: transform?.pointee))
  }

  /// A mutable copy (`mutableCopy()`); never `nil` here.
  public func mutableCopy() -> MutableGraphicsPath? { MutableGraphicsPath(path) }

  /// A mutable copy mapped by `transform` (`mutableCopy(using:)`).
  public func mutableCopy(using transform: UnsafePointer<AffineTransform2D>?)
    -> MutableGraphicsPath?
  {
    MutableGraphicsPath(path.mapped(by: transform?.pointee))
  }

  /// The path mapped by `transform`, undashed: dashing a path into a new path is not
  /// supported (`copy(dashingWithPhase:lengths:transform:)`); dash strokes instead.
  public func copy(
    dashingWithPhase phase: CGFloat, lengths: [CGFloat],
    transform: AffineTransform2D = .identity
  ) -> GraphicsPath {
    GraphicsPath(path.mapped(by: transform))
  }

  /// The area a stroke of this path covers, as a path to fill
  /// (`copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`): polygons within
  /// 1/200 point of the exact outline.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: LineCap, lineJoin: LineJoin,
    miterLimit: CGFloat, transform: AffineTransform2D = .identity
  ) -> GraphicsPath {
    let style = StrokeStyle(
      width: Double(lineWidth), cap: lineCap, join: lineJoin, miterLimit: Double(miterLimit))
    return GraphicsPath(path.strokeOutline(style: style).mapped(by: transform))
  }

  /// Whether `point`, mapped by `transform`, is inside the path's fill under the rule
  /// (`contains(_:using:transform:)`); curves are flattened to 1/64 point.
  public func contains(
    _ point: CGPoint, using rule: PathFillRule = .winding, transform: AffineTransform2D = .identity
  ) -> Bool {
    let p = Point(point.applying(transform))
    return path.winding(at: p).isInside(rule: rule)
  }
}

extension GraphicsPath: Equatable {
  /// Paths are equal when they hold the same elements (`CGPath.==`).
  public static func == (lhs: GraphicsPath, rhs: GraphicsPath) -> Bool { lhs.path == rhs.path }
}

extension Path {
  /// The path mapped by `transform`, or itself for `nil`.
  func mapped(by transform: AffineTransform2D?) -> Path {
    guard let transform, !transform.isIdentity else { return self }
    return applying(transform.rasterTransform)
  }
}
