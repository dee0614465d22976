import TestSupport
import Testing

@testable import Raster

/// A polygon star-shaped about a mean of its points, an angular band and a ring have a
/// winding of 0 or ±1 everywhere: the rasterizer skips its search for complex cells, and
/// draws them as the reference that refines every row does.
@Suite struct SimpleWindingTests {
  /// Twice the signed area of every subpath, summed (shoelace).
  static func doubleArea(_ flat: FlattenedPath) -> Double {
    var total = 0.0
    for sub in flat.subpaths {
      let p = flat.points[sub.start..<(sub.start + sub.count)]
      var a = p.last!
      for b in p {
        total += a.x * b.y - a.y * b.x
        a = b
      }
    }
    return total
  }

  static func star(_ points: [Point]) -> Bool {
    points.withUnsafeBufferPointer { p in
      guard let c = FlattenedPath.sampledCentre(p) else { return false }
      return FlattenedPath.isStarShaped(p, about: c)
    }
  }

  @Test func starShapedPolygonsAreRecognized() {
    let square = [Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 9, y: 9), Point(x: 1, y: 9)]
    #expect(Self.star(square))
    #expect(Self.star(square.reversed()))
    #expect(Self.star(ConvexPolygonTests.regular(40)))
    // A dart: one corner pushed in, still seen whole from inside.
    let dart = [square[0], Point(x: 5, y: 4), square[1], square[2], square[3]]
    #expect(Self.star(dart))
    #expect(!ConvexPolygonTests.flat([dart]).isConvexPolygon)
    // A pie slice wider than a half disc: the centre and an arc of 324°.
    let slice =
      [Point(x: 20, y: 20)]
      + (0...90).map { k in
        let angle = 0.2 + 1.8 * Double.pi * Double(k) / 90
        return Point(
          x: 20 + 10 * DeterministicMath.cos(angle), y: 20 + 10 * DeterministicMath.sin(angle))
      }
    #expect(Self.star(slice))
    #expect(ConvexPolygonTests.flat([slice]).hasSimpleWinding)
  }

  @Test func otherPolygonsAreNotStarShaped() {
    // A pentagram turns one way round its centre, but twice.
    #expect(!Self.star(ConvexPolygonTests.regular(5, step: 2)))
    // A pentagon gone round twice.
    let pentagon = ConvexPolygonTests.regular(5)
    #expect(!Self.star(pentagon + pentagon))
    // A band of 270° (a progress arc with butt ends): no point sees all of it.
    let outer = (0...60).map { k in
      let angle = 1.5 * Double.pi * Double(k) / 60
      return Point(
        x: 20 + 12 * DeterministicMath.cos(angle), y: 20 + 12 * DeterministicMath.sin(angle))
    }
    let inner = outer.map { Point(x: 20 + ($0.x - 20) * 0.8, y: 20 + ($0.y - 20) * 0.8) }
    #expect(!Self.star(outer + inner.reversed()))
    // A bow tie crosses itself.
    #expect(
      !Self.star([Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10)]))
    // Too few points, points on one line, a non-finite point.
    #expect(!Self.star([Point(x: 0, y: 0), Point(x: 1, y: 1)]))
    #expect(!Self.star([Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)]))
    #expect(!Self.star([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: .nan, y: 1)]))
  }

  /// `n` points round `center`, at `radius(angle)`, going round towards +y (or back).
  static func loop(
    _ n: Int, center: Point, backwards: Bool = false, radius: (Double) -> Double
  ) -> [Point] {
    let points = (0..<n).map { k in
      let angle = 2 * Double.pi * Double(k) / Double(n)
      let (s, c) = DeterministicMath.sinCos(angle)
      let r = radius(angle)
      return Point(x: center.x + r * c, y: center.y + r * s)
    }
    return backwards ? points.reversed() : points
  }

  static func concentricRing(_ a: [Point], _ b: [Point]) -> Bool {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in FlattenedPath.isConcentricRing(a, b) }
    }
  }

  /// Two polygons going round a common centre opposite ways, one nearer to it than every
  /// edge of the other, make a ring even when neither is convex; and the rasterizer,
  /// taking the shortcut for it, draws it as the reference that refines every row does.
  @Test func concentricRingsAreRecognized() {
    let c = Point(x: 24.3, y: 23.8)
    let wavy = Self.loop(90, center: c) { 20 + 1.5 * DeterministicMath.sin(5 * $0) }
    let inner = Self.loop(70, center: c, backwards: true) { 14 + 2 * DeterministicMath.cos(3 * $0) }
    #expect(Self.concentricRing(wavy, inner))
    #expect(Self.concentricRing(inner, wavy))
    let flat = ConvexPolygonTests.flat([wavy, inner])
    // Not convex: the test for convex rings fails, this one holds.
    #expect(
      !flat.points.withUnsafeBufferPointer { p in
        FlattenedPath.isRing(
          UnsafeBufferPointer(rebasing: p[0..<90]), UnsafeBufferPointer(rebasing: p[90..<160]))
      })
    #expect(flat.hasSimpleWinding)
    let drawn = Self.drawnBesideTheReference(flat)
    #expect(drawn.simple)
    #expect(drawn.worst <= 1)
    // An outline closed at a point a rounding error from its first: that edge's line may
    // run anywhere, near the centre here, but the edge itself stays far from it.
    var closed = wavy
    closed.append(Point(x: wavy[0].x.nextDown, y: wavy[0].y))
    #expect(Self.concentricRing(closed, inner))
    // Both going the same way.
    #expect(!Self.concentricRing(wavy, inner.reversed()))
    // The nearer one reaching past the other's edges, or past the line of one of them.
    #expect(!Self.concentricRing(wavy, Self.loop(70, center: c, backwards: true) { _ in 18.6 }))
    var spiked = inner
    let out = spiked[10] - c
    spiked[10] = c + out * (19 / out.length)
    #expect(!Self.concentricRing(wavy, spiked))
    // Apart, or one round a point of the other's edge.
    #expect(
      !Self.concentricRing(
        wavy, Self.loop(40, center: Point(x: 60, y: 24), backwards: true) { _ in 5 }))
    #expect(
      !Self.concentricRing(
        wavy, Self.loop(40, center: Point(x: 44, y: 24), backwards: true) { _ in 3 }))
    // A non-finite point.
    var broken = inner
    broken[3] = Point(x: .nan, y: 0)
    #expect(!Self.concentricRing(wavy, broken))
  }

  static func band(_ points: [Point]) -> Bool {
    points.withUnsafeBufferPointer { p in
      guard let c = FlattenedPath.sampledCentre(p) else { return false }
      return FlattenedPath.isAngularBand(p, about: c)
    }
  }

  /// An annular sector of `sweep` radians from radius `inner` to `outer` about (20, 20),
  /// `steps` edges a side, butt ends.
  static func sector(sweep: Double, inner: Double, outer: Double, steps: Int = 40) -> [Point] {
    func ring(_ r: Double) -> [Point] {
      (0...steps).map { k in
        let angle = 0.4 + sweep * Double(k) / Double(steps)
        return Point(
          x: 20 + r * DeterministicMath.cos(angle), y: 20 + r * DeterministicMath.sin(angle))
      }
    }
    return ring(outer) + ring(inner).reversed()
  }

  /// The outline of an arc of `sweep` radians stroked with round caps, as `Canvas.stroke`
  /// makes it.
  static func progressArc(sweep: Double, radius: Double, width: Double) -> FlattenedPath {
    var path = Path()
    path.addArc(
      center: Point(x: 24, y: 24), radius: radius, startAngle: 2.3, endAngle: 2.3 + sweep,
      clockwise: true)
    let tolerance = Canvas.flatteningTolerance
    let flat = FlattenedPath(
      path, transform: .identity, tolerance: tolerance, offset: width / 2, balanced: true)
    let stroker = Stroker(
      style: StrokeStyle(width: width, cap: .round), tolerance: Canvas.dashedFlatteningTolerance,
      balancedTurn: Flattener.maximumTurn(tolerance: tolerance, offset: width / 2))
    var outline = stroker.outline(of: flat)
    outline.removeSpecks()
    return outline
  }

  @Test func angularBandsAreRecognized() {
    for sweep in [0.5, 4.7, 6.0] {
      let sector = Self.sector(sweep: sweep, inner: 8, outer: 12)
      #expect(ConvexPolygonTests.flat([sector]).hasSimpleWinding, "sweep \(sweep)")
      // Narrower, the mean of the points lies in the band itself, which is then no band
      // about it (here star-shaped about it).
      #expect(Self.band(sector) == (sweep > 4), "sweep \(sweep)")
      #expect(Self.band(sector.reversed()) == (sweep > 4), "sweep \(sweep), reversed")
    }
    for sweep in [0.5, 2.0, 4.7, 6.0] {
      let arc = Self.progressArc(sweep: sweep, radius: 15, width: 3)
      #expect(arc.subpaths.count == 1)
      #expect(arc.hasSimpleWinding, "arc of \(sweep)")
    }
    // Wider than a half turn, a band is not star-shaped; it has a simple winding all the
    // same.
    let wide = Self.sector(sweep: 4.7, inner: 8, outer: 12)
    #expect(!Self.star(wide))
    #expect(ConvexPolygonTests.flat([wide]).hasSimpleWinding)
  }

  @Test func otherPolygonsAreNotBands() {
    // Round more than once: a band wrapping past its start.
    #expect(!Self.band(Self.sector(sweep: 7.5, inner: 8, outer: 12, steps: 60)))
    // The inner side poking out through the outer one.
    var crossing = Self.sector(sweep: 3, inner: 8, outer: 12)
    let (s, c) = DeterministicMath.sinCos(1.9)
    crossing[crossing.count - 20] = Point(x: 20 + 13 * c, y: 20 + 13 * s)
    #expect(!Self.band(crossing))
    // Three ways round (a zigzag), a pentagram, a bow tie, a polygon round the mean.
    let zigzag = [
      Point(x: 0, y: 0), Point(x: 10, y: 2), Point(x: 0, y: 4), Point(x: 10, y: 6),
      Point(x: 0, y: 8), Point(x: -5, y: 4),
    ]
    #expect(!Self.band(zigzag))
    #expect(!Self.band(ConvexPolygonTests.regular(5, step: 2)))
    let bowTie = [Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10)]
    #expect(!Self.band(bowTie))
    #expect(!Self.band(ConvexPolygonTests.regular(12)))
    // A non-finite point.
    var broken = Self.sector(sweep: 2, inner: 8, outer: 12)
    broken[5] = Point(x: .nan, y: 3)
    #expect(!Self.band(broken))
  }

  /// Polygons taken for bands do not cross themselves (no two edges but neighbours meet,
  /// checked pair by pair), among random bumpy sectors and random polygons.
  @Test func bandsDoNotCrossThemselves() {
    var random = SplitMix64(seed: 97)
    func crossesItself(_ p: [Point]) -> Bool {
      let n = p.count
      func orient(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
      }
      for i in 0..<n {
        for j in (i + 1)..<n where j != i + 1 && !(i == 0 && j == n - 1) {
          let (a, b, c, d) = (p[i], p[(i + 1) % n], p[j], p[(j + 1) % n])
          let d1 = orient(c, d, a)
          let d2 = orient(c, d, b)
          let d3 = orient(a, b, c)
          let d4 = orient(a, b, d)
          let apartCD = (d1 > 0) != (d2 > 0) || d1 == 0 || d2 == 0
          let apartAB = (d3 > 0) != (d4 > 0) || d3 == 0 || d4 == 0
          if apartCD && apartAB { return true }
        }
      }
      return false
    }
    var bands = 0
    for round in 0..<400 {
      var points: [Point]
      if round % 2 == 0 {
        let sweep = 3.5 + Double(random.next() % 300) / 100
        let inner = 4 + Double(random.next() % 60) / 10
        let outer = inner + 0.5 + Double(random.next() % 60) / 10
        let steps = 8 + Int(random.next() % 20)
        points = Self.sector(sweep: sweep, inner: inner, outer: outer, steps: steps)
        // Bumps, some large enough to cross the other side.
        for _ in 0..<3 {
          let k = Int(random.next() % UInt64(points.count))
          points[k].x += Double(Int(random.next() % 81) - 40) / 10
          points[k].y += Double(Int(random.next() % 81) - 40) / 10
        }
      } else {
        points = (0..<(4 + Int(random.next() % 10))).map { _ in random.point(in: 40) }
      }
      if Self.band(points) {
        bands += 1
        #expect(!crossesItself(points), "round \(round)")
      }
    }
    #expect(bands > 30)
  }

  /// Progress arcs stroked with round caps take the shortcut, and draw as the reference
  /// that refines every row does.
  @Test(arguments: [1.2, 3.5, 5.6])
  func strokedProgressArcsMatchTheReference(sweep: Double) {
    let outline = Self.progressArc(sweep: sweep, radius: 17.3, width: 4.5)
    let drawn = Self.drawnBesideTheReference(outline)
    #expect(drawn.simple)
    #expect(drawn.worst <= 1)
  }

  /// `outline` drawn as the rasterizer draws it (whether it took the shortcut) beside the
  /// same drawn refining every row: the largest difference.
  static func drawnBesideTheReference(_ outline: FlattenedPath) -> (simple: Bool, worst: Int) {
    let n = 48
    var refining = CellRasterizer(width: n, height: n)
    refining.shortcuts.remove(.searchesComplexCells)
    refining.addPolygons(outline, rule: .nonZero)
    var expected = TestSupport.CollectingSink(width: n, height: n)
    refining.sweep(rule: .nonZero, into: &expected)
    var rasterizer = CellRasterizer(width: n, height: n)
    rasterizer.shortcuts.remove(.resolvesCrossings)
    rasterizer.addPolygons(outline, rule: .nonZero)
    let simple = rasterizer.windingIsSimple
    var sink = TestSupport.CollectingSink(width: n, height: n)
    rasterizer.sweep(rule: .nonZero, into: &sink)
    let worst = zip(sink.values, expected.values).map { abs(Int($0) - Int($1)) }.max() ?? 0
    return (simple, worst)
  }
}
