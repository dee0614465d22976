/// How a path is stroked: width, caps, joins and dashes, in user-space units.
///
/// Bad values are not errors: a width that is NaN, infinite or not positive strokes
/// nothing; widths above `maximumWidth` are clamped to it. A miter limit below 1 or NaN
/// acts as 1 (always bevel). A dash pattern with a negative or non-finite entry, or whose
/// entries are all zero, is ignored (the stroke is solid); an odd-length pattern is used
/// twice, as in Core Graphics. A pattern that would cut the path into more than
/// `maximumDashCount` dashes is ignored too. The phase is an offset into the pattern
/// (non-finite phases act as 0) and the pattern restarts at every subpath.
public struct StrokeStyle: Hashable, Sendable {
  /// The largest width used; larger widths are clamped.
  public static let maximumWidth = 1.0e6
  /// The most dashes one stroke may produce before its pattern is ignored.
  public static let maximumDashCount = 1 << 20

  public var width: Double
  public var cap: LineCap
  public var join: LineJoin
  public var miterLimit: Double
  public var dashPattern: [Double]
  public var dashPhase: Double

  public init(
    width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
    dashPattern: [Double] = [], dashPhase: Double = 0
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
  }

  /// The width actually used: 0 when nothing is stroked, else clamped to `maximumWidth`.
  var effectiveWidth: Double {
    guard width.isFinite, width > 0 else { return width == .infinity ? Self.maximumWidth : 0 }
    return min(width, Self.maximumWidth)
  }

  /// How far the outline of a path reaches from its points, in half widths, at most: a
  /// miter join up to the miter limit (where the path has joins), a square cap's corner
  /// √2, anything else 1 (infinite for an infinite miter limit).
  func reachFactor(joins: Bool) -> Double {
    var factor = cap == .square ? 2.0.squareRoot() : 1
    if joins && join == .miter && miterLimit > factor { factor = miterLimit }
    return factor
  }

  /// The pattern actually used (even length), or `nil` for a solid stroke.
  var effectiveDashPattern: [Double]? {
    guard !dashPattern.isEmpty else { return nil }
    var sum = 0.0
    for d in dashPattern {
      guard d.isFinite, d >= 0 else { return nil }
      sum += d
    }
    guard sum > 0, sum.isFinite else { return nil }
    return dashPattern.count % 2 == 0 ? dashPattern : dashPattern + dashPattern
  }
}
