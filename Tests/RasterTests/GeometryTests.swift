import Testing

@testable import Raster

@Suite struct GeometryTests {
  @Test func translationAppliesBeforeTheExistingTransform() {
    let t = AffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    #expect(t.apply(to: Point(x: 0, y: 0)) == Point(x: 2, y: 3))
  }

  @Test func rotationTurnsXTowardsYDown() {
    let p = AffineTransform(rotationAngle: DeterministicMath.pi / 2).apply(to: Point(x: 1, y: 0))
    #expect(abs(p.x) < 1e-15 && p.y == 1)
  }

  @Test func inversionRoundTrips() throws {
    let t = AffineTransform(translationX: 3, y: -2).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
    let inverse = try #require(t.inverted())
    let p = inverse.apply(to: t.apply(to: Point(x: 1.25, y: -7)))
    #expect(abs(p.x - 1.25) < 1e-12 && abs(p.y + 7) < 1e-12)
    #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
  }

  @Test func maximumScaleIsTheLargestStretch() {
    let t = AffineTransform(scaleX: 3, y: 0.5).rotated(by: 1)
    #expect(abs(t.maximumScale - 3) < 1e-12)
  }

  @Test func minimumScaleIsTheSmallestStretch() {
    let t = AffineTransform(scaleX: 3, y: 0.5).rotated(by: 1).translatedBy(x: 5, y: -2)
    #expect(abs(t.minimumScale - 0.5) < 1e-12)
    #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).minimumScale == 0)
    #expect(AffineTransform(scaleX: 0, y: 0).minimumScale == 0)
  }

  @Test func rectsStandardizeAndIntersect() {
    let r = Rect(x: 10, y: 10, width: -4, height: 5)
    #expect(r.standardized == Rect(x: 6, y: 10, width: 4, height: 5))
    #expect(
      r.intersection(Rect(x: 0, y: 0, width: 7, height: 11))
        == Rect(x: 6, y: 10, width: 1, height: 1))
    #expect(
      Rect(x: 0, y: 0, width: 1, height: 1).intersection(Rect(x: 2, y: 2, width: 1, height: 1))
        == nil)
  }
}
