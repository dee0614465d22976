/// Outlines the solid stroke of a path that runs smoothly along straight lines and
/// circular arcs (an oval, a rounded rectangle, a progress arc, a pie slice drawn as a
/// stroke as wide as its diameter), as curves rather than polygons.
///
/// Offsetting a circular arc by the half width `d` gives the arc of the same centre with
/// radius `r ± d`, and the cubic Bézier that approximates an arc (the form
/// `Path.addArcSegments` writes: end tangents of length `4/3·tan(θ/4)·r`) scaled about its
/// centre is the same approximation of the scaled arc. So where every curve of a subpath
/// is such an arc of at most π/4 whose radius is at least the half width, and each piece
/// goes on in the direction the one before left off (no joins), the stroke's outline is
/// the pieces offset to either side and joined by the caps, with no polygon to offset and
/// no join to build: that outline is flattened once, in device space, like a fill. Where
/// the half width is an arc's radius, the inner side is the arc's centre. Filled with the
/// nonzero rule the outline covers exactly the stroked area: while `d` stays within every
/// arc's radius, the map from a point of the path and a distance across it to the plane
/// keeps its orientation, so each stroked point has a positive winding and no other point
/// does.
///
/// Anything else (quadratic curves, other cubics, corners, arcs narrower than the half
/// width, zero-length subpaths) is left to `Stroker`.
struct ArcStroker {
  let halfWidth: Double
  let cap: LineCap
  /// Lines shorter than this are dropped as the stroker merges points this close.
  let epsilon: Double

  /// Largest sweep of one arc piece (`Path.addArcSegments` cuts arcs at π/4, where the
  /// cubic strays from the circle by under 5·10⁻⁶ of the radius).
  static let maximumSweepCosine = halfSquareRoot - 1e-12
  /// How far end tangents may differ in direction between pieces that join without a
  /// corner, as the sine of the angle between them.
  static let smoothness = 1e-9
  /// How far a cubic's end radii and tangent lengths may differ from an arc's, relatively.
  static let arcTolerance = 1e-9
  /// `4/3·tan(π/16)`: the tangent length, in radii, of a cubic approximating a π/4 arc.
  static let eighthTurnArm = 4.0 / 3.0 * DeterministicMath.tan(DeterministicMath.pi / 16)
  /// `√½`, the cosine of π/4.
  static let halfSquareRoot = 0.707_106_781_186_547_5

  /// The outline of `path`'s stroke as closed curves in the path's space, or `nil` when a
  /// subpath is not made of smooth lines and arcs (see the type's description).
  func outline(of path: Path) -> Path? {
    guard halfWidth > 0, halfWidth.isFinite else { return nil }
    var walk = Walk(stroker: self)
    // Room for a shape's pieces and outline (each side of each piece, a round cap's four
    // eighth turns at each end, the moves and closes of two loops), not for a long
    // polyline's: its first corner ends the walk.
    let elements = Swift.min(path.elements.count, 128)
    walk.pieces.reserveCapacity(elements &+ 1)
    walk.out.reserveCapacity(2 &* elements &+ 16)
    for element in path.elements {
      switch element {
      case .move(let p):
        if walk.open && !walk.finish(closed: false) { return nil }
        walk.start = p
        walk.current = p
        walk.open = true
      case .line(let p):
        guard let a = walk.current else { return nil }
        walk.begin(at: a)
        if Point.distance(a, p) > epsilon && !walk.add(.line(a, p)) { return nil }
        walk.current = p
      case .curve(let p, let c1, let c2):
        guard let a = walk.current, let arc = Arc(a, c1, c2, p),
          arc.radius * (1 + ArcStroker.arcTolerance) >= halfWidth
        else {
          return nil
        }
        walk.begin(at: a)
        if !walk.add(.arc(arc)) { return nil }
        walk.current = p
      case .quadCurve:
        return nil
      case .close:
        if walk.open && !walk.finish(closed: true) { return nil }
        walk.current = walk.start
      }
    }
    if walk.open && !walk.finish(closed: false) { return nil }
    guard walk.outlined > 0 else { return nil }
    return walk.out
  }

  /// The state of `outline(of:)` going through a path's elements.
  private struct Walk {
    let stroker: ArcStroker
    var out = Path()
    /// The current subpath's pieces so far.
    var pieces: [Piece] = []
    var start: Point?
    var current: Point?
    /// Whether a subpath is open, and whether it has a line or curve (which, all of zero
    /// length, would draw a dot).
    var open = false
    var drawn = false
    /// How many subpaths have been outlined.
    var outlined = 0

