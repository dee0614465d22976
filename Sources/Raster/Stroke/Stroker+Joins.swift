extension Stroker {
  /// Appends the offset points on one side (`side` = 1 left, −1 right) at vertex `p`
  /// between the segments `arriving` and `leaving`, in path order.
  ///
  /// A join turning by less than the balanced turn (`balancedCosine`), where the segments
  /// are chords of a balanced flattening, gets one point on the bisector, two thirds of
  /// the way from the arc of the stroke's round join (at the half width) to the miter tip
  /// (at the half width over cos(turn/2)), on either side: each side's chords then run as
  /// far outside the offset curve as inside, as the middle ones do, where the miter tip
  /// would put them outside on the outer side and inside on the inner one by a third of
  /// the sagitta the half width adds. Off a curve, such a turn moves the outline by under
  /// a third of the flattening tolerance.
  @inline(__always)
  func appendJoin(
    at p: Point, _ arriving: Segment, _ leaving: Segment, side: Double,
    _ out: inout [Point]
  ) {
    let d1 = arriving.direction
    let d2 = leaving.direction
    let o1 = Stroker.normal(d1) * (halfWidth * side)
    let o2 = Stroker.normal(d2) * (halfWidth * side)
    let e1 = p + o1
    let s2 = p + o2
    let cross = Point.cross(d1, d2)
    let dot = Point.dot(d1, d2)
    if abs(cross) < 1e-12 && dot > 0 {
      out.append(e1)
      return
    }
    let balanced = dot >= balancedCosine
    // On the bisector (o1 + o2 has length 2·h·cos(turn/2)) at h·(1/3 + 2/(3·cos(turn/2))).
    func balancedPoint() -> Point {
      let halfCosine = ((1 + dot) * 0.5).squareRoot()
      return p + (o1 + o2) * ((halfCosine + 2) / (6 * halfCosine * halfCosine))
    }
    if cross * side > 0 {
      // Inner side: meet at the offset lines' intersection if it lies on both segments.
      let denom = cross
      let u = Point.cross(s2 - e1, d2) / denom
      let w = Point.cross(s2 - e1, d1) / denom
      if u <= 0 && -u <= arriving.length && w >= 0 && w <= leaving.length {
        out.append(balanced ? balancedPoint() : e1 + d1 * u)
      } else {
        out.append(e1)
        out.append(p)
        out.append(s2)
      }
      return
    }
    if balanced {
      out.append(balancedPoint())
      return
    }
    if join == .miter {
      // Miter length / width = 1 / sin(φ/2) with φ the angle between the segments, and
      // sin(φ/2) = cos(turn/2) = √((1 + cos turn) / 2). Past the limit it is a bevel.
      let cosHalf = ((1 + dot) * 0.5).squareRoot()
      if cosHalf * miterLimit >= 1 && abs(cross) > 1e-12 {
        // The tip lies on both offset lines, past `e1` on the first and before `s2` on
        // the second, so it alone stands for the three points: same outline, and a
        // flattened curve's outer side gets one point per vertex instead of three.
        let u = Point.cross(s2 - e1, d2) / cross
        out.append(e1 + d1 * u)
        return
      }
    }
    out.append(e1)
    if join == .round {
      let sweep = DeterministicMath.atan2(Point.cross(o1, o2), Point.dot(o1, o2))
      appendArcInterior(center: p, from: o1, sweep: sweep, &out)
    }
    out.append(s2)
  }

  /// Appends the cap at an end point, from `end + offset` (already appended) to
  /// `end − offset`, bulging along `direction`.
  func appendCap(at end: Point, offset: Point, direction: Point, _ out: inout [Point]) {
    switch cap {
    case .butt:
      break
    case .square:
      let ext = direction * halfWidth
      out.append(end + offset + ext)
      out.append(end - offset + ext)
    case .round:
      appendArcInterior(center: end, from: offset, sweep: -DeterministicMath.pi, &out)
    }
    out.append(end - offset)
  }

  /// Appends the points strictly inside an arc about `center` starting at `center + from`
  /// and turning by `sweep` radians (the end point is left to the caller).
  ///
  /// Each point is the one before turned by the step's angle (a rotation from one sine
  /// and cosine, rather than one per point): over the at most `maximumArcPoints` steps the
  /// rounding errors add up to some 10⁻¹³ of the radius.
  func appendArcInterior(center: Point, from: Point, sweep: Double, _ out: inout [Point]) {
    let steps = min(
      Stroker.maximumArcPoints, max(1, Int((abs(sweep) / arcStep).rounded(.up))))
    guard steps > 1 else { return }
    let (s, c) = DeterministicMath.sinCos(sweep / Double(steps))
    var offset = from
    for _ in 1..<steps {
      offset = Point(x: offset.x * c - offset.y * s, y: offset.x * s + offset.y * c)
      out.append(Point(x: center.x + offset.x, y: center.y + offset.y))
    }
  }

  /// Appends a whole arc (interior points and end point) to a subpath begun at its start.
  func appendArc(center: Point, from: Point, sweep: Double, _ out: inout [Point]) {
    appendArcInterior(center: center, from: from, sweep: sweep, &out)
  }
}
