/// The boundary of the region a fill rule fills, for a few polygons that cross themselves
/// or each other (a pentagram, a bow tie, two overlapping outlines).
///
/// Every edge is cut where another crosses it. On either side of a piece the winding
/// number is constant along it; the piece is kept where the rule's value (1 inside, 0
/// outside) differs between its sides, turned where needed so that crossing it changes
/// the winding of the pieces kept by that difference, and dropped where the value is the
/// same on both sides (the sides of a pentagram's centre under the nonzero rule). The
/// winding number of the pieces kept is then the rule's value itself, 0 or 1 everywhere,
/// over which every fill rule is linear: the rasterizer's exact area coverage of them is
/// the exact coverage of the fill, with no pixel to refine.
///
/// Only polygons in general position are resolved. A vertex or an edge passing within
/// `tolerance` of another edge (touching, overlapping, three edges through one point), a
/// vertex shared by edges that do not follow each other, more than `maximumEdges` edges
/// or `maximumCrossings` crossings, or a coordinate beyond `coordinateLimit` give up, and
/// the rasterizer then finds and refines the pixels where the rule is not linear itself.
enum FillBoundary {
  /// The most edges resolved: the work grows with their square.
  static let maximumEdges = 32
  /// The most crossings resolved.
  static let maximumCrossings = 64
  /// The distance (device pixels) under which points and edges count as touching; far
  /// below the rasterizer's 1/1024 pixel, far above the rounding of the arithmetic.
  static let tolerance = 1e-7
  /// The largest coordinate resolved, which keeps that arithmetic's rounding small.
  static let coordinateLimit = 1e6

  /// An edge of a polygon: from `a` to `b`, followed in its polygon by edge `next`.
  private struct Edge {
    var a: Point
    var b: Point
    var next: Int
  }

  /// A point where two edges cross, on edge `edge` at fraction `t` of its length.
  private struct Crossing {
    var edge: Int
    var t: Double
    var point: Point
  }

  /// Calls `body` with each piece of the boundary of what `rule` fills inside the
  /// polygons of `flat` (every subpath of two points or more, closed), directed as
  /// described above; horizontal pieces are left out (they add no winding). Returns
  /// false, having called nothing, where the polygons are not resolved.
  static func resolve(
    _ flat: FlattenedPath, rule: FillRule, _ body: (_ from: Point, _ to: Point) -> Void
  ) -> Bool {
    var edgeCount = 0
    for sub in flat.subpaths where sub.count > 1 { edgeCount &+= sub.count }
    guard edgeCount > 0, edgeCount <= maximumEdges else { return false }
    return withUnsafeTemporaryAllocation(of: Edge.self, capacity: maximumEdges) { edges in
      withUnsafeTemporaryAllocation(of: Crossing.self, capacity: 2 * maximumCrossings) {
        crossings in
        withUnsafeTemporaryAllocation(
          of: Point.self, capacity: 2 * (maximumEdges + 2 * maximumCrossings)
        ) { pieces in
          guard let count = collectEdges(flat, into: edges),
            let crossingCount = findCrossings(edges, count, into: crossings),
            let pieceCount = keptPieces(
              edges, count, crossings, crossingCount, rule: rule, into: pieces)
          else { return false }
          var i = 0
          while i < pieceCount {
            body(pieces[i], pieces[i &+ 1])
            i &+= 2
          }
          return true
        }
      }
    }
  }

  /// Copies the polygons' edges of non-zero length into `edges`, each linked to the one
  /// after it; `nil` for a coordinate that is not finite or beyond `coordinateLimit`, or
  /// a polygon with fewer than two edges.
  private static func collectEdges(
    _ flat: FlattenedPath, into edges: UnsafeMutableBufferPointer<Edge>
  ) -> Int? {
    var count = 0
    for sub in flat.subpaths where sub.count > 1 {
      let first = count
      for i in 0..<sub.count {
        let a = flat.points[sub.start + i]
        let b = flat.points[sub.start + (i + 1) % sub.count]
        guard abs(a.x) <= coordinateLimit, abs(a.y) <= coordinateLimit else { return nil }
        if a == b { continue }
        edges[count] = Edge(a: a, b: b, next: count + 1)
        count += 1
      }
      guard count - first >= 2 else { return nil }
      edges[count - 1].next = first
    }
    return count
  }

  /// The signed area of the parallelogram on `a → b` and `a → c`: positive when `c` lies
  /// to one side of the line through `a` and `b`, negative on the other, and `|a − b|`
  /// times `c`'s distance from that line.
  @inline(__always)
  private static func orientation(_ a: Point, _ b: Point, _ c: Point) -> Double {
    Point.cross(b - a, c - a)
  }

  /// Whether `c` lies within `tolerance` of the segment from `a` to `b`, whose
  /// `orientation` it has.
  private static func touches(_ a: Point, _ b: Point, _ c: Point, orientation o: Double) -> Bool {
    let d = b - a
    let length = d.length
    guard abs(o) <= tolerance * length else { return false }
    let along = Point.dot(c - a, d) / length
    return along >= -tolerance && along <= length + tolerance
  }