    init(stroker: ArcStroker) { self.stroker = stroker }

    /// Notes a line or curve from `a`, which starts a subpath if none is open.
    mutating func begin(at a: Point) {
      if !open { (start, open) = (a, true) }
      drawn = true
    }

    /// Adds a piece, or returns false at a corner (before a polyline's pieces pile up).
    mutating func add(_ piece: Piece) -> Bool {
      if let before = pieces.last, !ArcStroker.isSmooth(before.endTangent, piece.startTangent) {
        return false
      }
      pieces.append(piece)
      return true
    }

    /// Outlines the open subpath (closing it first when `closed`); false when it cannot.
    mutating func finish(closed: Bool) -> Bool {
      defer {
        pieces.removeAll(keepingCapacity: true)
        open = false
        drawn = false
      }
      if closed, let s = start, let c = current, Point.distance(c, s) > stroker.epsilon,
        !add(.line(c, s))
      {
        return false
      }
      // A dot is left to the stroker (nothing for butt caps).
      guard !pieces.isEmpty else { return !drawn || stroker.cap == .butt }
      outlined &+= 1
      return stroker.addSubpath(pieces, closed: closed, into: &out)
    }
  }

  /// One piece of a subpath: a line or an arc.
  enum Piece {
    case line(Point, Point)
    case arc(Arc)

    var startTangent: Point {
      switch self {
      case .line(let a, let b): return b - a
      case .arc(let arc): return arc.c1 - arc.p0
      }
    }

    var endTangent: Point {
      switch self {
      case .line(let a, let b): return b - a
      case .arc(let arc): return arc.p3 - arc.c2
      }
    }
  }

  /// A cubic Bézier that approximates a circular arc of at most π/4 in the standard way.
  struct Arc {
    let p0, c1, c2, p3: Point
    let center: Point
    let radius: Double
    /// Whether the centre lies left of the direction of travel (`Stroker.normal`).
    let centerOnLeft: Bool

    /// The arc the cubic from `p0` to `p3` with controls `c1`, `c2` approximates, or `nil`
    /// when it is not such a cubic: its end normals meet at a centre equally far from both
    /// ends, its end tangents go the same way round it, the sweep is at most π/4, and both
    /// tangents have the length `4/3·tan(θ/4)·r`.
    init?(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point) {
      let t0 = c1 - p0
      let t1 = p3 - c2
      let turn = Point.cross(t0, t1)
      let l0 = t0.length
      let l1 = t1.length
      guard l0 > 0, l1 > 0, abs(turn) > 1e-6 * l0 * l1 else { return nil }
      // p0 + a·n0 = p3 + b·n1 for the normals n = (−t.y, t.x): crossing with n1 gives a.
      let n0 = Stroker.normal(t0)
      let a = Point.cross(p3 - p0, Stroker.normal(t1)) / turn
      let center = p0 + n0 * a
      let u = p0 - center
      let v = p3 - center
      let r0 = u.length
      let r1 = v.length
      guard r0.isFinite, r0 > 0, abs(r0 - r1) <= ArcStroker.arcTolerance * r0 else { return nil }
      let rr = r0 * r1
      let cosine = Point.dot(u, v) / rr
      let sine = Point.cross(u, v) / rr
      // Both tangents along the way round from p0 to p3.
      guard cosine >= ArcStroker.maximumSweepCosine, (sine > 0) == (turn > 0),
        (Point.cross(u, t0) > 0) == (turn > 0), (Point.cross(v, t1) > 0) == (turn > 0)
      else { return nil }
      // tan(θ/4) from the half-angle formula twice.
      let half = abs(sine) / (1 + cosine)
      let quarter = half / (1 + (1 + half * half).squareRoot())
      let arm = 4.0 / 3.0 * quarter * r0
      guard abs(l0 - arm) <= ArcStroker.arcTolerance * r0,
        abs(l1 - arm) <= ArcStroker.arcTolerance * r0
      else { return nil }
      self.p0 = p0
      self.c1 = c1
      self.c2 = c2
      self.p3 = p3
      self.center = center
      self.radius = r0
      centerOnLeft = a > 0
    }

    /// The arc's controls scaled about its centre by `factor`.
    func scaled(_ factor: Double) -> (p0: Point, c1: Point, c2: Point, p3: Point) {
      let c = center
      return (
        c + (p0 - c) * factor, c + (c1 - c) * factor, c + (c2 - c) * factor,
        c + (p3 - c) * factor
      )
    }
  }

