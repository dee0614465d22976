import TestSupport
import Testing

@testable import Raster

/// A convex polygon added alone has a winding of 0 or ±1 everywhere, so the rasterizer
/// skips its search for complex cells; these tests hold the convexity test and the
/// shortcut to that.
@Suite struct ConvexPolygonTests {
  static func flat(_ subpaths: [[Point]]) -> FlattenedPath {
    var path = Path()
    for points in subpaths {
      path.move(to: points[0])
      for p in points.dropFirst() { path.addLine(to: p) }
      path.closeSubpath()
    }
    return FlattenedPath(path, transform: .identity, tolerance: 0.01)
  }

  static func regular(_ corners: Int, step: Int = 1, radius: Double = 10) -> [Point] {
    (0..<corners).map { k in
      let angle = 2 * Double.pi * Double(k * step) / Double(corners)
      return Point(
        x: 20 + radius * DeterministicMath.cos(angle), y: 20 + radius * DeterministicMath.sin(angle)
      )
    }
  }

  @Test func convexPolygonsAreRecognized() {
    let square = [Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 9, y: 9), Point(x: 1, y: 9)]
    #expect(Self.flat([square]).isConvexPolygon)
    #expect(Self.flat([square.reversed()]).isConvexPolygon)
    #expect(Self.flat([Self.regular(7)]).isConvexPolygon)
    #expect(Self.flat([Self.regular(3).reversed()]).isConvexPolygon)
    // Repeated points and straight runs are allowed.
    let repeated = [square[0], square[0], square[1], Point(x: 9, y: 5), square[2], square[3]]
    #expect(Self.flat([repeated]).isConvexPolygon)
    // An oval, flattened finely.
    let oval = FlattenedPath(
      Path(ovalIn: Rect(x: 2.3, y: 4.1, width: 30.2, height: 11.7)), transform: .identity,
      tolerance: 0.005)
    #expect(oval.isConvexPolygon)
  }

  @Test func otherPolygonsAreNot() {
    let square = [Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 9, y: 9), Point(x: 1, y: 9)]
    // A pentagram turns one way throughout, but twice round.
    #expect(!Self.flat([Self.regular(5, step: 2)]).isConvexPolygon)
    // A dart (one corner pushed in).
    let dart = [square[0], Point(x: 5, y: 4), square[1], square[2], square[3]]
    #expect(!Self.flat([dart]).isConvexPolygon)
    // Two squares, even apart.
    let other = square.map { Point(x: $0.x + 20, y: $0.y) }
    #expect(!Self.flat([square, other]).isConvexPolygon)
    // A spike going straight back, a segment, points on one line, no points.
    let spike = [square[0], square[1], Point(x: 15, y: 1), square[1], square[2], square[3]]
    #expect(!Self.flat([spike]).isConvexPolygon)
    #expect(!Self.flat([[square[0], square[2]]]).isConvexPolygon)
    #expect(!Self.flat([[square[0], square[1], Point(x: 20, y: 1)]]).isConvexPolygon)
    #expect(!FlattenedPath().isConvexPolygon)
    // A non-finite point.
    var broken = FlattenedPath()
    broken.points = square + [Point(x: .nan, y: 3)]
    broken.subpaths = [.init(start: 0, count: 5, isClosed: true)]
    #expect(!broken.isConvexPolygon)
  }

  /// Stroking a closed convex outline gives a ring: two convex polygons going round
  /// opposite ways, one inside the other, whose winding is 0 or ±1 everywhere.
  @Test func ringsAreRecognized() {
    let shapes = [
      Path(rect: Rect(x: 3.2, y: 4.1, width: 20, height: 12.5)),
      Path(
        roundedRect: Rect(x: 9, y: 9, width: 142, height: 82), cornerRadii: CornerRadii(all: 11)),
      Path(ovalIn: Rect(x: 4, y: 4, width: 92, height: 92)),
    ]
    for (k, shape) in shapes.enumerated() {
      let flat = FlattenedPath(shape, transform: .identity, tolerance: 0.005, offset: 1)
      let ring = Stroker(style: StrokeStyle(width: 2), tolerance: 0.005).outline(of: flat)
      #expect(ring.hasSimpleWinding, "shape \(k)")
      #expect(!ring.isConvexPolygon, "shape \(k)")
    }
    let square = [Point(x: 1, y: 1), Point(x: 19, y: 1), Point(x: 19, y: 19), Point(x: 1, y: 19)]
    let inner = square.map { Point(x: 10 + ($0.x - 10) / 2, y: 10 + ($0.y - 10) / 2) }
    #expect(Self.flat([square, inner.reversed()]).hasSimpleWinding)
    #expect(Self.flat([inner.reversed(), square]).hasSimpleWinding)
    // The same way round, the inside winds twice.
    #expect(!Self.flat([square, inner]).hasSimpleWinding)
    // The inner one poking out through a side, though its box is inside the outer box.
    let diamond = [
      Point(x: 10, y: 0), Point(x: 20, y: 10), Point(x: 10, y: 20), Point(x: 0, y: 10),
    ]
    let poking = [Point(x: 3, y: 3), Point(x: 9, y: 3), Point(x: 9, y: 9), Point(x: 3, y: 9)]
    #expect(!Self.flat([diamond, poking.reversed()]).hasSimpleWinding)
    let held = poking.map { Point(x: $0.x + 3, y: $0.y + 3) }
    #expect(Self.flat([diamond, held.reversed()]).hasSimpleWinding)
    // Side by side, or three polygons.
    let beside = square.map { Point(x: $0.x + 30, y: $0.y) }
    #expect(!Self.flat([square, beside.reversed()]).hasSimpleWinding)
    #expect(!Self.flat([square, inner.reversed(), inner]).hasSimpleWinding)
    // A single convex polygon has a simple winding too.
    #expect(Self.flat([square]).hasSimpleWinding)
  }

  /// Random rings (a hull and a smaller copy of it inside, reversed) rasterize as the
  /// reference does.
  @Test func ringsRasterizeAsTheReference() {
    var random = SplitMix64(seed: 73)
    let n = 40
    for shape in 0..<100 {
      let hull = Self.hull(
        (0..<(3 + Int(random.next() % 12))).map { _ in random.point(in: Double(n)) })
      guard hull.count >= 3 else { continue }
      let cx = hull.reduce(0) { $0 + $1.x } / Double(hull.count)
      let cy = hull.reduce(0) { $0 + $1.y } / Double(hull.count)
      let scale = 0.3 + Double(random.next() % 60) / 100
      let inner = hull.map { Point(x: cx + ($0.x - cx) * scale, y: cy + ($0.y - cy) * scale) }
      let flat = Self.flat([hull, inner.reversed()])
      #expect(flat.hasSimpleWinding, "shape \(shape)")
      var values: [[UInt32]] = []
      for everyRow in [false, true] {
        var r = CellRasterizer(width: n, height: n)
        if everyRow { r.shortcuts.remove(.searchesComplexCells) }
        r.addPolygons(flat, rule: .nonZero)
        let simple = r.windingIsSimple
        if !everyRow { #expect(simple) }
        var sink = TestSupport.CollectingSink(width: n, height: n)
        r.sweep(rule: .nonZero, into: &sink)
        values.append(sink.values)
      }
      let worst = zip(values[0], values[1]).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 1, "shape \(shape)")
    }
  }

  /// Random convex polygons (hulls of random points, either way round) rasterize as the
  /// reference that refines every row does, under both rules.
  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func convexPolygonsRasterizeAsTheReference(rule: FillRule) {
    var random = SplitMix64(seed: rule == .nonZero ? 71 : 72)
    let n = 40
    var shortcuts = 0
    for shape in 0..<200 {
      var hull = Self.hull(
        (0..<(3 + Int(random.next() % 12))).map { _ in random.point(in: Double(n)) })
      if shape % 2 == 1 { hull.reverse() }
      guard hull.count >= 3 else { continue }
      let flat = Self.flat([hull])
      var values: [[UInt32]] = []
      for everyRow in [false, true] {
        var r = CellRasterizer(width: n, height: n)
        if everyRow { r.shortcuts.remove(.searchesComplexCells) }
        r.addPolygons(flat, rule: rule)
        if !everyRow && r.windingIsSimple { shortcuts += 1 }
        var sink = TestSupport.CollectingSink(width: n, height: n)
        r.sweep(rule: rule, into: &sink)
        values.append(sink.values)
      }
      let worst = zip(values[0], values[1]).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 1, "shape \(shape)")
    }
    #expect(shortcuts > 150)
  }

  /// A circle stroked as wide as its diameter: the inner side collapses onto the centre,
  /// scattered within the flattening tolerance. Dropped as a speck, it no longer hides
  /// that the outline is one convex polygon.
  @Test func strokeSpecksAreDropped() {
    var path = Path()
    path.addEllipse(in: Rect(x: 30, y: 30, width: 60, height: 60))
    let flat = FlattenedPath(path, transform: .identity, tolerance: 0.005, offset: 30)
    var outline = Stroker(style: StrokeStyle(width: 60), tolerance: 0.005).outline(of: flat)
    #expect(outline.subpaths.count == 2)
    #expect(!outline.hasSimpleWinding)
    let kept = outline.subpaths[1]
    outline.removeSpecks()
    #expect(outline.subpaths.count == 1)
    #expect(outline.subpaths.first?.start == kept.start)
    #expect(outline.isConvexPolygon)

    // Each side no wider than a speck goes; one a little wider, or with a single point
    // (no polygon), stays.
    let s = FlattenedPath.speckSize
    var mixed = FlattenedPath()
    mixed.appendClosedSubpath([Point(x: 5, y: 5), Point(x: 5 + s, y: 5), Point(x: 5, y: 5 + s)])
    mixed.appendClosedSubpath([Point(x: 5, y: 5), Point(x: 5 + 2 * s, y: 5), Point(x: 5, y: 5)])
    mixed.appendClosedSubpath([Point(x: 7, y: 7)])
    // A non-finite point is no speck (the rasterizer skips it).
    mixed.appendClosedSubpath([Point(x: 5, y: 5), Point(x: .nan, y: 5), Point(x: 5, y: 5 + s)])
    mixed.removeSpecks()
    #expect(mixed.subpaths.map(\.start) == [3, 6, 7])
    // Specks after kept subpaths go too, the others keep their order; without specks
    // nothing changes.
    var later = FlattenedPath()
    let wide = [Point(x: 1, y: 1), Point(x: 9, y: 1), Point(x: 9, y: 9)]
    let speck = [Point(x: 5, y: 5), Point(x: 5 + s, y: 5), Point(x: 5, y: 5 + s)]
    for polyline in [wide, speck, wide, speck, speck, wide] { later.appendClosedSubpath(polyline) }
    later.removeSpecks()
    #expect(later.subpaths.map(\.start) == [0, 6, 15])
    later.removeSpecks()
    #expect(later.subpaths.map(\.start) == [0, 6, 15])
  }

  /// Without its speck, a disc stroked from a circle takes the shortcut and draws as the
  /// refine-every-row reference draws the whole outline (to within the one step by which
  /// refined pixels may round differently).
  @Test func strokedDiscMatchesTheReference() {
    var path = Path()
    path.addEllipse(in: Rect(x: 10.3, y: 9.7, width: 20, height: 20))
    let flat = FlattenedPath(path, transform: .identity, tolerance: 0.005, offset: 10)
    let outline = Stroker(style: StrokeStyle(width: 20), tolerance: 0.005).outline(of: flat)
    var reference = CellRasterizer(width: 48, height: 48)
    reference.shortcuts.remove(.searchesComplexCells)
    reference.addPolygons(outline, rule: .nonZero)
    var expected = TestSupport.CollectingSink(width: 48, height: 48)
    reference.sweep(rule: .nonZero, into: &expected)

    var cleaned = outline
    cleaned.removeSpecks()
    var rasterizer = CellRasterizer(width: 48, height: 48)
    rasterizer.addPolygons(cleaned, rule: .nonZero)
    let simple = rasterizer.windingIsSimple
    #expect(simple)
    var sink = TestSupport.CollectingSink(width: 48, height: 48)
    rasterizer.sweep(rule: .nonZero, into: &sink)
    let worst = zip(sink.values, expected.values).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst <= 1)
    #expect(sink.values.contains(255) && sink.values.contains { $0 > 0 && $0 < 255 })
  }

  /// Edges added after a convex polygon (another polygon over it, before the sweep) undo
  /// the shortcut: where the two overlap the winding is 2, and the picture is the
  /// reference's.
  @Test func edgesAfterAConvexPolygonUndoTheShortcut() {
    let n = 32
    let square = [
      Point(x: 2, y: 2.5), Point(x: 20, y: 2.5), Point(x: 20, y: 20), Point(x: 2, y: 20),
    ]
    let other = [Point(x: 10.3, y: 8.7), Point(x: 28.1, y: 12.2), Point(x: 17.4, y: 29.6)]
    for rule in [FillRule.nonZero, .evenOdd] {
      var values: [[UInt32]] = []
      for everyRow in [false, true] {
        var r = CellRasterizer(width: n, height: n)
        if everyRow { r.shortcuts.remove(.searchesComplexCells) }
        r.addPolygons(Self.flat([square]), rule: rule)
        let simple = r.windingIsSimple
        if !everyRow { #expect(simple) }
        r.addPolygons(Self.flat([other]), rule: rule)
        let undone = !r.windingIsSimple
        #expect(undone)
        var sink = TestSupport.CollectingSink(width: n, height: n)
        r.sweep(rule: rule, into: &sink)
        values.append(sink.values)
        // The sweep forgets the shortcut with the edges.
        let forgotten = !r.windingIsSimple && !r.refinesAllRowsOnce
        #expect(forgotten)
      }
      let differing = zip(values[0], values[1]).filter { $0 != $1 }.count
      #expect(differing == 0, "\(rule)")
      // Even-odd leaves the overlap empty: the second polygon did count twice there.
      if rule == .evenOdd { #expect(values[0][14 * n + 15] == 0) }
    }
  }

  /// The convex hull of `points`, counter-clockwise in a y-up frame (monotone chain).
  static func hull(_ points: [Point]) -> [Point] {
    let sorted = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
    func cross(_ o: Point, _ a: Point, _ b: Point) -> Double {
      (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }
    var lower: [Point] = []
    for p in sorted {
      while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 {
        lower.removeLast()
      }
      lower.append(p)
    }
    var upper: [Point] = []
    for p in sorted.reversed() {
      while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 {
        upper.removeLast()
      }
      upper.append(p)
    }
    return Array(lower.dropLast() + upper.dropLast())
  }
}
