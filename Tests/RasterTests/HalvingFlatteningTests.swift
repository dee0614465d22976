import Testing

@testable import Raster

/// Fills and clips flattened as Core Graphics does (`FlattenedPath` with a halving
/// threshold): cubics halved at t = ½ until flat, circular arcs as quarter-turn cubics.
@Suite struct HalvingFlatteningTests {
  typealias Cubic = (Point, Point, Point, Point)

  /// The oracle: the end points of the chords of `c`, halved by de Casteljau's construction
  /// with midpoints until the largest absolute coordinate of both second differences is at
  /// most `threshold` (0.068, the default flatness's).
  static func halvedChords(_ c: Cubic, threshold: Double = 0.068) -> [Point] {
    let d = [
      c.0.x - 2 * c.1.x + c.2.x, c.0.y - 2 * c.1.y + c.2.y,
      c.1.x - 2 * c.2.x + c.3.x, c.1.y - 2 * c.2.y + c.3.y,
    ]
    guard (d.map { abs($0) }.max() ?? 0) > threshold else { return [c.3] }
    func mid(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
    let (p01, p12, p23) = (mid(c.0, c.1), mid(c.1, c.2), mid(c.2, c.3))
    let (p012, p123) = (mid(p01, p12), mid(p12, p23))
    let m = mid(p012, p123)
    return halvedChords((c.0, p01, p012, m), threshold: threshold)
      + halvedChords((m, p123, p23, c.3), threshold: threshold)
  }

  static func flatten(
    _ path: Path, _ transform: AffineTransform = .identity,
    flatness: Double = Canvas.defaultFlatness
  ) -> FlattenedPath {
    FlattenedPath(
      path, transform: transform, tolerance: 0.01, balanced: true,
      halvingThreshold: FlattenedPath.halvingThreshold(flatness: flatness))
  }

  static func cubic(_ c: Cubic) -> Path {
    var path = Path()
    path.move(to: c.0)
    path.addCurve(to: c.3, controlPoint1: c.1, controlPoint2: c.2)
    return path
  }

  static let cubics: [Cubic] = [
    (Point(x: 1, y: 2), Point(x: 40, y: -7), Point(x: -3, y: 31), Point(x: 35, y: 24)),
    (Point(x: 0, y: 0), Point(x: 30, y: 30), Point(x: 0, y: 30), Point(x: 30, y: 0)),
    (Point(x: 5, y: 5), Point(x: 5.1, y: 5), Point(x: 5.2, y: 5.05), Point(x: 5.3, y: 5.3)),
  ]

  /// Every cubic gives exactly the points of the direct halving, in device space.
  @Test(arguments: 0..<3)
  func chordsAreThoseOfDirectHalving(index: Int) {
    let transform = AffineTransform(a: 2, b: 0.5, c: -0.25, d: 1.5, tx: 3, ty: 7)
    let c = Self.cubics[index]
    let flat = Self.flatten(Self.cubic(c), transform)
    let mapped = (
      transform.apply(to: c.0), transform.apply(to: c.1), transform.apply(to: c.2),
      transform.apply(to: c.3)
    )
    #expect(flat.points == [mapped.0] + Self.halvedChords(mapped))
  }

  /// At a `UIBezierPath`'s flatness (0.6) every cubic gives the points of the direct
  /// halving at 0.163 pixels, and the quarter circle of a 30-pixel corner fewer chords
  /// than at the default flatness.
  @Test(arguments: 0..<3)
  func aCoarserFlatnessHalvesLess(index: Int) {
    let transform = AffineTransform(a: 2, b: 0.5, c: -0.25, d: 1.5, tx: 3, ty: 7)
    let c = Self.cubics[index]
    let flat = Self.flatten(Self.cubic(c), transform, flatness: 0.6)
    let mapped = (
      transform.apply(to: c.0), transform.apply(to: c.1), transform.apply(to: c.2),
      transform.apply(to: c.3)
    )
    #expect(flat.points == [mapped.0] + Self.halvedChords(mapped, threshold: 0.6 * 0.272))
    let arm = 30 * 0.5522847498
    let corner = Self.cubic(
      (Point(x: 30, y: 0), Point(x: 30, y: arm), Point(x: arm, y: 30), Point(x: 0, y: 30)))
    #expect(
      Self.flatten(corner, flatness: 0.6).points.count
        < Self.flatten(corner).points.count)
  }

