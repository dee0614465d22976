import TestSupport
import Testing

@testable import Raster

/// Polygons crossing each other are replaced by the boundary of what the fill rule fills
/// (`FillBoundary`): their coverage is then the exact area the rule fills in each pixel,
/// which these tests compute apart, band by band.
@Suite struct FillBoundaryTests {
  /// Coverage of `polygons` under `rule`, and whether the rasterizer resolved them.
  static func rasterized(_ polygons: [[Point]], rule: FillRule, size: Int) -> (
    resolved: Bool, values: [UInt32]
  ) {
    var r = CellRasterizer(width: size, height: size)
    r.addPolygons(ConvexPolygonTests.flat(polygons), rule: rule)
    let resolved = r.windingIsSimple
    var sink = TestSupport.CollectingSink(width: size, height: size)
    r.sweep(rule: rule, into: &sink)
    return (resolved, sink.values)
  }

  /// The area of pixel `(px, py)` that `rule` fills inside `polygons`: between heights
  /// where no vertex lies, no two edges cross and no edge crosses the pixel's sides, the
  /// covered width is linear in y, so each band's area is its width at mid-height times
  /// its height.
  static func exactArea(_ polygons: [[Point]], rule: FillRule, px: Int, py: Int) -> Double {
    var edges: [(Point, Point)] = []
    for polygon in polygons {
      for i in polygon.indices { edges.append((polygon[i], polygon[(i + 1) % polygon.count])) }
    }
    let top = Double(py)
    let left = Double(px)
    var heights = [top, top + 1]
    func note(_ y: Double) { if y > top && y < top + 1 { heights.append(y) } }
    for (a, b) in edges {
      note(a.y)
      for x in [left, left + 1] where (a.x - x) * (b.x - x) < 0 {
        note(a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
      }
    }
    for i in edges.indices {
      for j in edges.indices where j > i {
        let (a, b) = edges[i]
        let (c, d) = edges[j]
        let denominator = Point.cross(b - a, d - c)
        guard denominator != 0 else { continue }
        let t = Point.cross(c - a, d - c) / denominator
        let u = Point.cross(c - a, b - a) / denominator
        if t > 0 && t < 1 && u > 0 && u < 1 { note(a.y + (b.y - a.y) * t) }
      }
    }
    heights.sort()
    var area = 0.0
    for k in 1..<heights.count where heights[k] > heights[k - 1] {
      let y = (heights[k - 1] + heights[k]) / 2
      var crossings: [(x: Double, winding: Int)] = []
      for (a, b) in edges where (a.y <= y) != (b.y <= y) {
        crossings.append((a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), b.y > a.y ? 1 : -1))
      }
      crossings.sort { $0.x < $1.x }
      var winding = 0
      var width = 0.0
      for (n, crossing) in crossings.enumerated() {
        winding += crossing.winding
        let inside = rule == .nonZero ? winding != 0 : winding % 2 != 0
        guard inside, n + 1 < crossings.count else { continue }
        let from = max(crossing.x, left)
        let to = min(crossings[n + 1].x, left + 1)
        if to > from { width += to - from }
      }
      area += width * (heights[k] - heights[k - 1])
    }
    return area
  }

  /// The largest difference between the rasterized coverage and 255 times the exact area.
  static func worstError(_ polygons: [[Point]], rule: FillRule, size: Int, values: [UInt32])
    -> Int
  {
    var worst = 0
    for py in 0..<size {
      for px in 0..<size {
        let expected = Int((exactArea(polygons, rule: rule, px: px, py: py) * 255).rounded())
        worst = max(worst, abs(Int(values[py * size + px]) - expected))
      }
    }
    return worst
  }

