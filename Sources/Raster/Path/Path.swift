/// A shape made of subpaths of lines and Bézier curves, in the manner of `UIBezierPath`.
///
/// Coordinates are in user space (logical points, y down). An element whose points are not
/// all finite is skipped when it is added, so a path never holds NaN or infinity. A line or
/// curve added without a current point starts a subpath at its end point instead. After
/// `closeSubpath()`, the current point is the first point of the closed subpath.
public struct Path: Hashable, Sendable {
  /// The elements, in the order they were added.
  public private(set) var elements: [PathElement] = []
  /// The end point of the last element, or `nil` for an empty path.
  public private(set) var currentPoint: Point?
  private var subpathStart: Point?

  /// Creates an empty path.
  public init() {}

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Makes room for `count` elements in all, so that building a path of known size does
  /// not grow its storage step by step.
  mutating func reserveCapacity(_ count: Int) {
    elements.reserveCapacity(count)
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) {
    guard point.isFinite else { return }
    elements.append(.move(to: point))
    currentPoint = point
    subpathStart = point
  }

  /// Adds a straight line from the current point to `point`.
  public mutating func addLine(to point: Point) {
    guard point.isFinite else { return }
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds a quadratic Bézier curve from the current point to `point`.
  public mutating func addQuadCurve(to point: Point, controlPoint: Point) {
    guard point.isFinite, controlPoint.isFinite else { return }
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.quadCurve(to: point, control: controlPoint))
    currentPoint = point
  }

  /// Adds a cubic Bézier curve from the current point to `point`.
  public mutating func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
    guard point.isFinite, controlPoint1.isFinite, controlPoint2.isFinite else { return }
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    currentPoint = point
  }

  /// Closes the current subpath; does nothing when there is no open subpath.
  public mutating func closeSubpath() {
    guard let start = subpathStart, currentPoint != nil else { return }
    if case .close? = elements.last { return }
    elements.append(.close)
    currentPoint = start
  }

  /// Appends every element of `other`.
  public mutating func append(_ other: Path) {
    for element in other.elements { add(element) }
  }

  /// Adds one element through the building methods above.
  public mutating func add(_ element: PathElement) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, controlPoint: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
    case .close: closeSubpath()
    }
  }

  /// The path with every point mapped by `transform`; elements that become non-finite are
  /// skipped.
  public func applying(_ transform: AffineTransform) -> Path {
    var result = Path()
    result.elements.reserveCapacity(elements.count)
    for element in elements { result.add(element.applying(transform)) }
    return result
  }

  /// Maps every point by `transform`.
  public mutating func apply(_ transform: AffineTransform) {
    self = applying(transform)
  }

  /// The smallest rectangle containing every point of the path, including curve control
  /// points (like `CGPath.boundingBox`'s control-point box); `nil` for an empty path.
  public var controlPointBounds: Rect? {
    let box = controlPointBox()
    guard box.lo.x <= box.hi.x else { return nil }
    return Rect(corners: box.lo, box.hi)
  }

  /// `controlPointBounds` when every coordinate is finite, else (or for an empty path)
  /// `nil`.
  var finiteControlPointBounds: Rect? {
    let box = controlPointBox()
    guard box.finite, box.lo.x <= box.hi.x else { return nil }
    return Rect(corners: box.lo, box.hi)
  }

  /// Whether stroking the path may make joins: some subpath has a curve (whose flattened
  /// chords join, at a cusp sharply), two lines or more, or is closed. Single lines from a
  /// move join nothing.
  var mayHaveJoins: Bool {
    var lines = 0
    for element in elements {
      switch element {
      case .move: lines = 0
      case .line:
        lines += 1
        if lines > 1 { return true }
      case .quadCurve, .curve, .close: return true
      }
    }
    return false
  }

  /// The corners of the box of every point and control point (non-finite coordinates
  /// left out), and whether every coordinate is finite.
  private func controlPointBox() -> (lo: Point, hi: Point, finite: Bool) {
    var lo = Point(x: Double.infinity, y: Double.infinity)
    var hi = Point(x: -Double.infinity, y: -Double.infinity)
    var finite = true
    func include(_ p: Point) {
      finite = finite && p.x.isFinite && p.y.isFinite
      lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
      hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): include(p)
      case .quadCurve(let p, let c):
        include(p)
        include(c)
      case .curve(let p, let c1, let c2):
        include(p)
        include(c1)
        include(c2)
      case .close: break
      }
    }
    return (lo, hi, finite)
  }

  /// The tight bounding box of the path's geometry, from its flattening to 0.001 units;
  /// `nil` for an empty path.
  public var bounds: Rect? {
    let flat = FlattenedPath(self, transform: .identity, tolerance: 0.001)
    guard let first = flat.points.first else { return nil }
    var lo = first
    var hi = first
    for p in flat.points {
      lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
      hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
    }
    return Rect(corners: lo, hi)
  }
}