  /// A flatness of zero, below zero or NaN halves to the deepest level, and an infinite
  /// one draws each cubic as its chord.
  @Test func flatnessOutOfRange() {
    let c = Self.cubics[0]
    let deepest = Self.flatten(Self.cubic(c), flatness: 0).points.count
    #expect(deepest == 1 + (1 << FlattenedPath.maximumHalvingDepth))
    #expect(Self.flatten(Self.cubic(c), flatness: -1).points.count == deepest)
    #expect(Self.flatten(Self.cubic(c), flatness: .nan).points.count == deepest)
    #expect(Self.flatten(Self.cubic(c), flatness: .infinity).points == [c.0, c.3])
  }

  /// A quarter circle of radius 10 px as one cubic (arms 4/3·tan(π/8)·10 ≈ 5.523) has
  /// second differences a = (−4.477, −1.046) and b = (−1.046, −4.477), along the curve
  /// a + t·(b − a). A piece of length h = 2⁻ᵈ in t has h² times those at its ends, so it is
  /// flat when both ends stay within 0.068/h². At depth 2 (limit 1.09) none is (the middle
  /// has 2.76); at depth 3 (limit 4.35) all but the first and last are (|x| ≤ 4.35 from
  /// t = 0.036, |y| up to t = 0.964); those two are flat at depth 4 (limit 17.4):
  /// 6 + 2·2 = 10 chords.
  @Test func quarterCircleOfRadiusTenHasTenChords() {
    let k = 4.0 / 3.0 * DeterministicMath.tan(DeterministicMath.pi / 8) * 10
    let quarter = Self.cubic(
      (Point(x: 10, y: 0), Point(x: 10, y: k), Point(x: k, y: 10), Point(x: 0, y: 10)))
    #expect(Self.flatten(quarter).points.count == 11)
  }

