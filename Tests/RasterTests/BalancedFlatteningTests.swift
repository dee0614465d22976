import Testing

@testable import Raster

/// Balanced flattening (`FlattenedPath`, `balanced: true`): chords that run as far outside
/// their arcs as inside, and the stroker's joins that keep both sides of a stroke so.
@Suite struct BalancedFlatteningTests {
  static let center = Point(x: 20, y: 20)
  static let radius = 15.0
  static let circle = Path(ovalIn: Rect(x: 5, y: 5, width: 30, height: 30))

  /// The mean distance outside the circle along every chord of `flat`, and the largest
  /// distance either way, sampled 64 times per chord.
  static func deviation(of flat: FlattenedPath) -> (mean: Double, largest: Double) {
    var sum = 0.0
    var largest = 0.0
    var samples = 0
    let points = flat.points
    for i in points.indices {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      for k in 0..<64 {
        let p = Point.lerp(a, b, (Double(k) + 0.5) / 64)
        let d = (p - center).length - radius
        sum += d
        largest = max(largest, abs(d))
        samples += 1
      }
    }
    return (sum / Double(samples), largest)
  }

  /// Inscribed chords lie inside the circle, two thirds of their sagitta in on average;
  /// balanced ones average out, with every point within the tolerance either way.
  @Test func balancedChordsOfACircleAverageOut() {
    let tolerance = 0.01
    let inscribed = FlattenedPath(Self.circle, transform: .identity, tolerance: tolerance)
    let balanced = FlattenedPath(
      Self.circle, transform: .identity, tolerance: tolerance, balanced: true)
    #expect(balanced.points.count == inscribed.points.count)
    let (insideMean, insideLargest) = Self.deviation(of: inscribed)
    let (mean, largest) = Self.deviation(of: balanced)
    #expect(insideMean < -tolerance / 4)
    #expect(insideLargest <= tolerance)
    #expect(abs(mean) < abs(insideMean) / 20, "mean \(mean) against \(insideMean)")
    #expect(largest <= tolerance, "largest \(largest)")
  }

  /// The points where the circle's eight arcs meet, and the one where it closes, move
  /// outward as the others do: every point lies outside the circle by about the same.
  @Test func jointsOfSmoothCurvesMoveToo() {
    let flat = FlattenedPath(
      Self.circle, transform: .identity, tolerance: 0.01, balanced: true)
    let distances = flat.points.map { ($0 - Self.center).length - Self.radius }
    let low = distances.min() ?? 0
    let high = distances.max() ?? 0
    #expect(low > 0.002, "closest \(low)")
    #expect(high - low < low / 4, "from \(low) to \(high)")
    // The last arc ends where the first began (to rounding), and both ends moved alike.
    let ends = (flat.points.first ?? .zero) - (flat.points.last ?? .zero)
    #expect(ends.length < 1e-9)
  }

  /// Where a curve meets a line (a rounded rectangle's corners), the point stays on the
  /// line, so the straight sides stay straight.
  @Test func cornersBetweenLinesAndCurvesStay() {
    let rect = Rect(x: 2, y: 3, width: 30, height: 20)
    let path = Path(roundedRect: rect, cornerRadii: CornerRadii(all: 6))
    let flat = FlattenedPath(path, transform: .identity, tolerance: 0.01, balanced: true)
    let onSides = flat.points.filter {
      $0.x == rect.minX || $0.x == rect.maxX || $0.y == rect.minY || $0.y == rect.maxY
    }
    // Two ends of each of the four sides (the first point is held twice).
    #expect(onSides.count >= 8)
    for p in flat.points {
      #expect(p.x >= rect.minX - 0.01 && p.x <= rect.maxX + 0.01)
      #expect(p.y >= rect.minY - 0.01 && p.y <= rect.maxY + 0.01)
    }
  }

  /// A circle stroked as wide as its radius: both sides of the ring come out without
  /// bias against the exact annulus (the balanced joins put the outer side's vertices
  /// two thirds of the way to the miter tips, not at them).
  @Test func thickStrokesAreBalancedOnBothSides() throws {
    let canvas = try #require(Canvas.white(40, 40))
    canvas.stroke(Self.circle, style: StrokeStyle(width: 15), with: .solid(.black))
    let pixels = canvas.premultipliedPixels.pixels
    var outer = (sum: 0.0, count: 0)
    var inner = (sum: 0.0, count: 0)
    var largest = 0.0
    for y in 0..<40 {
      for x in 0..<40 {
        let exact = Self.annulusCoverage(x: x, y: y, inner: 7.5, outer: 22.5)
        guard exact > 0.02 && exact < 0.98 else { continue }
        let got = Double(255 - (pixels[y * 40 + x] & 0xFF)) / 255
        let error = (got - exact) * 255
        largest = max(largest, abs(error))
        let r = (Point(x: Double(x) + 0.5, y: Double(y) + 0.5) - Self.center).length
        if r > Self.radius {
          outer.sum += error
          outer.count += 1
        } else {
          inner.sum += error
          inner.count += 1
        }
      }
    }
    let outerMean = outer.sum / Double(outer.count)
    let innerMean = inner.sum / Double(inner.count)
    #expect(abs(outerMean) < 0.2, "outer side off by \(outerMean) on average")
    #expect(abs(innerMean) < 0.2, "inner side off by \(innerMean) on average")
    #expect(largest < 2.5, "largest error \(largest)")
  }

  /// The part of pixel (x, y) between circles of radii `inner` and `outer` round the
  /// centre, by 128 × 128 point samples.
  static func annulusCoverage(x: Int, y: Int, inner: Double, outer: Double) -> Double {
    let middle = (Point(x: Double(x) + 0.5, y: Double(y) + 0.5) - center).length
    if abs(middle - inner) > 0.75 && abs(middle - outer) > 0.75 {
      return middle > inner && middle < outer ? 1 : 0
    }
    var inside = 0
    for j in 0..<128 {
      for i in 0..<128 {
        let p = Point(
          x: Double(x) + (Double(i) + 0.5) / 128, y: Double(y) + (Double(j) + 0.5) / 128)
        let r = (p - center).length
        if r >= inner && r <= outer { inside += 1 }
      }
    }
    return Double(inside) / (128 * 128)
  }
}
