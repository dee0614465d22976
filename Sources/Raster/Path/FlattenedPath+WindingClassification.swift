extension FlattenedPath {
  /// Whether the path's winding number is 0 or ±1 everywhere, as far as three cheap tests
  /// tell: it is one polygon star-shaped about a mean of its points (`isStarShaped`: any
  /// convex polygon, a pie slice wider than a half disc), or one polygon that is an
  /// angular band about that point (`isAngularBand`: a progress arc's outline), or a ring:
  /// two convex polygons going round opposite ways, one inside the other (what stroking a
  /// closed rect, rounded rect or oval gives). The rasterizer then skips looking for
  /// pixels where the fill rule is not linear.
  var hasSimpleWinding: Bool {
    guard let (first, second) = oneOrTwoPolygons else { return false }
    return points.withUnsafeBufferPointer { p in
      let a = UnsafeBufferPointer(rebasing: p[first.start..<(first.start + first.count)])
      guard let second else {
        guard let c = FlattenedPath.sampledCentre(a) else { return false }
        return FlattenedPath.isStarShaped(a, about: c) || FlattenedPath.isAngularBand(a, about: c)
      }
      let b = UnsafeBufferPointer(rebasing: p[second.start..<(second.start + second.count)])
      return FlattenedPath.isConcentricRing(a, b) || FlattenedPath.isRing(a, b)
    }
  }

  /// Whether the path is a single polygon (one subpath of two points or more, closed or
  /// not: filling closes it) that is convex: every turn goes the same way and the
  /// direction goes round once. Its winding number is then 0 or ±1 everywhere.
  ///
  /// Repeated points are ignored; a turn straight back, a non-finite coordinate or a
  /// polygon without area make it not convex.
  var isConvexPolygon: Bool {
    guard let (polygon, second) = oneOrTwoPolygons, second == nil else { return false }
    let range = polygon.start..<(polygon.start + polygon.count)
    return points.withUnsafeBufferPointer {
      FlattenedPath.convexTurn(.init(rebasing: $0[range])) != 0
    }
  }

  /// The subpaths of two points or more (the polygons filling draws), when there are one
  /// or two of them.
  private var oneOrTwoPolygons: (Subpath, Subpath?)? {
    var first: Subpath?
    var second: Subpath?
    for sub in subpaths where sub.count > 1 {
      if first == nil {
        first = sub
      } else if second == nil {
        second = sub
      } else {
        return nil
      }
    }
    return first.map { ($0, second) }
  }

  /// Whether the closed polygons `a` and `b` go round a common point once each, opposite
  /// ways, each star-shaped about it (`starTurn`), and one lies nearer to it than every
  /// edge of the other (what stroking a circle gives, convex or not once flattened):
  /// inside the nearer one their windings cancel, between them the winding is ±1.
  ///
  /// The nearer one lies in the disc about the point that no edge of the other reaches,
  /// and that disc lies inside the other (which goes round its centre). The point is the
  /// `sampledCentre` of `a`; costs one pass round each polygon for the radii and one for
  /// the turns, about half what `isRing` costs.
  static func isConcentricRing(_ a: UnsafeBufferPointer<Point>, _ b: UnsafeBufferPointer<Point>)
    -> Bool
  {
    guard let c = sampledCentre(a) else { return false }
    let reachA = farthest(a, from: c)
    let reachB = farthest(b, from: c)
    let (inner, outer, reach) = reachA < reachB ? (a, b, reachA) : (b, a, reachB)
    guard reach.isFinite, clears(outer, from: c, radiusSquared: reach) else { return false }
    let turn = starTurn(outer, about: c)
    return turn != 0 && starTurn(inner, about: c) == -turn
  }

  /// The largest squared distance from `c` to a point of `points`.
  private static func farthest(_ points: UnsafeBufferPointer<Point>, from c: Point) -> Double {
    var most = 0.0
    for p in points {
      let dx = p.x - c.x
      let dy = p.y - c.y
      // NaN stays out of `max` but not of the sum: a non-finite point gives NaN.
      let d = dx * dx + dy * dy
      guard d.isFinite else { return .nan }
      most = Swift.max(most, d)
    }
    return most
  }

  /// Whether every edge of the closed polygon through `points` lies further than
  /// `√radiusSquared` from `c`: first its line's distance, |(a − c) × (b − c)| / |b − a|,
  /// compared squared; where the line comes nearer, the nearest point of the edge itself
  /// (an edge a rounding error long, where a closed outline's last point misses its
  /// first, points anywhere, its line perhaps through `c`).
  private static func clears(
    _ points: UnsafeBufferPointer<Point>, from c: Point, radiusSquared: Double
  ) -> Bool {
    guard var a = points.last else { return false }
    for b in points {
      defer { a = b }
      let ex = b.x - a.x
      let ey = b.y - a.y
      let length = ex * ex + ey * ey
      let cross = (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x)
      if !(cross * cross > radiusSquared * length) {
        // A repeated point is no edge.
        if ex == 0 && ey == 0 { continue }
        let t = Swift.min(Swift.max(((c.x - a.x) * ex + (c.y - a.y) * ey) / length, 0), 1)
        let dx = a.x + ex * t - c.x
        let dy = a.y + ey * t - c.y
        guard dx * dx + dy * dy > radiusSquared else { return false }
      }
    }
    return true
  }

  /// Whether the closed polygons `a` and `b` are convex, go round opposite ways, and one
  /// holds the other: inside the inner one their windings cancel, between them the
  /// winding is the outer one's ±1.
  static func isRing(_ a: UnsafeBufferPointer<Point>, _ b: UnsafeBufferPointer<Point>) -> Bool {
    let turnA = convexTurn(a)
    let turnB = convexTurn(b)
    guard turnA != 0, turnB == -turnA else { return false }
    let boxA = bounds(a)
    let boxB = bounds(b)
    if boxA.holds(boxB) { return holds(a, turn: turnA, b) }
    if boxB.holds(boxA) { return holds(b, turn: turnB, a) }
    return false
  }

  /// Whether every point of the convex polygon `inner`, which goes round the other way,
  /// lies inside or on the convex polygon `outer`, which turns `turn` (+1 left, −1 right).
  ///
  /// For each edge of `outer` the point of `inner` furthest out is found by walking `inner`
  /// on from the one found for the edge before (both go round the same way when `inner` is
  /// walked backwards), so the whole test takes one pass round each.
  private static func holds(
    _ outer: UnsafeBufferPointer<Point>, turn: Int, _ inner: UnsafeBufferPointer<Point>
  ) -> Bool {
    let n = inner.count
    let sign = Double(turn)
    // How far `v` lies outside the edge from `p` along `e` (negative inside).
    func outside(_ v: Point, _ p: Point, _ e: Point) -> Double {
      -sign * (e.x * (v.y - p.y) - e.y * (v.x - p.x))
    }
    // `inner` walked backwards.
    func point(_ k: Int) -> Point { inner[n - 1 - k] }
    var j = -1
    var steps = 0
    var a = outer[outer.count - 1]
    for b in outer {
      defer { a = b }
      let e = Point(x: b.x - a.x, y: b.y - a.y)
      if e.x == 0 && e.y == 0 { continue }
      if j < 0 {
        j = 0
        for k in 1..<n where outside(point(k), a, e) > outside(point(j), a, e) { j = k }
      }
      var next = j == n - 1 ? 0 : j + 1
      while outside(point(next), a, e) >= outside(point(j), a, e) {
        j = next
        next = j == n - 1 ? 0 : j + 1
        steps += 1
        // More than twice round: the points are all alike (no area); give up.
        if steps > 2 * n { return false }
      }
      if outside(point(j), a, e) > 0 { return false }
    }
    return j >= 0
  }

  /// The smallest box holding some points.
  struct Box {
    var minX, minY, maxX, maxY: Double

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    func holds(_ other: Box) -> Bool {
      minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
    }
  }

  /// The smallest box holding `points`.
  static func bounds(_ points: UnsafeBufferPointer<Point>) -> Box {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for p in points {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    return Box(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }

  /// For a convex closed polygon through `points`, the way it turns: +1 left (towards
  /// positive cross products), −1 right; 0 when it is not convex (see `isConvexPolygon`).
  static func convexTurn(_ points: UnsafeBufferPointer<Point>) -> Int {
    let n = points.count
    guard n >= 3 else { return 0 }
    var turns = TurnTally()
    // The first and the latest edge of non-zero length, and the sign changes of their
    // components along the way round.
    var first = Point(x: 0, y: 0)
    var previous = Point(x: 0, y: 0)
    var edges = 0
    var xChanges = 0
    var yChanges = 0
    var xSign = 0
    var ySign = 0
    var firstXSign = 0
    var firstYSign = 0
    var a = points[n - 1]
    guard a.isFinite else { return 0 }
    // Edge i ends at point i, the closing edge first.
    for i in 0..<n {
      let b = points[i]
      guard b.isFinite else { return 0 }
      let edge = Point(x: b.x - a.x, y: b.y - a.y)
      a = b
      if edge.x == 0 && edge.y == 0 { continue }
      if edges > 0 {
        guard turns.add(from: previous, to: edge) else { return 0 }
      } else {
        first = edge
      }
      edges &+= 1
      if edge.x != 0 {
        let sign = edge.x > 0 ? 1 : -1
        if firstXSign == 0 { firstXSign = sign } else if sign != xSign { xChanges &+= 1 }
        xSign = sign
      }
      if edge.y != 0 {
        let sign = edge.y > 0 ? 1 : -1
        if firstYSign == 0 { firstYSign = sign } else if sign != ySign { yChanges &+= 1 }
        ySign = sign
      }
      if xChanges > 2 || yChanges > 2 { return 0 }
      previous = edge
    }
    // The turn from the last edge back into the first.
    if edges > 0 {
      guard turns.add(from: previous, to: first) else { return 0 }
    }
    // Going round once, each component changes sign twice (counting the way back to the
    // first edge); twice round, four times.
    if xSign != firstXSign { xChanges &+= 1 }
    if ySign != firstYSign { yChanges &+= 1 }
    guard edges >= 3, xChanges <= 2, yChanges <= 2 else { return 0 }
    return turns.left ? 1 : (turns.right ? -1 : 0)
  }

  /// Points whose mean `isStarShaped` looks from, at most (evenly spaced along the polygon).
  static let starCentreSamples = 16

  /// The mean of up to `starCentreSamples` of `points`, evenly spaced along them; `nil`
  /// for fewer than three points or a non-finite mean.
  static func sampledCentre(_ points: UnsafeBufferPointer<Point>) -> Point? {
    let n = points.count
    guard n >= 3 else { return nil }
    let samples = Swift.min(n, FlattenedPath.starCentreSamples)
    var sx = 0.0
    var sy = 0.0
    for k in 0..<samples {
      let p = points[k * n / samples]
      sx += p.x
      sy += p.y
    }
    let c = Point(x: sx / Double(samples), y: sy / Double(samples))
    return c.isFinite ? c : nil
  }

  /// Whether the closed polygon through `points` is star-shaped about `c` (for
  /// `hasSimpleWinding`, its `sampledCentre`: inside any convex polygon; inside a pie slice
  /// wider than a half disc, towards the middle of its arc): seen from `c`, every edge
  /// turns the same way round it, or none (an edge along a line through `c`, not across
  /// it), and the polygon goes round `c` once (its edges cross a ray from `c` once,
  /// counted with their direction). Each ray from `c` then meets the outline once, so the
  /// polygon does not cross itself and its winding number is 0 or ±1. A non-finite
  /// coordinate makes it not star-shaped.
  static func isStarShaped(_ points: UnsafeBufferPointer<Point>, about c: Point) -> Bool {
    starTurn(points, about: c) != 0
  }

  /// For a closed polygon star-shaped about `c` (see `isStarShaped`), the way it goes
  /// round: +1 towards +y from the ray towards +x (left turns, positive cross products),
  /// −1 the other way; 0 when it is not star-shaped about `c`.
  static func starTurn(_ points: UnsafeBufferPointer<Point>, about c: Point) -> Int {
    let n = points.count
    guard n >= 3 else { return 0 }
    var left = false
    var right = false
    // Crossings of the ray from `c` towards +x, +1 going towards +y, −1 the other way.
    var crossings = 0
    var a = Point(x: points[n - 1].x - c.x, y: points[n - 1].y - c.y)
    for p in points {
      let b = Point(x: p.x - c.x, y: p.y - c.y)
      defer { a = b }
      let cross = a.x * b.y - a.y * b.x
      if cross > 0 {
        left = true
      } else if cross < 0 {
        right = true
      } else if !(a.x * b.x + a.y * b.y > 0) {
        // Through `c`, or not finite: the rays from `c` do not meet it once.
        return 0
      }
      if left && right { return 0 }
      // Half-open in y, so that an edge ending on the ray and the next one starting there
      // count once between them.
      if (a.y < 0) != (b.y < 0) {
        // Where the edge meets y = 0, on the side of `c` its turn says (`cross` and the
        // direction in y have the same sign exactly when that is +x).
        if (cross > 0) == (b.y > a.y) { crossings += b.y > a.y ? 1 : -1 }
      }
    }
    return abs(crossings) == 1 ? crossings : 0
  }

  /// The ways a polygon has turned so far.
  private struct TurnTally {
    var left = false
    var right = false

    /// Notes the turn from edge `a` into edge `b`; false when the polygon cannot be
    /// convex: it has turned both ways, or turns straight back.
    @inline(__always)
    mutating func add(from a: Point, to b: Point) -> Bool {
      let cross = a.x * b.y - a.y * b.x
      if cross > 0 {
        left = true
      } else if cross < 0 {
        right = true
      } else if a.x * b.x + a.y * b.y < 0 {
        return false
      }
      return !(left && right)
    }
  }
}
