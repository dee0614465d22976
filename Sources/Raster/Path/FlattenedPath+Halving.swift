/// Flattening as Core Graphics does it for fills and clips: each cubic is halved at t = ½
/// (de Casteljau) until it is flat, and its halves are drawn as their chords, inscribed
/// and not balanced. A half is flat when none of the x and y coordinates of its two second
/// differences (`p₀ − 2p₁ + p₂`, `p₁ − 2p₂ + p₃`) exceeds a threshold in device pixels in
/// absolute value: `halvingThreshold(flatness:)` of the drawing's flatness (Core
/// Graphics' `setFlatness`, which `UIBezierPath` sets to its own `flatness` to fill).
/// Quadratic curves are raised to the cubic of the same curve first, and
/// the pieces of circular and elliptic arcs that `Path.addArcSegments` makes (eighth turns)
/// are joined back into the quarter-turn cubics Core Graphics draws (`ArcMerging`). Lines
/// and moves are flattened as before.
extension FlattenedPath {
  /// Device pixels of threshold per unit of flatness. Fitted to pictures iOS drew: a
  /// layer's corners filled at a context's default flatness (`Canvas.defaultFlatness`,
  /// 0.25) match within a level at thresholds from 0.066 to 0.070 pixels (Blueprint's
  /// boxes, 1x), and a `UIBezierPath` filled at its default 0.6 at 0.149 to 0.166 pixels
  /// (Texture's clip corners, 2x). 0.272 gives 0.068 and 0.163, inside both.
  static let halvingThresholdPerFlatness = 0.272

  /// The threshold at which a cubic filled at `flatness` is drawn as its chord rather than
  /// halved again: `halvingThresholdPerFlatness` per unit; 0 for a flatness that is
  /// negative or NaN (the finest halving, to `maximumHalvingDepth`).
  static func halvingThreshold(flatness: Double) -> Double {
    flatness > 0 ? flatness * halvingThresholdPerFlatness : 0
  }

  /// The most times a cubic is halved, which bounds its chords by `maximumChordsPerCurve`
  /// for absurd coordinates.
  static let maximumHalvingDepth = 12

  /// Adds `elements` mapped by `transform` with their cubics halved until flat within
  /// `threshold` device pixels (see above).
  mutating func addHalvingCubics(
    _ elements: [PathElement], transform: AffineTransform, threshold: Double,
    _ flattener: inout Flattener
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
        addHalved(cubic, threshold, &flattener)
      case .quadCurve(let p, let c):
        // The same curve as a cubic: its control points two thirds of the way to `c`.
        let c1 = p0 + (c - p0) * (2.0 / 3.0)
        let c2 = p + (c - p) * (2.0 / 3.0)
        addHalved((p0, c1, c2, p), threshold, &flattener)
      default:
        flattener.add(element, into: &self)
      }
    }
  }

  /// Adds the chords of `cubic` after its first point (the flattener's current point).
  private mutating func addHalved(
    _ cubic: (Point, Point, Point, Point), _ threshold: Double, _ flattener: inout Flattener
  ) {
    halve(cubic, depth: 0, threshold, &flattener)
  }

  private mutating func halve(
    _ c: (Point, Point, Point, Point), depth: Int, _ threshold: Double,
    _ flattener: inout Flattener
  ) {
    guard depth < FlattenedPath.maximumHalvingDepth, !FlattenedPath.isFlat(c, threshold) else {
      return flattener.add(.line(to: c.3), into: &self)
    }
    // De Casteljau at t = ½: midpoints of midpoints.
    let (p01, p12, p23) = (
      FlattenedPath.mid(c.0, c.1), FlattenedPath.mid(c.1, c.2), FlattenedPath.mid(c.2, c.3)
    )
    let (p012, p123) = (FlattenedPath.mid(p01, p12), FlattenedPath.mid(p12, p23))
    let m = FlattenedPath.mid(p012, p123)
    halve((c.0, p01, p012, m), depth: depth + 1, threshold, &flattener)
    halve((m, p123, p23, c.3), depth: depth + 1, threshold, &flattener)
  }

  @inline(__always)
  private static func mid(_ a: Point, _ b: Point) -> Point {
    Point(x: (a.x + b.x) * 0.5, y: (a.y + b.y) * 0.5)
  }

  /// Whether a cubic is drawn as its chord: no coordinate of its second differences
  /// exceeds `threshold` in absolute value (a NaN compares as flat).
  static func isFlat(_ c: (Point, Point, Point, Point), _ threshold: Double) -> Bool {
    let a = c.0 - c.1 * 2 + c.2
    let b = c.1 - c.2 * 2 + c.3
    let flatness = max(max(abs(a.x), abs(a.y)), max(abs(b.x), abs(b.y)))
    return !(flatness > threshold)
  }
}
