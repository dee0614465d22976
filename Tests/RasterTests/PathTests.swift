import Testing

@testable import Raster

@Suite struct PathTests {
  private func near(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool { abs(a - b) <= eps }

  @Test func clockwiseArcsIncreaseTheAngle() throws {
    let pi = DeterministicMath.pi
    var path = Path()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: pi / 2, clockwise: true)
    let end = try #require(path.currentPoint)
    #expect(near(end.x, 0) && near(end.y, 10))
    let bounds = try #require(path.bounds)
    #expect(near(bounds.minX, 0, 1e-3) && near(bounds.maxY, 10, 1e-3))
    var other = Path()
    other.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: pi / 2, clockwise: false)
    #expect(near(other.length, 10 * 1.5 * pi, 1e-3))
  }

  @Test func sweepsFollowUIKit() {
    let pi = DeterministicMath.pi
    #expect(near(Path.arcSweep(from: 3 * pi / 4, to: pi / 4, clockwise: true), 1.5 * pi))
    #expect(near(Path.arcSweep(from: 0, to: 7, clockwise: true), 2 * pi))
    #expect(near(Path.arcSweep(from: 0, to: -7, clockwise: true), 2 * pi))
    #expect(near(Path.arcSweep(from: 0, to: pi / 2, clockwise: false), -1.5 * pi))
    #expect(Path.arcSweep(from: 1, to: 1, clockwise: true) == 0)
  }

  @Test func circleLengthIsTwoPiR() {
    let circle = Path(ovalIn: Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(near(circle.length, 20 * DeterministicMath.pi, 1e-3))
  }

  @Test func roundedRectRadiiAreClamped() throws {
    let path = Path(
      roundedRect: Rect(x: 0, y: 0, width: 10, height: 4),
      cornerRadii: CornerRadii(topLeft: 100, topRight: -1, bottomRight: .nan, bottomLeft: 1))
    let bounds = try #require(path.bounds)
    #expect(near(bounds.width, 10, 1e-6) && near(bounds.height, 4, 1e-6))
    #expect(CornerRadii(all: 9).clamped(toFit: Size(width: 10, height: 4)) == CornerRadii(all: 2))
  }

  @Test func nonFiniteElementsAreSkipped() {
    var path = Path()
    path.move(to: Point(x: .nan, y: 0))
    path.addLine(to: Point(x: 1, y: .infinity))
    path.addLine(to: Point(x: 1, y: 1))
    #expect(path.elements == [.move(to: Point(x: 1, y: 1))])
  }

  @Test func trimmingTakesFractionsOfTheTotalLength() throws {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: Point(x: 10, y: 0))
    path.move(to: Point(x: 0, y: 5))
    path.addLine(to: Point(x: 30, y: 5))
    let part = path.trimmed(from: 0.125, to: 0.5)
    #expect(near(part.length, 15, 1e-9))
    #expect(part.elements.first == .move(to: Point(x: 5, y: 0)))
    #expect(part.currentPoint == Point(x: 10, y: 5))
    #expect(path.trimmed(from: 0.6, to: 0.4).isEmpty)
    let circle = Path(ovalIn: Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(near(circle.trimmed(from: 0, to: 0.25).length, 5 * DeterministicMath.pi, 2e-3))
    #expect(circle.trimmed(from: 0, to: 1) == circle)
  }
}
