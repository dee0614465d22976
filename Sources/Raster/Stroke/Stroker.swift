/// Turns polylines into the outline of their stroke: closed polygons that, filled with
/// the nonzero rule, cover exactly the stroked area.
///
/// Each open subpath becomes one polygon: the left offset line forward, the end cap, the
/// right offset line backward and the start cap. A closed subpath becomes two loops (left
/// forward, right backward), so the nonzero rule fills the ring between them. At a vertex
/// the outer side gets the join; the inner side goes through the intersection of the two
/// offset lines when it lies on both segments, else through the vertex itself (the loop
/// this makes lies inside the stroke). Consecutive points closer than `epsilon` are
/// merged; a subpath that collapses to one point draws a cap-shaped dot (nothing for butt).
struct Stroker {
  let halfWidth: Double
  let cap: LineCap
  let join: LineJoin
  let miterLimit: Double
  /// Largest angle between two points of a round join or cap.
  let arcStep: Double
  let epsilon: Double
  /// Joins turning by less than the angle whose cosine this is are balanced (see
  /// `appendJoin`); above 1 (the default), none are.
  let balancedCosine: Double

  /// The most points in one round join or cap.
  static let maximumArcPoints = 1024

  /// A stroker for `style`, whose round joins and caps keep within `tolerance`. With
  /// `balancedTurn`, the polylines are a balanced flattening (`FlattenedPath`) whose
  /// chords turn by at most that angle where they follow a curve.
  init(style: StrokeStyle, tolerance: Double, balancedTurn: Double? = nil) {
    halfWidth = style.effectiveWidth * 0.5
    cap = style.cap
    join = style.join
    miterLimit = style.miterLimit >= 1 ? style.miterLimit : 1
    // A chord of angle θ on radius r sags r·(1 − cos(θ/2)) ≈ r·θ²/8 ≤ tolerance.
    let step = (8 * tolerance / max(halfWidth, 1e-300)).squareRoot()
    arcStep = max(step, DeterministicMath.twoPi / Double(Stroker.maximumArcPoints))
    epsilon = tolerance * 1e-3
    balancedCosine = balancedTurn.map { DeterministicMath.sinCos(min($0, 0.5)).cos } ?? 2
  }

  /// The outline of every subpath of `path`, as closed polygons in the same space.
  func outline(of path: FlattenedPath) -> FlattenedPath {
    var out = FlattenedPath()
    guard halfWidth > 0 else { return out }
    // A closed subpath's two loops hold about one point per vertex each (more at round
    // joins); an open one's single loop as many, plus its caps.
    out.points.reserveCapacity(2 * path.points.count + 16)
    var vertices: [Point] = []
    vertices.reserveCapacity(path.points.count)
    var scratch = Scratch()
    scratch.segments.reserveCapacity(path.points.count)
    scratch.side.reserveCapacity(2 * path.points.count + 16)
    path.points.withUnsafeBufferPointer { points in
      for sub in path.subpaths {
        vertices.removeAll(keepingCapacity: true)
        for p in points[sub.start..<(sub.start + sub.count)] {
          if let last = vertices.last, Point.distance(last, p) <= epsilon { continue }
          vertices.append(p)
        }
        if sub.isClosed, vertices.count > 1, let first = vertices.first,
          let last = vertices.last, Point.distance(first, last) <= epsilon
        {
          vertices.removeLast()
        }
        if vertices.count == 1 {
          addDot(at: vertices[0], into: &out)
        } else if sub.isClosed && vertices.count > 2 {
          addClosed(vertices, scratch: &scratch, into: &out)
        } else if vertices.count > 1 {
          addOpen(
            vertices, tangents: (sub.startTangent, sub.endTangent), scratch: &scratch, into: &out)
        }
      }
    }
    return out
  }

  /// Buffers reused from one subpath to the next.
  private struct Scratch {
    var segments: [Segment] = []
    /// Where a loop is assembled; taken empty (and unshared, so appends do not copy) and
    /// given back after.
    var side: [Point] = []

    mutating func takeSide() -> [Point] {
      var taken: [Point] = []
      swap(&taken, &side)
      taken.removeAll(keepingCapacity: true)
      return taken
    }
  }

