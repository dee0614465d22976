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

  /// The most points in one round join or cap.
  static let maximumArcPoints = 1024

  init(style: StrokeStyle, tolerance: Double) {
    halfWidth = style.effectiveWidth * 0.5
    cap = style.cap
    join = style.join
    miterLimit = style.miterLimit >= 1 ? style.miterLimit : 1
    // A chord of angle θ on radius r sags r·(1 − cos(θ/2)) ≈ r·θ²/8 ≤ tolerance.
    let step = (8 * tolerance / max(halfWidth, 1e-300)).squareRoot()
    arcStep = max(step, DeterministicMath.twoPi / Double(Stroker.maximumArcPoints))
    epsilon = tolerance * 1e-3
  }

  /// The outline of every subpath of `path`, as closed polygons in the same space.
  func outline(of path: FlattenedPath) -> FlattenedPath {
    var out = FlattenedPath()
    guard halfWidth > 0 else { return out }
    var vertices: [Point] = []
    for sub in path.subpaths {
      vertices.removeAll(keepingCapacity: true)
      for i in sub.start..<(sub.start + sub.count) {
        let p = path.points[i]
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
        addClosed(vertices, into: &out)
      } else if vertices.count > 1 {
        addOpen(vertices, tangents: (sub.startTangent, sub.endTangent), into: &out)
      }
    }
    return out
  }

  private func addDot(at p: Point, into out: inout FlattenedPath) {
    switch cap {
    case .butt: return
    case .round:
      out.beginSubpath(at: Point(x: p.x + halfWidth, y: p.y))
      appendArc(center: p, from: Point(x: halfWidth, y: 0), sweep: DeterministicMath.twoPi, &out)
    case .square:
      let h = halfWidth
      out.beginSubpath(at: Point(x: p.x - h, y: p.y - h))
      out.append(Point(x: p.x + h, y: p.y - h))
      out.append(Point(x: p.x + h, y: p.y + h))
      out.append(Point(x: p.x - h, y: p.y + h))
    }
    out.subpaths[out.subpaths.count - 1].isClosed = true
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
  /// when `closed`), each computed once for both sides.
  private static func segments(_ v: [Point], closed: Bool) -> [Segment] {
    let n = v.count
    return (0..<(closed ? n : n - 1)).map { i in
      Segment(from: v[i], to: v[i + 1 == n ? 0 : i + 1])
    }
  }

  private func addOpen(
    _ v: [Point], tangents: (Point?, Point?), into out: inout FlattenedPath
  ) {
    let n = v.count
    let s = Stroker.segments(v, closed: false)
    let dFirst = tangents.0.map { Stroker.direction(.zero, $0) } ?? Stroker.direction(v[0], v[1])
    let dLast =
      tangents.1.map { Stroker.direction(.zero, $0) } ?? Stroker.direction(v[n - 2], v[n - 1])
    let nFirst = Stroker.normal(dFirst) * halfWidth
    let nLast = Stroker.normal(dLast) * halfWidth
    out.beginSubpath(at: v[0] + nFirst)
    for i in 1..<(n - 1) { appendJoin(at: v[i], s[i - 1], s[i], side: 1, &out) }
    out.append(v[n - 1] + nLast)
    appendCap(at: v[n - 1], offset: nLast, direction: dLast, &out)
    var right = FlattenedPath()
    right.beginSubpath(at: v[0] - nFirst)
    for i in 1..<(n - 1) { appendJoin(at: v[i], s[i - 1], s[i], side: -1, &right) }
    right.append(v[n - 1] - nLast)
    for p in right.points.reversed().dropFirst() { out.append(p) }
    appendCap(at: v[0], offset: -nFirst, direction: -dFirst, &out)
    out.subpaths[out.subpaths.count - 1].isClosed = true
  }

  private func addClosed(_ v: [Point], into out: inout FlattenedPath) {
    let n = v.count
    let s = Stroker.segments(v, closed: true)
    for side in [1.0, -1.0] {
      var loop = FlattenedPath()
      for i in 0..<n {
        // Segment i − 1 arrives at vertex i, segment i leaves it.
        let arriving = s[i == 0 ? n - 1 : i - 1]
        if i == 0 {
          loop.beginSubpath(at: v[0] + Stroker.normal(arriving.direction) * (halfWidth * side))
        }
        appendJoin(at: v[i], arriving, s[i], side: side, &loop)
      }
      // The loop began at vertex 0's first offset point, which the join there repeats or
      // (a tip, an inner meeting point) lies on the line to.
      let joined = loop.points.dropFirst()
      guard let first = side > 0 ? joined.first : joined.last else { continue }
      out.beginSubpath(at: first)
      if side > 0 {
        for p in joined.dropFirst() { out.append(p) }
      } else {
        for p in joined.dropLast().reversed() { out.append(p) }
      }
      out.subpaths[out.subpaths.count - 1].isClosed = true
    }
  }

  static func direction(_ a: Point, _ b: Point) -> Point {
    let d = b - a
    let len = d.length
    return len > 0 ? d * (1 / len) : Point(x: 1, y: 0)
  }

  /// The unit normal to the left of direction `d` (rotated by +90° from x towards y).
  static func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }
}
