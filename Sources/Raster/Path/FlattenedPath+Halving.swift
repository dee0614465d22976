/// Flattening as Core Graphics does it for fills and clips: each cubic is halved at t = ½
/// (de Casteljau) until it is flat, and its halves are drawn as their chords, inscribed
/// and not balanced. A half is flat when none of the x and y coordinates of its two second
/// differences (`p₀ − 2p₁ + p₂`, `p₁ − 2p₂ + p₃`) exceeds `halvingFlatness` device pixels
/// in absolute value. Quadratic curves are raised to the cubic of the same curve first, and
/// the pieces of circular and elliptic arcs that `Path.addArcSegments` makes (eighth turns)
/// are joined back into the quarter-turn cubics Core Graphics draws (`ArcMerging`). Lines
/// and moves are flattened as before.
extension FlattenedPath {
  /// The largest coordinate of a cubic's second differences, in device pixels, at which it
  /// is drawn as its chord rather than halved again: what fits the corners Core Graphics
  /// fills (at 0.05 or 0.1 some edge pixel of a layer's corner is off by more than a level).
  static let halvingFlatness = 0.068
  /// The most times a cubic is halved, which bounds its chords by `maximumChordsPerCurve`
  /// for absurd coordinates.
  static let maximumHalvingDepth = 12

  /// Adds `elements` mapped by `transform` with their cubics halved (see above).
  mutating func addHalvingCubics(
    _ elements: [PathElement], transform: AffineTransform, _ flattener: inout Flattener
  ) {
    var i = 0
    while i < elements.count {
      let element = elements[i].applying(transform)
      i += 1
      guard let p0 = flattener.current else {
        flattener.add(element, into: &self)
        continue
      }
      switch element {
      case .curve(let p, let c1, let c2):
        var cubic = (p0, c1, c2, p)
        if i < elements.count, case .curve(let q, let d1, let d2) = elements[i].applying(transform),
          let merged = ArcMerging.quarterTurn(p0, c1, c2, p, d1, d2, q)
        {
          cubic = (p0, merged.0, merged.1, q)
          i += 1
        }
        addHalved(cubic, &flattener)
      case .quadCurve(let p, let c):
        // The same curve as a cubic: its control points two thirds of the way to `c`.
        let c1 = p0 + (c - p0) * (2.0 / 3.0)
        let c2 = p + (c - p) * (2.0 / 3.0)
        addHalved((p0, c1, c2, p), &flattener)
      default:
        flattener.add(element, into: &self)
      }
    }
  }

  /// Adds the chords of `cubic` after its first point (the flattener's current point).
  private mutating func addHalved(
    _ cubic: (Point, Point, Point, Point), _ flattener: inout Flattener
  ) {
    halve(cubic, depth: 0, &flattener)
  }

  private mutating func halve(
    _ c: (Point, Point, Point, Point), depth: Int, _ flattener: inout Flattener
  ) {
    guard depth < FlattenedPath.maximumHalvingDepth, !FlattenedPath.isFlat(c) else {
      return flattener.add(.line(to: c.3), into: &self)
    }
    // De Casteljau at t = ½: midpoints of midpoints.
    let (p01, p12, p23) = (
      FlattenedPath.mid(c.0, c.1), FlattenedPath.mid(c.1, c.2), FlattenedPath.mid(c.2, c.3)
    )
    let (p012, p123) = (FlattenedPath.mid(p01, p12), FlattenedPath.mid(p12, p23))
    let m = FlattenedPath.mid(p012, p123)
    halve((c.0, p01, p012, m), depth: depth + 1, &flattener)
    halve((m, p123, p23, c.3), depth: depth + 1, &flattener)
  }

  @inline(__always)
  private static func mid(_ a: Point, _ b: Point) -> Point {
    Point(x: (a.x + b.x) * 0.5, y: (a.y + b.y) * 0.5)
  }

  /// Whether a cubic is drawn as its chord: no coordinate of its second differences
  /// exceeds `halvingFlatness` in absolute value (a NaN compares as flat).
  static func isFlat(_ c: (Point, Point, Point, Point)) -> Bool {
    let a = c.0 - c.1 * 2 + c.2
    let b = c.1 - c.2 * 2 + c.3
    let flatness = max(max(abs(a.x), abs(a.y)), max(abs(b.x), abs(b.y)))
    return !(flatness > halvingFlatness)
  }
}
