/// One drawing command of a `Path`, in the path's own coordinate space.
public enum PathElement: Hashable, Sendable {
  /// Starts a new subpath at a point.
  case move(to: Point)
  /// A straight line from the current point.
  case line(to: Point)
  /// A quadratic Bézier curve from the current point.
  case quadCurve(to: Point, control: Point)
  /// A cubic Bézier curve from the current point.
  case curve(to: Point, control1: Point, control2: Point)
  /// Closes the current subpath with a straight line back to its first point.
  case close

  /// The element with every point mapped by `transform`.
  public func applying(_ transform: AffineTransform) -> PathElement {
    switch self {
    case .move(let p): return .move(to: transform.apply(to: p))
    case .line(let p): return .line(to: transform.apply(to: p))
    case .quadCurve(let p, let c):
      return .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
    case .curve(let p, let c1, let c2):
      return .curve(
        to: transform.apply(to: p), control1: transform.apply(to: c1),
        control2: transform.apply(to: c2))
    case .close: return .close
    }
  }
}
