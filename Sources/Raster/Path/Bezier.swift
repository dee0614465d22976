/// Evaluation and subdivision of Bézier segments (de Casteljau).
enum Bezier {
  /// The cubic at parameter `t`.
  @inline(__always)
  static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double)
    -> Point
  {
    let mt = 1 - t
    let a = mt * mt * mt
    let b = 3 * mt * mt * t
    let c = 3 * mt * t * t
    let d = t * t * t
    return Point(
      x: p0.x * a + p1.x * b + p2.x * c + p3.x * d, y: p0.y * a + p1.y * b + p2.y * c + p3.y * d)
  }

  /// The part of a cubic between parameters `t0` and `t1` (`0 ≤ t0 ≤ t1 ≤ 1`).
  static func cubicPart(_ p: (Point, Point, Point, Point), from t0: Double, to t1: Double)
    -> (Point, Point, Point, Point)
  {
    var q = p
    if t1 < 1 { q = splitCubic(q, at: t1).0 }
    if t0 > 0 { q = splitCubic(q, at: t1 > 0 ? t0 / t1 : 0).1 }
    return q
  }

  static func splitCubic(_ p: (Point, Point, Point, Point), at t: Double)
    -> ((Point, Point, Point, Point), (Point, Point, Point, Point))
  {
    let ab = Point.lerp(p.0, p.1, t)
    let bc = Point.lerp(p.1, p.2, t)
    let cd = Point.lerp(p.2, p.3, t)
    let abc = Point.lerp(ab, bc, t)
    let bcd = Point.lerp(bc, cd, t)
    let mid = Point.lerp(abc, bcd, t)
    return ((p.0, ab, abc, mid), (mid, bcd, cd, p.3))
  }

  /// The part of a quadratic between parameters `t0` and `t1`.
  static func quadPart(_ p: (Point, Point, Point), from t0: Double, to t1: Double)
    -> (Point, Point, Point)
  {
    var q = p
    if t1 < 1 { q = splitQuad(q, at: t1).0 }
    if t0 > 0 { q = splitQuad(q, at: t1 > 0 ? t0 / t1 : 0).1 }
    return q
  }

  static func splitQuad(_ p: (Point, Point, Point), at t: Double)
    -> ((Point, Point, Point), (Point, Point, Point))
  {
    let ab = Point.lerp(p.0, p.1, t)
    let bc = Point.lerp(p.1, p.2, t)
    let mid = Point.lerp(ab, bc, t)
    return ((p.0, ab, mid), (mid, bc, p.2))
  }
}
