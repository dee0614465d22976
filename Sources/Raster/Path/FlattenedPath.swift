/// A path approximated by polylines, one per subpath, in device or user space.
///
/// Curves are subdivided uniformly in their parameter into enough chords that no chord
/// strays more than `tolerance` from the curve (bound from the curve's second derivative:
/// a quadratic needs `√(|p₀−2p₁+p₂| / 4·tol)` chords, a cubic `√(3·max|Δ²p| / 4·tol)`).
/// When `offset > 0` (the half width of a stroke), curves are also cut so that each chord
/// turns by at most `√(8·tol / offset)` radians, which keeps the offset outline within the
/// tolerance too. Consecutive duplicate points are kept (the stroker handles them).
struct FlattenedPath {
  /// One polyline: `points[start ..< start + count]`.
  struct Subpath {
    var start: Int
    var count: Int
    var isClosed: Bool
    /// The direction the original curve leaves its first point (not normalized), when
    /// known; the stroker orients caps by it rather than by the first chord.
    var startTangent: Point?
    /// The direction the original curve arrives at its last point, when known.
    var endTangent: Point?
  }

  /// The most chords one curve is cut into, which bounds the work for absurd coordinates.
  static let maximumChordsPerCurve = 4096

  var points: [Point] = []
  var subpaths: [Subpath] = []

  init() {}

  /// Flattens `path` after mapping it by `transform`.
  init(_ path: Path, transform: AffineTransform, tolerance: Double, offset: Double = 0) {
    // Room for a polygon's points at once (curves may take more), rather than growing from
    // empty by doubling.
    points.reserveCapacity(path.elements.count &+ 1)
    var flattener = Flattener(tolerance: tolerance, offset: offset)
    for element in path.elements {
      flattener.add(element.applying(transform), into: &self)
    }
  }

  mutating func beginSubpath(at p: Point) {
    subpaths.append(Subpath(start: points.count, count: 1, isClosed: false))
    points.append(p)
  }

  mutating func append(_ p: Point) {
    points.append(p)
    subpaths[subpaths.count - 1].count += 1
  }

  /// Adds `polyline` as a closed subpath of its own (nothing when it is empty).
  mutating func appendClosedSubpath<C: Collection<Point>>(_ polyline: C) {
    guard !polyline.isEmpty else { return }
    subpaths.append(Subpath(start: points.count, count: polyline.count, isClosed: true))
    points.append(contentsOf: polyline)
  }

  /// Records the tangents of a segment just added to the last subpath; zero vectors are
  /// ignored.
  mutating func noteTangents(start: Point, end: Point) {
    let last = subpaths.count - 1
    guard last >= 0 else { return }
    if subpaths[last].startTangent == nil, start.x != 0 || start.y != 0 {
      subpaths[last].startTangent = start
    }
    if end.x != 0 || end.y != 0 { subpaths[last].endTangent = end }
  }
}

/// The state of one flattening pass: the current point and subpath.
struct Flattener {
  let tolerance: Double
  let maxTurn: Double
  var current: Point?
  var start: Point?
  var open = false

  init(tolerance: Double, offset: Double) {
    self.tolerance = tolerance
    self.maxTurn = offset > 0 ? (8 * tolerance / offset).squareRoot() : Double.infinity
  }

  mutating func add(_ element: PathElement, into out: inout FlattenedPath) {
    switch element {
    case .move(let p):
      open = false
      current = p
      start = p
    case .line(let p):
      ensureOpen(&out)
      if let p0 = current { out.noteTangents(start: p - p0, end: p - p0) }
      out.append(p)
      current = p
    case .quadCurve(let p, let c):
      guard let p0 = current else { return }
      ensureOpen(&out)
      out.noteTangents(
        start: Flattener.firstNonZero(c - p0, p - p0), end: Flattener.firstNonZero(p - c, p - p0))
      let dd = (p0 - c * 2 + p).length
      let n = chordCount(deviation: dd / 4, p0, c, p, nil)
      for i in 1...n {
        let t = Double(i) / Double(n)
        let mt = 1 - t
        out.append(i == n ? p : p0 * (mt * mt) + c * (2 * mt * t) + p * (t * t))
      }
      current = p
    case .curve(let p, let c1, let c2):
      guard let p0 = current else { return }
      ensureOpen(&out)
      out.noteTangents(
        start: Flattener.firstNonZero(c1 - p0, Flattener.firstNonZero(c2 - p0, p - p0)),
        end: Flattener.firstNonZero(p - c2, Flattener.firstNonZero(p - c1, p - p0)))
      let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
      let n = chordCount(deviation: dd * 0.75, p0, c1, c2, p)
      for i in 1...n {
        out.append(i == n ? p : Bezier.cubicPoint(p0, c1, c2, p, Double(i) / Double(n)))
      }
      current = p
    case .close:
      if open { out.subpaths[out.subpaths.count - 1].isClosed = true }
      open = false
      current = start
    }
  }

  static func firstNonZero(_ a: Point, _ b: Point) -> Point {
    a.x != 0 || a.y != 0 ? a : b
  }

  private mutating func ensureOpen(_ out: inout FlattenedPath) {
    guard !open, let p = current else { return }
    out.beginSubpath(at: p)
    open = true
  }

  /// Chords needed so that `deviation / n² ≤ tolerance` and each chord turns ≤ `maxTurn`
  /// (the turn bounded by the angles between the control polygon's legs).
  private func chordCount(deviation: Double, _ a: Point, _ b: Point, _ c: Point, _ d: Point?)
    -> Int
  {
    var n = (deviation / tolerance).squareRoot().rounded(.up)
    if maxTurn.isFinite {
      let legs = (b - a, c - b, d.map { $0 - c } ?? .zero)
      var turn = 0.0
      var previous = Point.zero
      for k in 0..<3 {
        let v = k == 0 ? legs.0 : (k == 1 ? legs.1 : legs.2)
        guard v.x != 0 || v.y != 0 else { continue }
        if previous.x != 0 || previous.y != 0 {
          turn += abs(DeterministicMath.atan2(Point.cross(previous, v), Point.dot(previous, v)))
        }
        previous = v
      }
      n = max(n, (turn / maxTurn).rounded(.up))
    }
    guard n.isFinite else { return 1 }
    return Int(min(max(n, 1), Double(FlattenedPath.maximumChordsPerCurve)))
  }
}

extension FlattenedPath {
  /// The widest and tallest a subpath can be (in device pixels) and still be dropped by
  /// `removeSpecks`: what it covers is under 1/1024 of a pixel, a quarter of one 8-bit
  /// step.
  static let speckSize = 1.0 / 32

  /// Drops the subpaths whose points all fit in a `speckSize` square: what stroking gives
  /// on the inner side of a closed curve whose radius is the stroke's half width (the
  /// offset points scatter within the flattening tolerance round the centre). They cover
  /// almost nothing, but would make the winding look complex to the rasterizer.
  mutating func removeSpecks() {
    var kept: [Subpath] = []
    var dropped = false
    points.withUnsafeBufferPointer { p in
      for sub in subpaths {
        let box = FlattenedPath.bounds(.init(rebasing: p[sub.start..<(sub.start + sub.count)]))
        if sub.count > 1 && box.width <= FlattenedPath.speckSize
          && box.height <= FlattenedPath.speckSize
        {
          dropped = true
        } else {
          kept.append(sub)
        }
      }
    }
    if dropped { subpaths = kept }
  }
}