  private func addDot(at p: Point, into out: inout FlattenedPath) {
    var points: [Point] = []
    switch cap {
    case .butt: return
    case .round:
      points.append(Point(x: p.x + halfWidth, y: p.y))
      appendArc(center: p, from: Point(x: halfWidth, y: 0), sweep: DeterministicMath.twoPi, &points)
    case .square:
      let h = halfWidth
      points.append(Point(x: p.x - h, y: p.y - h))
      points.append(Point(x: p.x + h, y: p.y - h))
      points.append(Point(x: p.x + h, y: p.y + h))
      points.append(Point(x: p.x - h, y: p.y + h))
    }
    out.appendClosedSubpath(points[...])
  }

  /// A segment between consecutive vertices: its unit direction (`direction`) and length.
  struct Segment {
    let direction: Point
    let length: Double

    init(from a: Point, to b: Point) {
      let d = b - a
      length = d.length
      direction = length > 0 ? d * (1 / length) : Point(x: 1, y: 0)
    }
  }

  /// The segments from each vertex of `v` to the next (and from the last to the first
  /// when `closed`), each computed once for both sides, into `segments`.
  private static func segments(_ v: [Point], closed: Bool, into segments: inout [Segment]) {
    let n = v.count
    segments.removeAll(keepingCapacity: true)
    for i in 0..<(closed ? n : n - 1) {
      segments.append(Segment(from: v[i], to: v[i + 1 == n ? 0 : i + 1]))
    }
  }

  private func addOpen(
    _ v: [Point], tangents: (Point?, Point?), scratch: inout Scratch,
    into out: inout FlattenedPath
  ) {
    let n = v.count
    Stroker.segments(v, closed: false, into: &scratch.segments)
    let s = scratch.segments
    let dFirst = tangents.0.map { Stroker.direction(.zero, $0) } ?? Stroker.direction(v[0], v[1])
    let dLast =
      tangents.1.map { Stroker.direction(.zero, $0) } ?? Stroker.direction(v[n - 2], v[n - 1])
    let nFirst = Stroker.normal(dFirst) * halfWidth
    let nLast = Stroker.normal(dLast) * halfWidth
    var loop = scratch.takeSide()
    loop.append(v[0] + nFirst)
    for i in 1..<(n - 1) { appendJoin(at: v[i], s[i - 1], s[i], side: 1, &loop) }
    loop.append(v[n - 1] + nLast)
    appendCap(at: v[n - 1], offset: nLast, direction: dLast, &loop)
    // The right side, walked backwards after the end cap.
    let rightStart = loop.count
    loop.append(v[0] - nFirst)
    for i in 1..<(n - 1) { appendJoin(at: v[i], s[i - 1], s[i], side: -1, &loop) }
    loop.append(v[n - 1] - nLast)
    loop[rightStart...].reverse()
    // The cap ended at `v[n − 1] − nLast`, where the reversed right side begins.
    loop.remove(at: rightStart)
    appendCap(at: v[0], offset: -nFirst, direction: -dFirst, &loop)
    out.appendClosedSubpath(loop[...])
    scratch.side = loop
  }

  private func addClosed(_ v: [Point], scratch: inout Scratch, into out: inout FlattenedPath) {
    let n = v.count
    Stroker.segments(v, closed: true, into: &scratch.segments)
    let s = scratch.segments
    var loop = scratch.takeSide()
    for side in [1.0, -1.0] {
      loop.removeAll(keepingCapacity: true)
      loop.append(v[0] + Stroker.normal(s[n - 1].direction) * (halfWidth * side))
      for i in 0..<n {
        // Segment i − 1 arrives at vertex i, segment i leaves it.
        appendJoin(at: v[i], s[i == 0 ? n - 1 : i - 1], s[i], side: side, &loop)
      }
      // The loop began at vertex 0's first offset point, which the join there repeats or
      // (a tip, an inner meeting point) lies on the line to.
      guard loop.count > 1 else { continue }
      if side > 0 {
        out.appendClosedSubpath(loop[1...])
      } else {
        out.appendClosedSubpath(loop[1...].reversed()[...])
      }
    }
    scratch.side = loop
  }

  static func direction(_ a: Point, _ b: Point) -> Point {
    let d = b - a
    let len = d.length
    return len > 0 ? d * (1 / len) : Point(x: 1, y: 0)
  }

  /// The unit normal to the left of direction `d` (rotated by +90° from x towards y).
  static func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }
}
