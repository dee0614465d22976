import Testing

@testable import Raster

@Suite struct StrokeTests {
  private func area(_ path: Path, _ style: StrokeStyle) throws -> Double {
    let canvas = try #require(Canvas.white(64, 64))
    canvas.stroke(path, style: style, with: .solid(.black))
    return canvas.inkArea
  }

  private let line = Path.polyline([(10, 10.5), (50, 10.5)])

  @Test func capsExtendTheLineAsSpecified() throws {
    #expect(abs(try area(line, StrokeStyle(width: 4, cap: .butt)) - 160) < 0.2)
    #expect(abs(try area(line, StrokeStyle(width: 4, cap: .square)) - 176) < 0.2)
    let round = 160 + DeterministicMath.pi * 4
    #expect(abs(try area(line, StrokeStyle(width: 4, cap: .round)) - round) < 0.2)
  }

  @Test func zeroLengthSubpathsDrawDotsExceptWithButtCaps() throws {
    let dot = Path.polyline([(20, 20), (20, 20)])
    #expect(try area(dot, StrokeStyle(width: 4, cap: .butt)) == 0)
    #expect(abs(try area(dot, StrokeStyle(width: 4, cap: .square)) - 16) < 0.2)
    #expect(abs(try area(dot, StrokeStyle(width: 4, cap: .round)) - DeterministicMath.pi * 4) < 0.2)
  }

  @Test func joinsDifferByTheirCornerShapes() throws {
    let corner = Path.polyline([(10, 40), (30, 40), (30, 60)])
    let bevel = try area(corner, StrokeStyle(width: 4, join: .bevel))
    let miter = try area(corner, StrokeStyle(width: 4, join: .miter))
    let round = try area(corner, StrokeStyle(width: 4, join: .round))
    #expect(abs(miter - bevel - 2) < 0.2)
    #expect(abs(round - bevel - (DeterministicMath.pi - 2)) < 0.2)
    let limited = try area(corner, StrokeStyle(width: 4, join: .miter, miterLimit: 1.2))
    #expect(abs(limited - bevel) < 0.05)
  }

  /// Round caps and joins step round by rotating their last point: the points stay on the
  /// circle, evenly spaced, as computing each one's sine and cosine puts them.
  @Test func arcPointsStayOnTheirCircle() {
    let stroker = Stroker(style: StrokeStyle(width: 40, cap: .round), tolerance: 0.0001)
    let center = Point(x: 3.5, y: -7.25)
    let from = Point(x: 12, y: -16)
    for sweep in [-DeterministicMath.pi, 0.7, 2 * DeterministicMath.pi] {
      var points: [Point] = []
      stroker.appendArcInterior(center: center, from: from, sweep: sweep, &points)
      #expect(points.count > 100)
      let start = DeterministicMath.atan2(from.y, from.x)
      var worst = 0.0
      for (k, p) in points.enumerated() {
        let angle = start + sweep * Double(k + 1) / Double(points.count + 1)
        let (s, c) = DeterministicMath.sinCos(angle)
        worst = max(worst, Point.distance(p, Point(x: center.x + 20 * c, y: center.y + 20 * s)))
      }
      #expect(worst < 1e-11, "sweep \(sweep)")
    }
  }

  @Test func aMiterJoinIsItsTipAlone() {
    // A closed square's outer loop is its four mitred corners, the inner loop the four
    // inner ones: no offset end points beside the tips.
    let square = FlattenedPath(
      Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)), transform: .identity,
      tolerance: 0.01)
    let outline = Stroker(style: StrokeStyle(width: 2), tolerance: 0.01).outline(of: square)
    #expect(outline.subpaths.map(\.count) == [4, 4])
    let corners = Set(outline.points.map { [$0.x, $0.y] })
    #expect(
      corners == [
        [9, 9], [31, 9], [31, 31], [9, 31], [11, 11], [29, 11], [29, 29], [11, 29],
      ])
    // A flattened circle: one point per vertex on each side, where the three points a
    // join used to add made the outer side three times as long.
    let circle = FlattenedPath(
      Path(ovalIn: Rect(x: 0, y: 0, width: 60, height: 60)), transform: .identity,
      tolerance: 0.01, offset: 3)
    let ring = Stroker(style: StrokeStyle(width: 6), tolerance: 0.01).outline(of: circle)
    let vertices = circle.subpaths[0].count
    #expect(ring.subpaths.map(\.count).allSatisfy { $0 <= vertices + 1 })
  }

  @Test func closedRectanglesStrokeARing() throws {
    let square = Path(rect: Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(abs(try area(square, StrokeStyle(width: 2)) - 160) < 0.2)
  }

  @Test func dashesCoverTheOnIntervals() throws {
    let dashed = StrokeStyle(width: 2, dashPattern: [4, 4])
    #expect(abs(try area(line, dashed) - 40) < 0.2)
    let odd = StrokeStyle(width: 2, dashPattern: [4, 4, 8])
    #expect(abs(try area(line, odd) - 40) < 0.2)
    let shifted = StrokeStyle(width: 2, dashPattern: [10, 30], dashPhase: 5)
    #expect(abs(try area(line, shifted) - 20) < 0.2)
  }

  @Test func hairlinesHaveFractionalCoverage() throws {
    let canvas = try #require(Canvas.white(64, 64))
    canvas.stroke(line, style: StrokeStyle(width: 0.5), with: .solid(.black))
    let bitmap = canvas.makeBitmap()
    #expect(bitmap[30, 10] == RGBA8(red: 127, green: 127, blue: 127))
    #expect(bitmap[30, 9] == .white && bitmap[30, 11] == .white)
  }
}
