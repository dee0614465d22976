/// A path approximated by polylines, one per subpath, in device or user space.
///
/// Curves are subdivided uniformly in their parameter into enough chords that no chord
/// strays more than `tolerance` from the curve (bound from the curve's second derivative:
/// a quadratic needs `√(|p₀−2p₁+p₂| / 4·tol)` chords, a cubic `√(3·max|Δ²p| / 4·tol)`).
/// When `offset > 0` (the half width of a stroke), curves are also cut so that each chord
/// turns by at most `√(8·tol / offset)` radians, which keeps the offset outline within the
/// tolerance too. Consecutive duplicate points are kept (the stroker handles them).
///
/// Chords are inscribed (every point on the curve, each chord inside its arc) unless the
/// flattening is `balanced`: then each point a curve's chords share is moved away from the
/// curve's centre of curvature by the mean of those chords' deviation from their arcs
/// (`B''⊥·Δt²/12`, two thirds of the sagitta), so that each chord runs as far outside its
/// arc as inside, and an edge pixel's covered area is right on average instead of short
/// by two thirds of the sagitta everywhere. A point where two curves meet smoothly moves
/// by the mean of both curves' shifts; other end points stay where they are. No point
/// strays further than `tolerance` from the curve either way.
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

  /// Flattens `path` after mapping it by `transform`. With a `halvingThreshold`, a fill's
  /// curves (`offset` 0) are halved as Core Graphics fills them (`addHalvingCubics`) until
  /// flat within it, instead of cut to `tolerance`; a stroke's flattening ignores it.
  init(
    _ path: Path, transform: AffineTransform, tolerance: Double, offset: Double = 0,
    balanced: Bool = false, halvingThreshold: Double? = nil
  ) {
    // Room at once for a polygon's points, or a few for each curve (an oval's eight take
    // about forty at 1x), rather than growing from empty by doubling, copying the points
    // each time; a long path's room beyond that grows as it is needed.
    let elements = path.elements.count
    points.reserveCapacity(elements &+ Swift.min(elements &* 7, 1024) &+ 1)
    // Likewise room for two subpaths (a ring's outline) in the first allocation.
    if elements > 1 { subpaths.reserveCapacity(2) }
    var flattener = Flattener(tolerance: tolerance, offset: offset, balanced: balanced)
    if let halvingThreshold, offset <= 0 {
      addHalvingCubics(
        path.elements, transform: transform, threshold: halvingThreshold, &flattener)
      return
    }
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

  /// Appends `point(1)`, `point(2)`, …, `point(count)` to the last subpath, stored at once
  /// rather than one append after another.
  @inline(__always)
  mutating func append(count: Int, _ point: (Int) -> Point) {
    guard count > 0 else { return }
    // Written through a pointer into scratch memory (on the stack when small), then
    // appended in one block: appending a repeated element to make room goes element by
    // element through generic code in a debug build.
    withUnsafeTemporaryAllocation(of: Point.self, capacity: count) { run in
      guard let base = run.baseAddress else { return }
      var i = 0
      while i < count {
        (base + i).initialize(to: point(i &+ 1))
        i &+= 1
      }
      points.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }
    subpaths[subpaths.count - 1].count += count
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
  /// Whether curve points are moved to balance their chords (see `FlattenedPath`).
  let balanced: Bool
  var current: Point?
  var start: Point?
  var open = false
  /// The end point of the curve just flattened (its index among the points), the shift
  /// balancing wants there and the curve's direction there; `nil` once anything else
  /// follows. A curve going on smoothly from it moves it.
  private var curveEnd: CurveEnd?
  /// The same for the first point of the current subpath when a curve leaves it, for a
  /// curve closing the subpath smoothly.
  private var curveStart: CurveEnd?

  private struct CurveEnd {
    var index: Int
    var shift: Point
    var tangent: Point
  }

  init(tolerance: Double, offset: Double, balanced: Bool = false) {
    self.tolerance = tolerance
    self.maxTurn = Flattener.maximumTurn(tolerance: tolerance, offset: offset)
    self.balanced = balanced
  }

  /// The most a chord of a curve turns from the next when flattening for a stroke of half
  /// width `offset` (infinite for a fill, `offset` 0).
  static func maximumTurn(tolerance: Double, offset: Double) -> Double {
    offset > 0 ? (8 * tolerance / offset).squareRoot() : Double.infinity
  }

  mutating func add(_ element: PathElement, into out: inout FlattenedPath) {
    switch element {
    case .move(let p):
      open = false
      current = p
      start = p
      curveEnd = nil
      curveStart = nil
    case .line(let p):
      ensureOpen(&out)
      if let p0 = current { out.noteTangents(start: p - p0, end: p - p0) }
      out.append(p)
      current = p
      curveEnd = nil
    case .quadCurve(let p, let c):
      guard let p0 = current else { return }
      ensureOpen(&out)
      let startTangent = Flattener.firstNonZero(c - p0, p - p0)
      let endTangent = Flattener.firstNonZero(p - c, p - p0)
      out.noteTangents(start: startTangent, end: endTangent)
      let second = p0 - c * 2 + p
      let n = chordCount(deviation: second.length / 4, p0, c, p, nil)
      // In powers of t (Horner's rule): B = p0 + t·(2·d + t·second) for d = c − p0;
      // B'' = 2·second everywhere; B' ∝ d + t·second.
      let d = c - p0
      let twice = d * 2
      let scale = -2 / (12 * Double(n) * Double(n))
      func shift(_ t: Double) -> Point {
        Flattener.balancingShift(second: second, tangent: d + second * t, scale)
      }
      if balanced { joinCurve(shift: shift(0), tangent: startTangent, &out) }
      let step = 1 / Double(n)
      out.append(count: n) { i in
        guard i < n else { return p }
        let t = Double(i) * step
        let q = p0 + (twice + second * t) * t
        return balanced ? q + shift(t) : q
      }
      if balanced { endCurve(shift: shift(1), tangent: endTangent, out) }
      current = p
    case .curve(let p, let c1, let c2):
      guard let p0 = current else { return }
      ensureOpen(&out)
      let startTangent = Flattener.firstNonZero(c1 - p0, Flattener.firstNonZero(c2 - p0, p - p0))
      let endTangent = Flattener.firstNonZero(p - c2, Flattener.firstNonZero(p - c1, p - p0))
      out.noteTangents(start: startTangent, end: endTangent)
      let a = p0 - c1 * 2 + c2
      let b = c1 - c2 * 2 + p
      let n = chordCount(deviation: max(a.length, b.length) * 0.75, p0, c1, c2, p)
      // In powers of t (Horner's rule), with d = c1 − p0 and e = b − a:
      // B = p0 + t·(3·d + t·(3·a + t·e)), B'' = 6·(a + t·e), B' ∝ d + t·(2·a + t·e),
      // the last two sharing t·e.
      let d = c1 - p0
      let e = b - a
      let (d3, a2, a3) = (d * 3, a * 2, a * 3)
      let scale = -6 / (12 * Double(n) * Double(n))
      @inline(__always) func shift(_ t: Double, _ te: Point) -> Point {
        Flattener.balancingShift(second: a + te, tangent: d + (a2 + te) * t, scale)
      }
      if balanced { joinCurve(shift: shift(0, .zero), tangent: startTangent, &out) }
      let step = 1 / Double(n)
      out.append(count: n) { i in
        guard i < n else { return p }
        let t = Double(i) * step
        let te = e * t
        let q = p0 + (d3 + (a3 + te) * t) * t
        return balanced ? q + shift(t, te) : q
      }
      if balanced { endCurve(shift: shift(1, e), tangent: endTangent, out) }
      current = p
    case .close:
      if open {
        out.subpaths[out.subpaths.count - 1].isClosed = true
        if balanced { closeCurves(&out) }
      }
      open = false
      current = start
      curveEnd = nil
      curveStart = nil
    }
  }

  /// The shift that balances the chords at a point of a curve: `scale` times the part of
  /// the second derivative `second` across the direction `tangent` (zero where the
  /// direction is not known), found from their cross product.
  @inline(__always)
  private static func balancingShift(second: Point, tangent: Point, _ scale: Double) -> Point {
    // A tangent of no length (or one too short or too long to square) gives a NaN or an
    // infinite shift, which the one check below turns into none.
    let k = Point.cross(tangent, second) * scale / Point.dot(tangent, tangent)
    let shift = Point(x: -tangent.y * k, y: tangent.x * k)
    return shift.isFinite ? shift : .zero
  }

  /// Whether a curve leaving in direction `b` goes on smoothly from one arriving in
  /// direction `a` (they differ by under 3°).
  private static func isSmooth(_ a: Point, _ b: Point) -> Bool {
    let cross = Point.cross(a, b)
    return Point.dot(a, b) > 0 && cross * cross <= 0.0025 * Point.dot(a, a) * Point.dot(b, b)
  }

  /// Before a curve's points: moves the point it leaves from when a curve arrived there
  /// and it goes on smoothly, else remembers it as the subpath's first curve point.
  private mutating func joinCurve(shift: Point, tangent: Point, _ out: inout FlattenedPath) {
    let here = out.points.count - 1
    if let end = curveEnd, end.index == here {
      if Flattener.isSmooth(end.tangent, tangent) {
        out.points[here] = out.points[here] + (end.shift + shift) * 0.5
      }
    } else if here == out.subpaths[out.subpaths.count - 1].start {
      curveStart = CurveEnd(index: here, shift: shift, tangent: tangent)
    }
  }

  /// After a curve's points: remembers its end point.
  private mutating func endCurve(shift: Point, tangent: Point, _ out: FlattenedPath) {
    curveEnd = CurveEnd(index: out.points.count - 1, shift: shift, tangent: tangent)
  }

  /// On closing a subpath whose last curve ends where its first curve began, smoothly:
  /// moves that point (held twice, first and last) by the mean of both curves' shifts.
  private func closeCurves(_ out: inout FlattenedPath) {
    guard let end = curveEnd, let first = curveStart, end.index != first.index,
      Point.distance(out.points[end.index], out.points[first.index]) <= tolerance * 1e-3,
      Flattener.isSmooth(end.tangent, first.tangent)
    else { return }
    let shift = (end.shift + first.shift) * 0.5
    out.points[end.index] = out.points[end.index] + shift
    out.points[first.index] = out.points[first.index] + shift
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
  /// (the turn bounded by the angles between the control polygon's legs); when balanced,
  /// so that the two sagittas add up to the tolerance at most.
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
      let turns = turn / maxTurn
      if balanced {
        // The chords of a stroke's outer side sag by the centre's sagitta and the half
        // width's (`offset·turn²/8`, under the tolerance per `maxTurn`): both together
        // within the tolerance, for the balancing to keep that side within it too.
        n = max(n, (deviation / tolerance + turns * turns).squareRoot().rounded(.up))
      } else {
        n = max(n, turns.rounded(.up))
      }
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
    let all = subpaths
    let kept: [Subpath]? = points.withUnsafeBufferPointer { p in
      func isSpeck(_ sub: Subpath) -> Bool {
        sub.count > 1
          && FlattenedPath.fitsInSpeck(.init(rebasing: p[sub.start..<(sub.start + sub.count)]))
      }
      // Most outlines have none: their subpaths are left as they are, not copied.
      guard let first = all.firstIndex(where: isSpeck) else { return nil }
      return all[..<first] + all[(first + 1)...].filter { !isSpeck($0) }
    }
    if let kept { subpaths = kept }
  }

  /// Whether `points` all fit in a `speckSize` square, stopping at the first that does not.
  private static func fitsInSpeck(_ points: UnsafeBufferPointer<Point>) -> Bool {
    guard let first = points.first else { return true }
    var box = Box(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
    for p in points {
      guard p.isFinite else { return false }
      box.minX = Swift.min(box.minX, p.x)
      box.minY = Swift.min(box.minY, p.y)
      box.maxX = Swift.max(box.maxX, p.x)
      box.maxY = Swift.max(box.maxY, p.y)
      guard box.width <= FlattenedPath.speckSize && box.height <= FlattenedPath.speckSize else {
        return false
      }
    }
    return true
  }
}
