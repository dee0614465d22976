/// Recognises two consecutive cubics that are equal pieces of one circular or elliptic arc
/// as `Path.addArcSegments` makes them (arms `4/3·tan(θ/4)` of the radius for a piece of
/// angle θ ≤ π/4), and gives the one cubic of the whole arc, as Core Graphics draws a
/// quarter turn. The test holds under any affine map, so it works in device space:
///
/// the affine map `M` taking the first piece's start, first control point and end to the
/// second piece's must be a rotation in some frame (its linear part `L` of determinant 1
/// and trace `2·cos θ`); its fixed point is the centre `C`, and `J = (L − cos θ)/sin θ`
/// the quarter turn of that frame. Both pieces' control points must then lie where the
/// arc's do: `p₀ + k·J(p₀ − C)`, `m − k·J(m − C)` and `p₃ − k·J(p₃ − C)`, within 10⁻⁷
/// of the pieces' size. The joined cubic keeps the outer arms' directions, lengthened by
/// `tan(θ/2) / tan(θ/4)`.
enum ArcMerging {
  /// How far, relative to the pieces' size, a control point may lie from where the arc's
  /// lies (rounding in building and mapping the path is some 10⁻¹⁵).
  static let tolerance = 1.0e-7

  /// The control points of the cubic drawing both pieces `p0 a1 a2 m` and `m b1 b2 p3`,
  /// or `nil` when they are not two equal pieces of one arc of at most a quarter turn.
  static func quarterTurn(
    _ p0: Point, _ a1: Point, _ a2: Point, _ m: Point, _ b1: Point, _ b2: Point, _ p3: Point
  ) -> (Point, Point)? {
    let u = a1 - p0
    let v = m - p0
    let size = u.length + v.length
    let basis = Point.cross(u, v)
    guard size > 0, size.isFinite, abs(basis) > 1e-6 * u.length * v.length else { return nil }
    // L maps u to b1 − m and v to p3 − m: L = [b1 − m, p3 − m]·[u, v]⁻¹.
    let (up, vp) = (b1 - m, p3 - m)
    let l11 = (up.x * v.y - vp.x * u.y) / basis
    let l12 = (vp.x * u.x - up.x * v.x) / basis
    let l21 = (up.y * v.y - vp.y * u.y) / basis
    let l22 = (vp.y * u.x - up.y * v.x) / basis
    let cosine = (l11 + l22) / 2
    guard abs(l11 * l22 - l12 * l21 - 1) <= 1e-6, cosine < 1,
      cosine >= (0.5.squareRoot() - 1e-9)
    else { return nil }
    let sine = (1 - cosine * cosine).squareRoot()
    guard sine > 1e-3 else { return nil }
    // The centre: C = L(C − p0) + m, so (I − L)·C = m − L·p0.
    let rhs = Point(x: m.x - l11 * p0.x - l12 * p0.y, y: m.y - l21 * p0.x - l22 * p0.y)
    let (a, b, c, d) = (1 - l11, -l12, -l21, 1 - l22)
    let det = a * d - b * c
    guard det > 0 else { return nil }
    let centre = Point(x: (d * rhs.x - b * rhs.y) / det, y: (a * rhs.y - c * rhs.x) / det)
    func quarter(_ w: Point) -> Point {
      Point(
        x: ((l11 - cosine) * w.x + l12 * w.y) / sine, y: (l21 * w.x + (l22 - cosine) * w.y) / sine)
    }
    let quarterPi = DeterministicMath.pi / 4
    var angle = DeterministicMath.atan2(sine, cosine)
    if abs(angle - quarterPi) <= 1e-6 { angle = quarterPi }
    let k = 4.0 / 3.0 * DeterministicMath.tan(angle / 4)
    let limit = tolerance * size
    guard Point.distance(a1, p0 + quarter(p0 - centre) * k) <= limit,
      Point.distance(a2, m - quarter(m - centre) * k) <= limit,
      Point.distance(b2, p3 - quarter(p3 - centre) * k) <= limit
    else { return nil }
    let lengthening = DeterministicMath.tan(angle / 2) / DeterministicMath.tan(angle / 4)
    return (p0 + u * lengthening, p3 + (b2 - p3) * lengthening)
  }
}
