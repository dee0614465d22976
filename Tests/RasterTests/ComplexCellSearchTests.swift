import TestSupport
import Testing

@testable import Raster

/// The sweep refines only the cells where the fill rule may not be linear in the winding;
/// everywhere else it trusts the average winding. These tests hold that search to a
/// rasterizer that refines every row over its whole width, on random shapes that overlap
/// themselves: a pixel the search misses differs from the reference.
@Suite struct ComplexCellSearchTests {
  static let size = 48

  /// The worst difference between the search and the reference, and where it is.
  static func worstDifference(
    rule: FillRule, add: (inout CellRasterizer) -> Void
  ) -> (difference: Int, x: Int, y: Int) {
    let n = size
    var values: [[UInt32]] = []
    for everyRow in [false, true] {
      var r = CellRasterizer(width: n, height: n)
      if everyRow { r.shortcuts.remove(.searchesComplexCells) }
      r.shortcuts.remove(.resolvesCrossings)
      add(&r)
      var sink = TestSupport.CollectingSink(width: n, height: n)
      r.sweep(rule: rule, into: &sink)
      values.append(sink.values)
    }
    var worst = (difference: 0, x: 0, y: 0)
    for i in 0..<(n * n) {
      let d = abs(Int(values[0][i]) - Int(values[1][i]))
      if d > worst.difference { worst = (d, i % n, i / n) }
    }
    return worst
  }

  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func selfIntersectingPolygons(rule: FillRule) {
    var random = SplitMix64(seed: rule == .nonZero ? 1 : 2)
    for shape in 0..<300 {
      var polygons: [[Point]] = []
      for _ in 0..<(1 + Int(random.next() % 3)) {
        polygons.append(
          (0..<(3 + Int(random.next() % 10))).map { _ in random.point(in: Double(Self.size)) })
      }
      let worst = Self.worstDifference(rule: rule) { r in
        for polygon in polygons { polygon.withUnsafeBufferPointer { r.addPolygon($0) } }
      }
      #expect(worst.difference <= 1, "shape \(shape): \(worst)")
    }
  }

  /// Horizontal edges end chains without two chains meeting in a pixel: two rectangles
  /// running the same way, their tops and bottoms inside rows, wind twice under the tops
  /// and not at all above, in every pixel along them.
  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func stackedRectanglesWithEdgesInsideRows(rule: FillRule) {
    let rectangles = [
      [
        Point(x: 4.3, y: 10.5), Point(x: 30.7, y: 10.5), Point(x: 30.7, y: 20.25),
        Point(x: 4.3, y: 20.25),
      ],
      [
        Point(x: 9.6, y: 10.5), Point(x: 40.2, y: 10.5), Point(x: 40.2, y: 31.75),
        Point(x: 9.6, y: 31.75),
      ],
    ]
    let worst = Self.worstDifference(rule: rule) { r in
      for polygon in rectangles { polygon.withUnsafeBufferPointer { r.addPolygon($0) } }
    }
    #expect(worst.difference <= 1, "\(worst)")
  }

  /// Polygons on a grid of quarter pixels: many horizontal edges inside rows (which make
  /// no pieces, but split the pixels they cross), vertices where edges turn back, and
  /// crossings there; with the strips made for the flagged rows afterwards, and as the
  /// edges are added (as for text and dashes).
  @Test(arguments: [FillRule.nonZero, .evenOdd], [false, true])
  func gridPolygons(rule: FillRule, stripsAsAdded: Bool) {
    var random = SplitMix64(seed: rule == .nonZero ? 4 : 5)
    for shape in 0..<300 {
      var polygons: [[Point]] = []
      for _ in 0..<(1 + Int(random.next() % 4)) {
        polygons.append(
          (0..<(3 + Int(random.next() % 8))).map { _ in
            let p = random.point(in: Double(Self.size))
            return Point(x: (p.x * 4).rounded() / 4, y: (p.y * 4).rounded() / 4)
          })
      }
      let worst = Self.worstDifference(rule: rule) { r in
        if stripsAsAdded && !r.refinesEveryRow { r.keepsStrips = true }
        for polygon in polygons { polygon.withUnsafeBufferPointer { r.addPolygon($0) } }
      }
      #expect(worst.difference <= 1, "shape \(shape): \(worst)")
    }
  }

  @Test func dashedStrokes() {
    var random = SplitMix64(seed: 3)
    let joins: [LineJoin] = [.miter, .round, .bevel]
    let caps: [LineCap] = [.butt, .round, .square]
    for shape in 0..<200 {
      var path = Path()
      path.move(to: random.point(in: Double(Self.size)))
      for _ in 0..<(2 + Int(random.next() % 6)) {
        if random.next() % 2 == 0 {
          path.addLine(to: random.point(in: Double(Self.size)))
        } else {
          path.addQuadCurve(
            to: random.point(in: Double(Self.size)),
            controlPoint: random.point(in: Double(Self.size)))
        }
      }
      let style = StrokeStyle(
        width: 0.5 + random.unit() * 6, cap: caps[Int(random.next() % 3)],
        join: joins[Int(random.next() % 3)], miterLimit: 1 + random.unit() * 4,
        dashPattern: random.next() % 2 == 0 ? [] : [1 + random.unit() * 8, random.unit() * 5])
      var flat = FlattenedPath(path, transform: .identity, tolerance: 0.01, offset: style.width / 2)
      if let dasher = Dasher(style: style) { flat = dasher.dash(flat) }
      let outline = Stroker(style: style, tolerance: 0.01).outline(of: flat)
      let worst = Self.worstDifference(rule: .nonZero) { $0.addPolygons(outline, rule: .nonZero) }
      #expect(worst.difference <= 1, "stroke \(shape): \(worst)")
    }
  }
}

extension SplitMix64 {
  /// A uniform value in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A point at least 2 px inside a square canvas of side `size`.
  mutating func point(in size: Double) -> Point {
    Point(x: 2 + unit() * (size - 4), y: 2 + unit() * (size - 4))
  }
}
