/// An axis-aligned rectangle given by its origin (top-left corner, y down) and size.
///
/// A rectangle with a negative width or height is standardized by the geometry
/// functions that need corners (`minX`, `maxX`, ...), as in Core Graphics.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The rectangle spanning two corners, in any order.
  @inlinable
  public init(corners a: Point, _ b: Point) {
    let x0 = min(a.x, b.x)
    let y0 = min(a.y, b.y)
    self.init(x: x0, y: y0, width: max(a.x, b.x) - x0, height: max(a.y, b.y) - y0)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  @inlinable public var minX: Double { min(origin.x, origin.x + size.width) }
  @inlinable public var minY: Double { min(origin.y, origin.y + size.height) }
  @inlinable public var maxX: Double { max(origin.x, origin.x + size.width) }
  @inlinable public var maxY: Double { max(origin.y, origin.y + size.height) }
  @inlinable public var width: Double { abs(size.width) }
  @inlinable public var height: Double { abs(size.height) }
  @inlinable public var midX: Double { (minX + maxX) * 0.5 }
  @inlinable public var midY: Double { (minY + maxY) * 0.5 }

  /// Whether every coordinate is finite.
  @inlinable public var isFinite: Bool {
    origin.isFinite && size.width.isFinite && size.height.isFinite
  }

  /// Whether the rectangle encloses no area.
  @inlinable public var isEmpty: Bool { !(width > 0) || !(height > 0) }

  /// The rectangle with positive width and height covering the same area.
  @inlinable public var standardized: Rect {
    Rect(x: minX, y: minY, width: width, height: height)
  }

  /// The rectangle moved inwards by `dx` on the left and right and `dy` at the top and bottom.
  @inlinable
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The smallest rectangle containing both rectangles.
  @inlinable
  public func union(_ other: Rect) -> Rect {
    Rect(
      corners: Point(x: min(minX, other.minX), y: min(minY, other.minY)),
      Point(x: max(maxX, other.maxX), y: max(maxY, other.maxY)))
  }

  /// The overlap of two rectangles, or `nil` when they do not overlap.
  @inlinable
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