  /// Two rectangles crossing as a plus sign, the same way round or opposite ways, on a
  /// grid of 1/64 pixel: every area is exact in the rasterizer's fixed point, so every
  /// pixel is 255 times its area rounded, under both rules.
  @Test(arguments: [FillRule.nonZero, .evenOdd], [false, true])
  func crossedRectanglesCoverTheirExactArea(rule: FillRule, opposite: Bool) {
    let across = [
      Point(x: 1.25, y: 6.515625), Point(x: 18.703125, y: 6.515625),
      Point(x: 18.703125, y: 11.4375), Point(x: 1.25, y: 11.4375),
    ]
    let down = [
      Point(x: 7.609375, y: 2.125), Point(x: 12.5, y: 2.125), Point(x: 12.5, y: 17.890625),
      Point(x: 7.609375, y: 17.890625),
    ]
    let polygons = [across, opposite ? down.reversed() : down]
    let drawn = Self.rasterized(polygons, rule: rule, size: 20)
    #expect(drawn.resolved)
    for py in 0..<20 {
      for px in 0..<20 {
        let area = Self.exactArea(polygons, rule: rule, px: px, py: py)
        let expected = UInt32((area * 255).rounded())
        #expect(drawn.values[py * 20 + px] == expected, "pixel \(px), \(py)")
      }
    }
    // The middle is covered twice the same way (filled by the nonzero rule only) or once
    // each way (empty under both).
    let middle = drawn.values[9 * 20 + 10]
    #expect(middle == (rule == .nonZero && !opposite ? 255 : 0))
  }

  /// Random polygons crossing themselves and each other are mostly resolved, and those
  /// that are cover their exact area to within one step (the rasterizer rounds every
  /// crossing and vertex to 1/1024 pixel).
  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func crossingPolygonsCoverTheirExactArea(rule: FillRule) {
    var random = SplitMix64(seed: rule == .nonZero ? 81 : 82)
    let size = 24
    var resolved = 0
    let shapes = 150
    for shape in 0..<shapes {
      var polygons: [[Point]] = []
      for _ in 0..<(1 + Int(random.next() % 2)) {
        polygons.append(
          (0..<(3 + Int(random.next() % 6))).map { _ in
            let p = random.point(in: Double(size))
            return Point(x: (p.x * 1024).rounded() / 1024, y: (p.y * 1024).rounded() / 1024)
          })
      }
      let drawn = Self.rasterized(polygons, rule: rule, size: size)
      guard drawn.resolved else { continue }
      resolved += 1
      let worst = Self.worstError(polygons, rule: rule, size: size, values: drawn.values)
      #expect(worst <= 1, "shape \(shape)")
    }
    #expect(resolved >= shapes * 9 / 10)
  }

  /// A pentagram is resolved under both rules (its sweep then refines nothing, so it
  /// reports rows in order) and covers its exact area; without resolving, the refined
  /// pixels where its edges cross are further from it.
  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func pentagramIsResolved(rule: FillRule) {
    let star = [ConvexPolygonTests.regular(5, step: 2, radius: 17)]
    var r = CellRasterizer(width: 40, height: 40)
    r.addPolygons(ConvexPolygonTests.flat(star), rule: rule)
    let inOrder = r.sweepsInOrder
    #expect(inOrder)
    var sink = TestSupport.CollectingSink(width: 40, height: 40)
    r.sweep(rule: rule, into: &sink)
    #expect(Self.worstError(star, rule: rule, size: 40, values: sink.values) <= 1)
  }

  /// Random polygons crossing themselves and each other, drawn resolving their crossings
  /// (`resolvesCrossings`) and refining the pixels where their edges cross instead,
  /// against 255 times their exact area: the shortcut is the closer, and by far, which is
  /// why it stays (Raster.docc, "Shortcuts").
  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func resolvingIsCloserToTheAreaThanRefining(rule: FillRule) {
    var random = SplitMix64(seed: rule == .nonZero ? 83 : 84)
    let size = 24
    var worst = (resolved: 0.0, refined: 0.0)
    var total = (resolved: 0.0, refined: 0.0)
    for _ in 0..<60 {
      let polygons = (0..<(1 + Int(random.next() % 2))).map { _ in
        (0..<(3 + Int(random.next() % 6))).map { _ in random.point(in: Double(size)) }
      }
      func drawn(resolving: Bool) -> (resolved: Bool, values: [UInt32]) {
        var r = CellRasterizer(width: size, height: size)
        if !resolving { r.shortcuts.remove(.resolvesCrossings) }
        r.addPolygons(ConvexPolygonTests.flat(polygons), rule: rule)
        let resolved = r.windingIsSimple
        var sink = TestSupport.CollectingSink(width: size, height: size)
        r.sweep(rule: rule, into: &sink)
        return (resolved, sink.values)
      }
      let resolved = drawn(resolving: true)
      guard resolved.resolved else { continue }
      let refined = drawn(resolving: false).values
      for py in 0..<size {
        for px in 0..<size {
          let exact = Self.exactArea(polygons, rule: rule, px: px, py: py) * 255
          let a = abs(Double(resolved.values[py * size + px]) - exact)
          let b = abs(Double(refined[py * size + px]) - exact)
          worst = (max(worst.resolved, a), max(worst.refined, b))
          total = (total.resolved + a, total.refined + b)
        }
      }
    }
    #expect(worst.resolved <= 1, "\(rule)")
    #expect(worst.refined > 4 * worst.resolved, "\(rule): \(worst)")
    #expect(total.refined > total.resolved, "\(rule): \(total)")
  }

