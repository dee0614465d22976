extension FlattenedPath {
  /// Whether the closed polygon through `points` is an angular band about `c` (a point
  /// outside it): seen from `c`, the polygon turns one way round `c` from its smallest
  /// angle to its largest and back the other way (an edge along a line through `c`, not
  /// across it, turns neither way), over less than a full turn, and one of the two ways
  /// stays farther from `c` than the other. The polygon is then the region between those
  /// two ways, ray by ray from `c`, and does not cross itself: its winding number is 0 or
  /// ±1. The outline of a stroked arc is one (about a point near the arc's centre), round
  /// or butt ends and all, though neither star-shaped nor convex. A point at `c`, a
  /// non-finite coordinate, or a step of either way turning a quarter turn or more past
  /// the other's next point makes it not a band (conservatively).
  ///
  /// The ways are merged by angle, and each point strictly between the smallest and the
  /// largest angle is compared with the other way's edge on the same ray from `c`: between
  /// two such rays each way is one straight edge, and two edges ordered alike on both rays
  /// of a wedge narrower than a half turn do not cross.
  static func isAngularBand(_ points: UnsafeBufferPointer<Point>, about c: Point) -> Bool {
    let n = points.count
    guard n >= 4 else { return false }
    // The first edge turning left round `c` after one turning right (`low`: the smallest
    // angle is at its start), and the first turning right after one turning left (`high`).
    var low = -1
    var high = -1
    var previous = 0.0
    var last = Point(x: points[n - 1].x - c.x, y: points[n - 1].y - c.y)
    // The turn of the last edge that turns, for the first edges' comparison.
    var k = n - 1
    var here = last
    while previous == 0 && k > 0 {
      let before = Point(x: points[k - 1].x - c.x, y: points[k - 1].y - c.y)
      previous = before.x * here.y - before.y * here.x
      here = before
      k -= 1
    }
    for i in 0..<n {
      let p = Point(x: points[i].x - c.x, y: points[i].y - c.y)
      // The edge from the point before (`last`) to this one.
      let t = last.x * p.y - last.y * p.x
      if t == 0 {
        // Along a line through `c`, not across `c` (nor from it); a non-finite
        // coordinate lands here too.
        guard last.x * p.x + last.y * p.y > 0 else { return false }
      } else {
        guard t.isFinite else { return false }
        if (t > 0) != (previous > 0) {
          let start = i == 0 ? n - 1 : i - 1
          if t > 0 {
            guard low < 0 else { return false }
            low = start
          } else {
            guard high < 0 else { return false }
            high = start
          }
        }
        previous = t
      }
      last = p
    }
    guard low >= 0, high >= 0 else { return false }
    @inline(__always)
    func at(_ i: Int) -> Point { Point(x: points[i].x - c.x, y: points[i].y - c.y) }
    let base = at(low)
    // Walk the left-turning way forward from `low` and the other backward, both meeting
    // the angles in increasing order; `a`, `b` are their points so far, `na`, `nb` the
    // next ones.
    var ia = low
    var ib = low
    var a = base
    var b = base
    var ia1 = ia == n - 1 ? 0 : ia + 1
    var ib1 = ib == 0 ? n - 1 : ib - 1
    var na = at(ia1)
    var nb = at(ib1)
    // Which way is farther from `c`: 0 until the first comparison, then +1 (forward) or
    // −1 (backward).
    var farther = 0
    while ia != high || ib != high {
      // Take the next point that comes first round `c` (`na` first when `nb` lies left of
      // it), the other way at its end waiting; points a quarter turn or more apart are
      // not compared.
      let takeA: Bool
      if ia == high {
        takeA = false
      } else if ib == high {
        takeA = true
      } else {
        guard na.x * nb.x + na.y * nb.y > 0 else { return false }
        takeA = na.x * nb.y - na.y * nb.x >= 0
      }
      // The point taken (`w`), the other way's edge there (`e0` to `e1`).
      let w: Point
      let e0: Point
      let e1: Point
      if takeA {
        // More than a full turn would cross the ray through the smallest angle again.
        guard !(base.x * a.y - base.y * a.x < 0 && base.x * na.y - base.y * na.x >= 0) else {
          return false
        }
        ia = ia1
        a = na
        ia1 = ia == n - 1 ? 0 : ia + 1
        na = at(ia1)
        w = a
        e0 = b
        e1 = nb
        if ia == high { continue }
      } else {
        guard !(base.x * b.y - base.y * b.x < 0 && base.x * nb.y - base.y * nb.x >= 0) else {
          return false
        }
        ib = ib1
        b = nb
        ib1 = ib == 0 ? n - 1 : ib - 1
        nb = at(ib1)
        w = b
        e0 = a
        e1 = na
        if ib == high { continue }
      }
      // On the ray through `w`, is `w` farther from `c` than the edge (+1), nearer (−1)?
      // Farther than both ends is farther (the edge lies in the disc they bound), nearer
      // than the edge's line is nearer; else the edge is met on the ray, at
      // e0 + t·(e1 − e0), t = −c0 / (c1 − c0), and compared without dividing.
      let w2 = w.x * w.x + w.y * w.y
      let ex = e1.x - e0.x
      let ey = e1.y - e0.y
      var side: Int
      if w2 > Swift.max(e0.x * e0.x + e0.y * e0.y, e1.x * e1.x + e1.y * e1.y) {
        side = 1
      } else {
        let reach = e0.x * e1.y - e0.y * e1.x
        if w2 * (ex * ex + ey * ey) < reach * reach {
          side = -1
        } else {
          let c0 = w.x * e0.y - w.y * e0.x
          let den = (w.x * e1.y - w.y * e1.x) - c0
          guard den != 0 else { return false }
          let scaled = (e0.x * w.x + e0.y * w.y - w2) * den - c0 * (ex * w.x + ey * w.y)
          let beyond = den > 0 ? scaled : -scaled
          guard beyond != 0 else { return false }
          side = beyond > 0 ? -1 : 1
        }
      }
      if !takeA { side = -side }
      if farther == 0 {
        farther = side
      } else if side != farther {
        return false
      }
    }
    return farther != 0
  }
}
