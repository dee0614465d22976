import Testing

@testable import Raster

@Suite struct RasterizerTests {
  @Test func convexPolygonsMatchExactArea() {
    let polygons: [[Point]] = [
      [Point(x: 10.3, y: 10.1), Point(x: 60.7, y: 20.2), Point(x: 30.1, y: 60.9)],
      [
        Point(x: 5.25, y: 30.6), Point(x: 60.4, y: 50.3), Point(x: 5.9, y: 63.15),
        Point(x: 20.7, y: 50.05),
      ],
      [Point(x: 1.5, y: 40.2), Point(x: 63.3, y: 37.7), Point(x: 63.3, y: 38.1), Point(x: 1.5, y: 41)],
    ]
    for polygon in polygons {
      let got = TestSupport.coverage([polygon], width: 64, height: 64)
      var worst = 0.0
      for y in 0..<64 {
        for x in 0..<64 {
          let exact = TestSupport.exactCoverage(polygon, px: x, py: y) * 255
          worst = max(worst, abs(Double(got[y * 64 + x]) - exact))
        }
      }
      #expect(worst <= 1.5, "worst coverage error \(worst) / 255")
    }
  }

  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func selfIntersectionsAreRefined(rule: FillRule) {
    let star = TestSupport.pentagram(center: Point(x: 20.3, y: 21.1), radius: 18.7)
    let got = TestSupport.coverage([star], width: 40, height: 40, rule: rule)
    var worst = 0.0
    for y in 0..<40 {
      for x in 0..<40 {
        let sampled = TestSupport.sampledCoverage(star, px: x, py: y, n: 64, rule: rule) * 255
        worst = max(worst, abs(Double(got[y * 40 + x]) - sampled))
      }
    }
    #expect(worst <= 6, "worst coverage error \(worst) / 255")
  }
}