  /// Adds the outline of one subpath's `pieces` (each going on smoothly from the one
  /// before): two loops when `closed` (the left offset forward, the right one backward),
  /// else one loop with the caps. Returns false when a closed subpath's first piece does
  /// not go on smoothly from its last.
  fileprivate func addSubpath(_ pieces: [Piece], closed: Bool, into out: inout Path) -> Bool {
    if closed,
      let last = pieces.last, !ArcStroker.isSmooth(last.endTangent, pieces[0].startTangent)
    {
      return false
    }
    let first = pieces[0]
    let last = pieces[pieces.count - 1]
    let startNormal = Stroker.normal(Stroker.direction(.zero, first.startTangent))
    let endDirection = Stroker.direction(.zero, last.endTangent)
    let startPoint: Point
    switch first {
    case .line(let a, _): startPoint = a
    case .arc(let arc): startPoint = arc.p0
    }
    out.move(to: startPoint + startNormal * halfWidth)
    for piece in pieces { addOffset(piece, side: 1, into: &out) }
    let endPoint: Point
    switch last {
    case .line(_, let b): endPoint = b
    case .arc(let arc): endPoint = arc.p3
    }
    let endNormal = Stroker.normal(endDirection)
    if closed {
      out.closeSubpath()
      out.move(to: endPoint - endNormal * halfWidth)
    } else {
      addCap(at: endPoint, direction: endDirection, into: &out)
    }
    for piece in pieces.reversed() { addOffset(piece, side: -1, into: &out) }
    if !closed {
      addCap(
        at: startPoint, direction: Stroker.direction(.zero, -first.startTangent), into: &out)
    }
    out.closeSubpath()
    return true
  }

  /// Adds `piece` offset by the half width to the left (`side` 1, forward) or to the right
  /// (−1, backward), from the current point.
  private func addOffset(_ piece: Piece, side: Double, into out: inout Path) {
    switch piece {
    case .line(let a, let b):
      let n = Stroker.normal(Stroker.direction(a, b)) * (halfWidth * side)
      out.addLine(to: side > 0 ? b + n : a + n)
    case .arc(let arc):
      let inward = arc.centerOnLeft == (side > 0)
      let offsetRadius = inward ? arc.radius - halfWidth : arc.radius + halfWidth
      guard offsetRadius > epsilon else {
        // As wide as the radius (but for rounding in the arc's radius, or the centres of
        // its pieces): this side is the centre, a pie slice's point, where the cap or the
        // piece before has come already. Points scattered there by rounding would turn
        // back and forth, and hide that the slice is star-shaped (`hasSimpleWinding`).
        if let c = out.currentPoint, Point.distance(c, arc.center) <= epsilon { return }
        out.addLine(to: arc.center)
        return
      }
      let q = arc.scaled(offsetRadius / arc.radius)
      if side > 0 {
        out.addCurve(to: q.p3, controlPoint1: q.c1, controlPoint2: q.c2)
      } else {
        out.addCurve(to: q.p0, controlPoint1: q.c2, controlPoint2: q.c1)
      }
    }
  }

  /// Adds the cap at `p`, where the path leaves in unit `direction`, from the left offset
  /// point (the current point) to the right one.
  private func addCap(at p: Point, direction u: Point, into out: inout Path) {
    let d = halfWidth
    let n = Stroker.normal(u)
    switch cap {
    case .butt:
      out.addLine(to: p - n * d)
    case .square:
      out.addLine(to: p + (n + u) * d)
      out.addLine(to: p + (u - n) * d)
      out.addLine(to: p - n * d)
    case .round:
      // Four eighth turns from n through u to −n, each a cubic from direction a to b; the
      // tangent at a direction x·n + y·u is x·u − y·n.
      let k = ArcStroker.eighthTurnArm * d
      func eighth(_ a: Point, _ b: Point) {
        let ta = u * Point.dot(a, n) - n * Point.dot(a, u)
        let tb = u * Point.dot(b, n) - n * Point.dot(b, u)
        out.addCurve(
          to: p + b * d, controlPoint1: p + a * d + ta * k, controlPoint2: p + b * d - tb * k)
      }
      let s = ArcStroker.halfSquareRoot
      let (nu, un) = ((n + u) * s, (u - n) * s)
      eighth(n, nu)
      eighth(nu, u)
      eighth(u, un)
      eighth(un, -n)
    }
  }

  /// Whether a piece leaving in direction `b` goes on from one arriving in direction `a`
  /// without a corner.
  static func isSmooth(_ a: Point, _ b: Point) -> Bool {
    let cross = Point.cross(a, b)
    return Point.dot(a, b) > 0 && abs(cross) <= smoothness * a.length * b.length
  }
}