  /// Through the canvas, under a rotation and partly off the canvas, a pentagram is
  /// filled and clipped to under either rule as exactly as the rasterizer resolves it.
  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func canvasFillsAndClipsByTheRule(rule: FillRule) throws {
    let corners = ConvexPolygonTests.regular(5, step: 2, radius: 19)
    let path = Path.polyline(corners.map { ($0.x, $0.y) }, closed: true)
    let turn = AffineTransform(translationX: 24, y: -3).concatenating(
      AffineTransform(rotationAngle: 0.3))
    let device = [corners.map { turn.apply(to: $0) }]

    let canvas = try #require(Canvas(width: 40, height: 40))
    canvas.clear(.white)
    canvas.concatenate(turn)
    canvas.fill(path, with: .solid(.black), rule: rule)
    let bitmap = canvas.makeBitmap()
    var worst = 0
    for y in 0..<40 {
      for x in 0..<40 {
        let expected = (Self.exactArea(device, rule: rule, px: x, py: y) * 255).rounded()
        worst = max(worst, abs(255 - Int(bitmap[x, y].red) - Int(expected)))
      }
    }
    #expect(worst <= 1)

    let clipped = try #require(Canvas(width: 40, height: 40))
    clipped.concatenate(turn)
    clipped.clip(to: path, rule: rule)
    let mask = try #require(clipped.state.clip)
    let values = mask.values.map { UInt32($0) }
    #expect(Self.worstError(device, rule: rule, size: 40, values: values) <= 1)
  }

  /// Polygons not in general position are left to the refinement, with nothing added.
  @Test func touchingOrOverlappingPolygonsAreNotResolved() {
    let square = [Point(x: 2, y: 2), Point(x: 10, y: 2), Point(x: 10, y: 10), Point(x: 2, y: 10)]
    let cases: [(String, [[Point]])] = [
      (
        "a shared vertex",
        [square, [Point(x: 10, y: 10), Point(x: 15, y: 12), Point(x: 12, y: 16)]]
      ),
      (
        "an overlapping edge",
        [square, [Point(x: 4, y: 2), Point(x: 8, y: 2), Point(x: 6, y: -3)]]
      ),
      (
        "a vertex on an edge",
        [square, [Point(x: 10, y: 5), Point(x: 15, y: 3), Point(x: 15, y: 8)]]
      ),
      ("a turn straight back", [[Point(x: 2, y: 2), Point(x: 12, y: 9), Point(x: 7, y: 5.5)]]),
      (
        "a polygon through one point twice",
        [
          [
            Point(x: 2, y: 2), Point(x: 8, y: 8), Point(x: 14, y: 2), Point(x: 14, y: 14),
            Point(x: 8, y: 8), Point(x: 2, y: 14),
          ]
        ]
      ),
      ("a coordinate not finite", [[Point(x: 2, y: 2), Point(x: .nan, y: 9), Point(x: 7, y: 12)]]),
      ("too many edges", [ConvexPolygonTests.regular(33, step: 16)]),
    ]
    for (name, polygons) in cases {
      var pieces = 0
      let resolved = FillBoundary.resolve(ConvexPolygonTests.flat(polygons), rule: .nonZero) {
        _, _ in pieces += 1
      }
      #expect(!resolved, "\(name)")
      #expect(pieces == 0, "\(name)")
    }
    // The same square beside a triangle apart from it is resolved, edge for edge.
    var pieces = 0
    let apart = [square, [Point(x: 12, y: 3), Point(x: 15, y: 4), Point(x: 13, y: 9)]]
    let resolved = FillBoundary.resolve(ConvexPolygonTests.flat(apart), rule: .nonZero) {
      _, _ in pieces += 1
    }
    #expect(resolved)
    #expect(pieces == 5)
  }
}