  /// Records in `crossings` every point where two edges cross (twice: once for each
  /// edge); `nil` where edges touch or overlap, or there are too many crossings.
  private static func findCrossings(
    _ edges: UnsafeMutableBufferPointer<Edge>, _ count: Int,
    into crossings: UnsafeMutableBufferPointer<Crossing>
  ) -> Int? {
    var found = 0
    for i in 0..<count {
      let e = edges[i]
      for j in (i + 1)..<count {
        let f = edges[j]
        // Boxes apart: nothing to find.
        if max(e.a.x, e.b.x) < min(f.a.x, f.b.x) || max(f.a.x, f.b.x) < min(e.a.x, e.b.x)
          || max(e.a.y, e.b.y) < min(f.a.y, f.b.y) || max(f.a.y, f.b.y) < min(e.a.y, e.b.y)
        {
          continue
        }
        let fFollows = e.b == f.a
        let eFollows = f.b == e.a
        if fFollows || eFollows || e.a == f.a || e.b == f.b {
          // A shared vertex: only edges that follow each other in a polygon may share
          // one, and they meet nowhere else unless one turns straight back onto the other.
          guard (fFollows && e.next == j) || (eFollows && f.next == i),
            !(fFollows && eFollows)
          else { return nil }
          let (p, q, r) = fFollows ? (e.a, e.b, f.b) : (f.a, f.b, e.b)
          if touches(p, q, r, orientation: orientation(p, q, r))
            || touches(q, r, p, orientation: orientation(q, r, p))
          {
            return nil
          }
          continue
        }
        let o1 = orientation(e.a, e.b, f.a)
        let o2 = orientation(e.a, e.b, f.b)
        let o3 = orientation(f.a, f.b, e.a)
        let o4 = orientation(f.a, f.b, e.b)
        if touches(e.a, e.b, f.a, orientation: o1) || touches(e.a, e.b, f.b, orientation: o2)
          || touches(f.a, f.b, e.a, orientation: o3) || touches(f.a, f.b, e.b, orientation: o4)
        {
          return nil
        }
        // Apart unless each edge's ends lie strictly on either side of the other's line.
        guard (o1 < 0) != (o2 < 0), (o3 < 0) != (o4 < 0) else { continue }
        guard found < 2 * maximumCrossings else { return nil }
        let t = o3 / (o3 - o4)
        let point = Point.lerp(e.a, e.b, t)
        crossings[found] = Crossing(edge: i, t: t, point: point)
        crossings[found + 1] = Crossing(edge: j, t: o1 / (o1 - o2), point: point)
        found += 2
      }
    }
    return found
  }

  /// Cuts every edge at its crossings and writes the pieces kept, as pairs of points, to
  /// `pieces`; returns how many points it wrote, or `nil` where two crossings or a
  /// piece's middle and another edge come within `tolerance`.
  private static func keptPieces(
    _ edges: UnsafeMutableBufferPointer<Edge>, _ count: Int,
    _ crossings: UnsafeMutableBufferPointer<Crossing>, _ crossingCount: Int,
    rule: FillRule, into pieces: UnsafeMutableBufferPointer<Point>
  ) -> Int? {
    // Each edge's crossings together, in order along it.
    var sorted = 1
    while sorted < crossingCount {
      let c = crossings[sorted]
      var k = sorted
      while k > 0
        && (crossings[k - 1].edge > c.edge
          || (crossings[k - 1].edge == c.edge && crossings[k - 1].t > c.t))
      {
        crossings[k] = crossings[k - 1]
        k -= 1
      }
      crossings[k] = c
      sorted += 1
    }
    var written = 0
    var next = 0
    for i in 0..<count {
      let edge = edges[i]
      let length = (edge.b - edge.a).length
      var from = edge.a
      var fromT = 0.0
      var last = false
      while !last {
        let to: Point
        let toT: Double
        if next < crossingCount && crossings[next].edge == i {
          to = crossings[next].point
          toT = crossings[next].t
          next += 1
        } else {
          to = edge.b
          toT = 1
          last = true
        }
        guard (toT - fromT) * length > tolerance else { return nil }
        if from.y != to.y {
          guard let change = ruleChange(across: from, to, of: i, edges, count, rule: rule)
          else { return nil }
          if change != 0 {
            pieces[written] = change > 0 ? from : to
            pieces[written + 1] = change > 0 ? to : from
            written += 2
          }
        }
        from = to
        fromT = toT
      }
    }
    return written
  }

  /// What becomes of the piece of edge `parent` from `from` to `to`: +1 where it is kept
  /// as it runs, −1 where it is turned round, 0 where it is dropped (the rule's value is
  /// the same on both sides); `nil` where its middle lies within `tolerance` of another
  /// edge.
  private static func ruleChange(
    across from: Point, _ to: Point, of parent: Int,
    _ edges: UnsafeMutableBufferPointer<Edge>, _ count: Int, rule: FillRule
  ) -> Int? {
    let middle = Point.lerp(from, to, 0.5)
    // The winding right of the middle: the edges crossing the ray from it to +x, each
    // counting +1 running down and −1 running up (upper end in, lower end out).
    var winding = 0
    for k in 0..<count where k != parent {
      let e = edges[k]
      let down = e.a.y < e.b.y
      let (top, bottom) = down ? (e.a, e.b) : (e.b, e.a)
      guard top.y <= middle.y, middle.y < bottom.y else { continue }
      let x = top.x + (bottom.x - top.x) * ((middle.y - top.y) / (bottom.y - top.y))
      guard abs(x - middle.x) > tolerance else { return nil }
      if x > middle.x { winding += down ? 1 : -1 }
    }
    let sign = edges[parent].a.y < edges[parent].b.y ? 1 : -1
    // Left of the middle the ray crosses the parent too.
    let change = value(winding + sign, rule) - value(winding, rule)
    return change * sign
  }

  /// The rule's value for a winding number: 1 inside, 0 outside.
  @inline(__always)
  private static func value(_ winding: Int, _ rule: FillRule) -> Int {
    switch rule {
    case .nonZero: winding != 0 ? 1 : 0
    case .evenOdd: winding & 1
    }
  }
}
