import Testing

@testable import Raster

/// A polygon star-shaped about a mean of its points, and a pie slice's stroke outline
/// freed of the detours stroking leaves round its centre, have a winding of 0 or ±1
/// everywhere: the rasterizer skips its search for complex cells, and draws them as the
/// reference that refines every row does.
@Suite struct SimpleWindingTests {
  /// The outline of an arc of `sweep` radians stroked as wide as its diameter (a pie
  /// slice), flattened and stroked as `Canvas.stroke` does it, specks removed.
  static func pieSlice(sweep: Double, radius: Double, center: Point) -> FlattenedPath {
    var path = Path()
    path.addArc(
      center: center, radius: radius, startAngle: 0.3, endAngle: 0.3 + sweep, clockwise: true)
    let tolerance = Canvas.flatteningTolerance
    let flat = FlattenedPath(
      path, transform: .identity, tolerance: tolerance, offset: radius, balanced: true)
    let stroker = Stroker(
      style: StrokeStyle(width: 2 * radius), tolerance: Canvas.dashedFlatteningTolerance,
      balancedTurn: Flattener.maximumTurn(tolerance: tolerance, offset: radius))
    var outline = stroker.outline(of: flat)
    outline.removeSpecks()
    return outline
  }

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
    points.withUnsafeBufferPointer { FlattenedPath.isStarShaped($0) }
  }

  @Test(arguments: [0.5, 1.0, 1.5, 1.8])
  func pieSliceOutlinesLoseTheirDetours(turns: Double) {
    let sweep = turns * Double.pi
    var outline = Self.pieSlice(sweep: sweep, radius: 30, center: Point(x: 40, y: 40))
    #expect(outline.subpaths.count == 1)
    // The inner side crumples round the centre into a zigzag that crosses itself.
    #expect(!outline.hasSimpleWinding)
    let before = outline
    outline.removeNegligibleDetours()
    #expect(outline.hasSimpleWinding)
    #expect(outline.points.count < before.points.count - 10)
    // The outline moved by next to nothing.
    #expect(abs(Self.doubleArea(outline) - Self.doubleArea(before)) / 2 < 0.001)
    // What is left near the centre is the slice's corner.
    let centre = outline.points.filter { abs($0.x - 40) < 0.5 && abs($0.y - 40) < 0.5 }
    #expect(centre.count == 1)
  }

  @Test func detoursAreDroppedUnderTheLimitOnly() {
    let limit = FlattenedPath.negligibleArea
    func outline(bottom: [Point]) -> FlattenedPath {
      var flat = FlattenedPath()
      let rest = [Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
      flat.appendClosedSubpath([Point(x: 0, y: 0)] + bottom + rest)
      return flat
    }
    // A corner on the bottom side enclosing half the limit goes, twice the limit stays.
    for (area, kept) in [(0.5 * limit, 4), (2 * limit, 5)] {
      var flat = outline(bottom: [Point(x: 5, y: area / 5)])
      flat.removeNegligibleDetours()
      #expect(flat.points.count == kept, "area \(area)")
    }
    // Points along a side go; so does a zigzag within a hair of one point, while the
    // square's corners stay.
    var straight = outline(bottom: [Point(x: 3, y: 0), Point(x: 6, y: 0)])
    straight.removeNegligibleDetours()
    #expect(straight.points.count == 4)
    let hair = 0.00001
    var zigzag = outline(
      bottom: [
        Point(x: 5, y: 0), Point(x: 5 + hair, y: hair), Point(x: 5 - hair, y: -hair),
        Point(x: 5, y: hair),
      ])
    zigzag.removeNegligibleDetours()
    #expect(
      zigzag.points == [
        Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
      ])
    // Each subpath keeps its own points.
    var two = outline(bottom: [Point(x: 5, y: 0)])
    two.appendClosedSubpath([
      Point(x: 20, y: 0), Point(x: 25, y: 0), Point(x: 30, y: 0), Point(x: 25, y: 5),
    ])
    two.removeNegligibleDetours()
    #expect(two.subpaths.map(\.count) == [4, 3])
    #expect(two.subpaths[1].start == 4)
    #expect(two.points.count == 7)
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

  /// Pie slices stroked as `Canvas.stroke` strokes them take the shortcut, and draw as the
  /// reference that refines every row draws the outline with its detours (to within the
  /// one step by which refined pixels may round differently).
  @Test(arguments: [0.7, 1.3, 1.9])
  func strokedPieSlicesMatchTheReference(turns: Double) {
    let n = 48
    let crumpled = Self.pieSlice(
      sweep: turns * Double.pi, radius: 12.3, center: Point(x: 23.6, y: 24.2))
    var reference = CellRasterizer(width: n, height: n)
    reference.refinesEveryRow = true
    reference.addPolygons(crumpled)
    var expected = TestSupport.CollectingSink(width: n, height: n)
    reference.sweep(rule: .nonZero, into: &expected)

    var outline = crumpled
    outline.removeNegligibleDetours()
    var rasterizer = CellRasterizer(width: n, height: n)
    rasterizer.addPolygons(outline)
    let simple = rasterizer.windingIsSimple
    #expect(simple)
    var sink = TestSupport.CollectingSink(width: n, height: n)
    rasterizer.sweep(rule: .nonZero, into: &sink)
    let worst = zip(sink.values, expected.values).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst <= 1)
    #expect(sink.values.contains(255) && sink.values.contains { $0 > 0 && $0 < 255 })
  }
}
