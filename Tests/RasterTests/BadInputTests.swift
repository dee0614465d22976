import Testing

@testable import Raster

@Suite struct BadInputTests {
  @Test(arguments: [
    (0.0, 10.0, 1.0), (-5, 10, 1), (10, .nan, 1), (10, 10, 0), (10, 10, -2),
    (10, 10, .infinity), (1e6, 1e6, 1), (40_000, 1, 1),
  ])
  func impossibleCanvasesAreNil(width: Double, height: Double, scale: Double) {
    #expect(Canvas(width: width, height: height, scale: scale) == nil)
  }

  @Test func nonFiniteCoordinatesAreSkipped() throws {
    let canvas = try #require(Canvas.white(16, 16))
    var path = Path.polyline([(1, 1), (8, 1), (8, 8)], closed: true)
    path.addLine(to: Point(x: .nan, y: 3))
    path.addCurve(
      to: Point(x: 3, y: 3), controlPoint1: Point(x: .infinity, y: 0), controlPoint2: .zero)
    canvas.fill(path, with: .solid(.black))
    canvas.concatenate(AffineTransform(scaleX: .infinity, y: 1))
    canvas.fill(path, with: .solid(.black))
    #expect(canvas.inkArea > 20 && canvas.inkArea < 30)
  }

  @Test func hugeCoordinatesAreClippedQuickly() throws {
    let canvas = try #require(Canvas.white(16, 16))
    canvas.fill(
      Path.polyline([(-1e15, -1e15), (1e15, -1e15), (1e15, 1e15), (-1e15, 1e15)], closed: true),
      with: .solid(.black))
    #expect(canvas.inkArea == 256)
    canvas.clear(.white)
    canvas.fill(
      Path(ovalIn: Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)), with: .solid(.black))
    #expect(canvas.inkArea == 256)
  }

  @Test(arguments: [Double.nan, -3, 0, Double.infinity, 1e300])
  func absurdStrokeWidthsNeitherCrashNorHang(width: Double) throws {
    let canvas = try #require(Canvas.white(16, 16))
    canvas.stroke(
      Path.polyline([(2, 2), (14, 9), (3, 14)]), style: StrokeStyle(width: width, join: .round),
      with: .solid(.black))
    let expected: Double = width.isFinite && width > 0 ? 256 : (width == .infinity ? 256 : 0)
    #expect(canvas.inkArea == expected)
  }

  @Test func degenerateDashPatternsStrokeSolid() throws {
    let line = Path.polyline([(2, 8.5), (14, 8.5)])
    for pattern: [Double] in [[0, 0], [-1, 2], [.nan], [1e-9, 1e-9]] {
      let canvas = try #require(Canvas.white(16, 16))
      canvas.stroke(line, style: StrokeStyle(width: 1, dashPattern: pattern), with: .solid(.black))
      #expect(abs(canvas.inkArea - 12) < 0.01, "pattern \(pattern)")
    }
  }

  @Test func millionEntryDashPatternsWork() throws {
    let canvas = try #require(Canvas.white(16, 16))
    let pattern = [Double](repeating: 0.5, count: 1_000_000)
    canvas.stroke(
      Path.polyline([(2, 8.5), (14, 8.5)]), style: StrokeStyle(width: 1, dashPattern: pattern),
      with: .solid(.black))
    #expect(abs(canvas.inkArea - 6) < 0.05)
  }

  @Test func pathsWithManySegmentsRender() throws {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    for i in 0..<200_000 {
      path.addLine(to: Point(x: Double(i % 64) * 0.25, y: Double(i % 61) * 0.25))
    }
    let canvas = try #require(Canvas.white(16, 16))
    canvas.fill(path, with: .solid(.black), rule: .evenOdd)
    canvas.stroke(path, style: StrokeStyle(width: 0.1), with: .solid(.black))
    #expect(canvas.inkArea > 0)
  }

  @Test func unbalancedStateCallsAreIgnored() throws {
    let canvas = try #require(Canvas.white(8, 8))
    canvas.restore()
    canvas.endLayer()
    for _ in 0..<100 { canvas.beginLayer(opacity: .nan) }
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 8, height: 8)), with: .solid(.black))
    for _ in 0..<101 { canvas.endLayer() }
    canvas.draw(Bitmap(width: 0, height: 0), in: Rect(x: 0, y: 0, width: 4, height: 4))
    canvas.draw(Bitmap(width: 1, height: 1), transform: AffineTransform(scaleX: 0, y: 1))
    #expect(canvas.makeBitmap() == Bitmap(width: 8, height: 8, fill: .white))
  }
}
