/// One corner rounded with a continuous ("smooth") curve, the shape iOS gives
/// `UIBezierPath(roundedRect:...)` and a layer with `cornerCurve = .continuous`, in a local
/// frame: the corner at the origin, the edge the outline arrives on along +x, the edge it
/// leaves on along +y, the shape where both are positive.
///
/// The curve is a cubic that leaves the first edge with no curvature (its first three control
/// points lie on the edge), a circular arc about a centre on the corner's diagonal, and the
/// mirror image of the cubic; the joins are tangent-continuous. Its constants were fitted to
/// pictures iOS drew itself (Texture's `testPrecompositedCornerRounding` references, radius
/// 15 pt at 2x, drawn with `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`;
/// mean edge difference 2.8 of 255): the curve leaves each edge 1.528 radii from the corner
/// but hugs it at first (it stays within 0.01 radii of the edge back to 1.05 radii from the
/// corner, so those pictures first differ from a straight edge about 1.43 radii out), and
/// the arc, 0.9076 radii across about a centre 0.9414 radii in from both edges, spans the
/// middle 50° of the turn. At the diagonal the curve lies 0.300 radii in from each edge, a
/// circular corner 0.293, and it lies inside the circular corner everywhere. The pictures
/// fit an extent of 1.50 to 1.54 radii about equally; 1.528 agrees with where UIKit's users
/// see its rounded rectangle turn into a capsule (a 48 pt tall one with radius 16 does, a
/// 49 pt one does not), if that happens where two corners' curves would meet (see
/// `BezierPath.roundedRectPath`).
///
/// When the curve does not fit (`limit` below 1.528 radii), it eases towards the circular
/// corner of the same radius, which it becomes when `limit` equals the radius: Core
/// Animation's continuous corners change shape without a jump as the radius grows. No
/// picture from iOS calibrates this easing.
public struct ContinuousCorner: Hashable, Sendable {
  /// How far from the corner, in radii, the curve leaves each edge.
  public static let extentPerRadius = 1.528
  /// The arc's centre, in radii from each edge.
  static let arcCentrePerRadius = 0.9414
  /// The arc's radius, in radii.
  static let arcRadiusPerRadius = 0.9076
  /// The part of the quarter turn at each end that the cubics take instead of the arc (20°).
  static let arcTrim = DeterministicMath.pi / 9
  /// Where the cubic's second control point lies between its third and the edge point, as a
  /// fraction of that distance (fitted with the rest).
  static let handleFraction = 0.495

  /// Where the curve leaves each edge, from the corner.
  public let extent: Double
  /// The cubic's inner control points and its end on the arc (its start is `(extent, 0)`).
  public let control1: Point
  public let control2: Point
  public let arcStart: Point
  /// The arc's centre (`(arcCentre, arcCentre)`) and radius.
  public let arcCentre: Double
  public let arcRadius: Double
  /// The angle the cubic takes from each end of the quarter turn; 0 for a circular corner.
  public let trim: Double

  /// The corner of `radius` whose curve reaches at most `limit` along each edge (half the
  /// shorter side of the rectangle, so that neighbouring corners never overlap).
  /// - Parameters:
  ///   - radius: the corner radius; non-positive or non-finite gives `nil` (a sharp corner).
  ///   - limit: how far the curve may reach along each edge; it is taken as at least
  ///     `radius`.
  public init?(radius: Double, limit: Double = .infinity) {
    guard radius.isFinite, radius > 0 else { return nil }
    let full = ContinuousCorner.extentPerRadius * radius
    let room = min(max(limit.isNaN ? radius : limit, radius), full)
    // 0 where the full curve fits, 1 where only the circular corner does.
    let t = full > room ? (full - room) / (full - radius) : 0
    let ease = 1 - (1 - t) * (1 - t)
    extent = room
    arcCentre = radius * (Self.arcCentrePerRadius + ease * (1 - Self.arcCentrePerRadius))
    arcRadius = radius * (Self.arcRadiusPerRadius + ease * (1 - Self.arcRadiusPerRadius))
    trim = Self.arcTrim * (1 - t)
    let (s, c) = DeterministicMath.sinCos(trim)
    arcStart = Point(x: arcCentre - arcRadius * s, y: arcCentre - arcRadius * c)
    guard s > 0 else {
      control1 = arcStart
      control2 = arcStart
      return
    }
    // The arc's tangent at its start meets the edge here; the cubic arrives along it.
    let meet = min(arcStart.x + arcStart.y / s * c, extent)
    control2 = Point(x: meet, y: 0)
    control1 = Point(x: meet + Self.handleFraction * (extent - meet), y: 0)
  }
}
