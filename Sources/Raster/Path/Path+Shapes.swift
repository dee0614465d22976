extension Path {
  /// Adds a circular arc with UIKit's meaning, in a y-down space.
  ///
  /// Angle 0 points along +x; `clockwise == true` sweeps towards increasing angles (which
  /// is clockwise on a y-down screen). When `|endAngle − startAngle| ≥ 2π` the arc is a
  /// full circle; otherwise the sweep is the difference reduced into one turn in the given
  /// direction. If there is a current point, a line joins it to the arc's start; otherwise
  /// the arc starts a subpath. The arc is made of cubic Béziers of at most π/4 each
  /// (radial error below 5·10⁻⁶ of the radius). A radius of 0 adds a line to the centre;
  /// a negative or non-finite radius, centre or angle adds nothing.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite,
      endAngle.isFinite
    else { return }
    if radius == 0 { return currentPoint == nil ? move(to: center) : addLine(to: center) }
    let sweep = Path.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
    addArcSegments(center: center, rx: radius, ry: radius, start: startAngle, sweep: sweep)
  }

  /// The signed sweep of a UIKit arc: in `[0, 2π]` when clockwise, `[−2π, 0]` otherwise.
  static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
    let twoPi = DeterministicMath.twoPi
    let delta = end - start
    if abs(delta) >= twoPi { return clockwise ? twoPi : -twoPi }
    if clockwise { return delta < 0 ? delta + twoPi : delta }
    return delta > 0 ? delta - twoPi : delta
  }

  /// Adds an elliptical arc as cubic segments of at most π/4, joined to the current point.
  mutating func addArcSegments(center: Point, rx: Double, ry: Double, start: Double, sweep: Double)
  {
    let quarterPi = DeterministicMath.pi / 4
    let count = max(1, Int((abs(sweep) / quarterPi).rounded(.up)))
    let step = sweep / Double(count)
    // Control-arm length of a cubic approximating a circular arc of angle θ: 4/3·tan(θ/4).
    let k = 4.0 / 3.0 * DeterministicMath.tan(step / 4)
    var (s0, c0) = DeterministicMath.sinCos(start)
    let first = Point(x: center.x + rx * c0, y: center.y + ry * s0)
    if currentPoint == nil {
      move(to: first)
    } else if currentPoint != first {
      addLine(to: first)
    }
    for i in 1...count {
      let angle = i == count ? start + sweep : start + step * Double(i)
      let (s1, c1) = DeterministicMath.sinCos(angle)
      let p0 = Point(x: center.x + rx * c0, y: center.y + ry * s0)
      let p3 = Point(x: center.x + rx * c1, y: center.y + ry * s1)
      let cp1 = Point(x: p0.x - k * rx * s0, y: p0.y + k * ry * c0)
      let cp2 = Point(x: p3.x + k * rx * s1, y: p3.y - k * ry * c1)
      addCurve(to: p3, controlPoint1: cp1, controlPoint2: cp2)
      (s0, c0) = (s1, c1)
    }
  }

  /// Adds a closed rectangle, clockwise on screen from its top-left corner.
  public mutating func addRect(_ rect: Rect) {
    guard rect.isFinite else { return }
    let r = rect.standardized
    move(to: Point(x: r.minX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.minY))
    addLine(to: Point(x: r.maxX, y: r.maxY))
    addLine(to: Point(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds a closed rectangle with circular corners, clockwise on screen, starting after the
  /// top-left corner. Radii are clamped as `CornerRadii.clamped(toFit:)` describes.
  public mutating func addRoundedRect(_ rect: Rect, cornerRadii: CornerRadii) {
    guard rect.isFinite else { return }
    let r = rect.standardized
    let radii = cornerRadii.clamped(toFit: r.size)
    let pi = DeterministicMath.pi
    move(to: Point(x: r.minX + radii.topLeft, y: r.minY))
    addLine(to: Point(x: r.maxX - radii.topRight, y: r.minY))
    addCorner(
      Point(x: r.maxX - radii.topRight, y: r.minY + radii.topRight), radii.topRight, -pi / 2)
    addLine(to: Point(x: r.maxX, y: r.maxY - radii.bottomRight))
    addCorner(
      Point(x: r.maxX - radii.bottomRight, y: r.maxY - radii.bottomRight), radii.bottomRight, 0)
    addLine(to: Point(x: r.minX + radii.bottomLeft, y: r.maxY))
    addCorner(
      Point(x: r.minX + radii.bottomLeft, y: r.maxY - radii.bottomLeft), radii.bottomLeft, pi / 2)
    addLine(to: Point(x: r.minX, y: r.minY + radii.topLeft))
    addCorner(Point(x: r.minX + radii.topLeft, y: r.minY + radii.topLeft), radii.topLeft, pi)
    closeSubpath()
  }

  /// Adds a rounded rectangle with the same radius at every corner.
  public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
    addRoundedRect(rect, cornerRadii: CornerRadii(all: cornerRadius))
  }

  private mutating func addCorner(_ center: Point, _ radius: Double, _ start: Double) {
    guard radius > 0 else { return }
    addArcSegments(
      center: center, rx: radius, ry: radius, start: start, sweep: DeterministicMath.pi / 2)
  }

  /// Adds a closed ellipse inscribed in `rect`, starting at its rightmost point and going
  /// clockwise on screen (increasing angle).
  public mutating func addEllipse(in rect: Rect) {
    guard rect.isFinite, !rect.isEmpty else { return }
    let r = rect.standardized
    let center = Point(x: r.midX, y: r.midY)
    let saved = currentPoint
    if saved != nil { move(to: Point(x: r.maxX, y: center.y)) }
    addArcSegments(
      center: center, rx: r.width * 0.5, ry: r.height * 0.5, start: 0,
      sweep: DeterministicMath.twoPi)
    closeSubpath()
  }

  /// A path holding one rectangle.
  public init(rect: Rect) {
    self.init()
    addRect(rect)
  }

  /// A path holding one rounded rectangle.
  public init(roundedRect rect: Rect, cornerRadii: CornerRadii) {
    self.init()
    addRoundedRect(rect, cornerRadii: cornerRadii)
  }

  /// A path holding one ellipse inscribed in `rect`.
  public init(ovalIn rect: Rect) {
    self.init()
    addEllipse(in: rect)
  }

  /// A path holding one arc, as `addArc(center:radius:startAngle:endAngle:clockwise:)`.
  public init(
    arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }
}
