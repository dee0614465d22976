extension Path {
  /// Adds a closed rectangle whose corners are ``ContinuousCorner`` curves, clockwise on
  /// screen, starting where the top-left corner's curve leaves the top edge. Radii are
  /// clamped as `CornerRadii.clamped(toFit:)` describes; a radius of 0 leaves its corner
  /// sharp. Each curve may reach half the shorter side along its edges and eases towards a
  /// circular corner where it would reach further, as Core Animation's continuous corners do.
  public mutating func addContinuousRoundedRect(_ rect: Rect, cornerRadii: CornerRadii) {
    guard rect.isFinite else { return }
    let r = rect.standardized
    let radii = cornerRadii.clamped(toFit: r.size)
    let limit = min(r.width, r.height) / 2
    let pi = DeterministicMath.pi
    // Each corner, the direction of the edge arriving at it, of the edge leaving it, and the
    // angle where its quarter turn starts.
    let corners: [(point: Point, radius: Double, inward: Point, onward: Point, angle: Double)] = [
      (Point(x: r.maxX, y: r.minY), radii.topRight, Point(x: 1, y: 0), Point(x: 0, y: 1), -pi / 2),
      (Point(x: r.maxX, y: r.maxY), radii.bottomRight, Point(x: 0, y: 1), Point(x: -1, y: 0), 0),
      (
        Point(x: r.minX, y: r.maxY), radii.bottomLeft, Point(x: -1, y: 0), Point(x: 0, y: -1),
        pi / 2
      ),
      (Point(x: r.minX, y: r.minY), radii.topLeft, Point(x: 0, y: -1), Point(x: 1, y: 0), pi),
    ]
    let first = ContinuousCorner(radius: radii.topLeft, limit: limit)?.extent ?? 0
    move(to: Point(x: r.minX + first, y: r.minY))
    for corner in corners {
      guard let curve = ContinuousCorner(radius: corner.radius, limit: limit) else {
        addLine(to: corner.point)
        continue
      }
      // Local (x, y): x back along the incoming edge, y along the outgoing one.
      let place = { (p: Point) in
        Point(
          x: corner.point.x - p.x * corner.inward.x + p.y * corner.onward.x,
          y: corner.point.y - p.x * corner.inward.y + p.y * corner.onward.y)
      }
      addContinuousCorner(curve, place: place, startAngle: corner.angle + curve.trim)
    }
    closeSubpath()
  }

  /// Adds one corner: a line to where it leaves the incoming edge, the first cubic, the arc
  /// and the mirrored cubic, ending on the outgoing edge.
  private mutating func addContinuousCorner(
    _ curve: ContinuousCorner, place: (Point) -> Point, startAngle: Double
  ) {
    func mirrored(_ p: Point) -> Point { Point(x: p.y, y: p.x) }
    addLine(to: place(Point(x: curve.extent, y: 0)))
    let centre = place(Point(x: curve.arcCentre, y: curve.arcCentre))
    if curve.trim > 0 {
      // The cubic ends exactly where the arc will start (`curve.arcStart` give or take a
      // rounding), so that no sliver of a line joins them and the four corners flatten to
      // mirror images.
      let (s, c) = DeterministicMath.sinCos(startAngle)
      addCurve(
        to: Point(x: centre.x + curve.arcRadius * c, y: centre.y + curve.arcRadius * s),
        controlPoint1: place(curve.control1), controlPoint2: place(curve.control2))
    }
    let sweep = DeterministicMath.pi / 2 - 2 * curve.trim
    addArcSegments(
      center: centre, rx: curve.arcRadius, ry: curve.arcRadius, start: startAngle, sweep: sweep)
    if curve.trim > 0 {
      addCurve(
        to: place(Point(x: 0, y: curve.extent)),
        controlPoint1: place(mirrored(curve.control2)),
        controlPoint2: place(mirrored(curve.control1)))
    }
  }

  /// A path holding one rectangle with continuous corners.
  public init(continuousRoundedRect rect: Rect, cornerRadii: CornerRadii) {
    self.init()
    addContinuousRoundedRect(rect, cornerRadii: cornerRadii)
  }
}
