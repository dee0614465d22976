/// A position or displacement in a two-dimensional space, in `Double` coordinates.
///
/// The unit is whatever the space uses: logical points in user space, pixels in device
/// space. The y axis points down, as in UIKit.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The Euclidean length of the vector from the origin to this point.
  @inlinable public var length: Double { (x * x + y * y).squareRoot() }

  @inlinable
  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }

  @inlinable
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

  @inlinable
  public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

  @inlinable
  public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

  /// The dot product `a.x × b.x + a.y × b.y`.
  @inlinable
  public static func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }

  /// The z component of the cross product, `a.x × b.y − a.y × b.x`.
  @inlinable
  public static func cross(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }

  /// The point at fraction `t` of the way from `a` to `b` (`a` at 0, `b` at 1).
  @inlinable
  public static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  /// The distance between two points.
  @inlinable
  public static func distance(_ a: Point, _ b: Point) -> Double { (a - b).length }
}