  /// An arc of a quarter turn (two eighth-turn cubics in the path) is flattened as the one
  /// quarter-turn cubic; so are a rounded rectangle's corners and an oval's quarters, under
  /// a transform too.
  @Test func arcsAreHalvedAsQuarterTurnCubics() {
    let arc = Path(
      arcCenter: Point(x: 0, y: 0), radius: 10, startAngle: 0,
      endAngle: DeterministicMath.pi / 2, clockwise: true)
    #expect(arc.elements.count == 3)
    let k = 4.0 / 3.0 * DeterministicMath.tan(DeterministicMath.pi / 8) * 10
    let quarter = (Point(x: 10, y: 0), Point(x: 10, y: k), Point(x: k, y: 10), Point(x: 0, y: 10))
    let transform = AffineTransform(a: 3, b: 1, c: -0.5, d: 2, tx: 40, ty: 9)
    for t in [AffineTransform.identity, transform] {
      let merged = Self.flatten(arc, t).points
      let single = Self.flatten(Self.cubic(quarter), t).points
      #expect(merged.count == single.count)
      let far = zip(merged, single).map { Point.distance($0, $1) }.max() ?? 0
      #expect(far < 1e-12, "\(far)")
    }
    // An oval is four quarter turns: 4 × 10 chords at radius 10, after its first point.
    let oval = Path(ovalIn: Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(Self.flatten(oval).points.count == 41)
    // A rounded rectangle: four corners of 10 chords and its lines (the sides, and a
    // line to a corner's first point where rounding puts it a hair off the side's end).
    let rounded = Path(
      roundedRect: Rect(x: 0, y: 0, width: 60, height: 40), cornerRadii: CornerRadii(all: 10))
    let lines = rounded.elements.filter { if case .line = $0 { true } else { false } }.count
    #expect(lines >= 4)
    #expect(Self.flatten(rounded).points.count == 1 + 4 * 10 + lines)
  }

  /// Two cubics that are not pieces of one arc are halved each on its own.
  @Test func otherCubicPairsAreNotJoined() {
    var path = Path()
    let (a, b) = (Self.cubics[0], Self.cubics[1])
    path.move(to: a.0)
    path.addCurve(to: a.3, controlPoint1: a.1, controlPoint2: a.2)
    let shift = a.3 - b.0
    path.addCurve(to: b.3 + shift, controlPoint1: b.1 + shift, controlPoint2: b.2 + shift)
    let expected =
      [a.0] + Self.halvedChords(a) + Self.halvedChords((a.3, b.1 + shift, b.2 + shift, b.3 + shift))
    #expect(Self.flatten(path).points == expected)
    // Three pieces (of 2.2/3 radians each): the first two are joined, the third is
    // halved as it is.
    let arc = Path(
      arcCenter: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: 2.2, clockwise: true)
    #expect(arc.elements.count == 4)
    guard case .curve(let p, let c1, let c2) = arc.elements.last,
      case .curve(let start, _, _) = arc.elements[arc.elements.count - 2]
    else { return #expect(Bool(false)) }
    let tail = Self.halvedChords((start, c1, c2, p))
    #expect(Array(Self.flatten(arc).points.suffix(tail.count)) == tail)
    // The first two as the one cubic of their 2θ, arms lengthened by tan(θ/2)/tan(θ/4).
    guard case .curve(_, let a1, _) = arc.elements[1], case .curve(_, _, let b2) = arc.elements[2]
    else { return #expect(Bool(false)) }
    let step = 2.2 / 3
    let ratio = DeterministicMath.tan(step / 2) / DeterministicMath.tan(step / 4)
    let p0 = Point(x: 10, y: 0)
    let head = Self.halvedChords((p0, p0 + (a1 - p0) * ratio, start + (b2 - start) * ratio, start))
    let points = Self.flatten(arc).points
    #expect(points.count == 1 + head.count + tail.count)
    let far = zip(points.dropFirst(), head).map { Point.distance($0, $1) }.max() ?? 1
    #expect(far < 1e-9, "\(far)")
  }

  /// A quadratic is halved as the cubic of the same curve.
  @Test func quadraticsAreHalvedAsCubics() {
    var path = Path()
    let (p0, c, p) = (Point(x: 0, y: 0), Point(x: 15, y: 30), Point(x: 30, y: 0))
    let cubic = (p0, p0 + (c - p0) * (2.0 / 3.0), p + (c - p) * (2.0 / 3.0), p)
    path.move(to: p0)
    path.addQuadCurve(to: p, controlPoint: c)
    #expect(Self.flatten(path).points == [cubic.0] + Self.halvedChords(cubic))
  }

  /// Strokes keep their flattening: a stroke's (offset > 0) ignores the parameter, and a
  /// stroked oval, rounded rectangle and arc give the same bytes as their outline filled
  /// without halving.
  @Test func strokesAreUnchanged() {
    let shapes = [
      Path(ovalIn: Rect(x: 3, y: 4, width: 30, height: 20)),
      Path(roundedRect: Rect(x: 2, y: 2, width: 40, height: 30), cornerRadii: CornerRadii(all: 8)),
      Self.cubic(Self.cubics[0]),
    ]
    for shape in shapes {
      for balanced in [false, true] {
        let plain = FlattenedPath(
          shape, transform: .identity, tolerance: 0.01, offset: 2, balanced: balanced)
        let halving = FlattenedPath(
          shape, transform: .identity, tolerance: 0.01, offset: 2, balanced: balanced,
          halvingThreshold: 0.068)
        #expect(plain.points == halving.points)
      }
    }
  }
}
