import TestSupport
import Testing

@testable import Raster

@Suite("Coverage stamps")
struct CoverageStampTests {
  /// A star with curves: crossings, both fill rules matter, and partial pixels everywhere.
  func shape() -> Path {
    var path = Path.polyline(
      [(5, 0.3), (8.2, 9.7), (0.4, 3.6), (9.6, 3.5), (1.7, 9.9)], closed: true)
    path.move(to: Point(x: 2.25, y: 11))
    path.addQuadCurve(to: Point(x: 9.5, y: 13.75), controlPoint: Point(x: 6, y: 8))
    path.closeSubpath()
    return path
  }

  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func aStampDrawnAtAPixelIsTheFillAtThatPixel(rule: FillRule) throws {
    // The path is rasterized once around a fractional origin, then drawn at three places
    // (the last partly left of the canvas). Past the right or bottom border a fill splits
    // its edges at the border, which can move a coverage by one level; a stamp does not.
    let phase = AffineTransform(translationX: 0.25, y: 0.75)
    let stamp = try #require(CoverageStamp(shape(), transform: phase, rule: rule))
    for (x, y) in [(3, 2), (13, 5), (-4, 9)] {
      let stamped = try #require(Canvas.white(24, 20))
      stamped.fill(stamp, atPixelX: x, y: y, with: .solid(RGBA8(red: 20, green: 40, blue: 200)))
      let filled = try #require(Canvas.white(24, 20))
      filled.translate(x: Double(x) + 0.25, y: Double(y) + 0.75)
      // Flattened as stamps (glyphs) are, not halved as Core Graphics fills shapes.
      filled.fill(
        shape(), with: .solid(RGBA8(red: 20, green: 40, blue: 200)), rule: rule,
        halvingCubics: false)
      #expect(stamped.makeBitmap() == filled.makeBitmap(), "at (\(x), \(y))")
    }
  }

  @Test func addingClampsEachByteAtFullCoverage() {
    var rng = SplitMix64(seed: 5)
    for count in [0, 1, 3, 4, 7, 8, 12, 15, 16, 17, 31, 40] {
      let a = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      let b = (0..<count).map { i in
        i % 5 == 0 ? 255 - a[i] : UInt8(truncatingIfNeeded: rng.next())
      }
      let expected = zip(a, b).map { UInt8(min(Int($0) + Int($1), 255)) }
      var sum = a
      sum.withUnsafeMutableBufferPointer { target in
        b.withUnsafeBufferPointer { source in
          guard let t = target.baseAddress, let s = source.baseAddress else { return }
          CoverageStamp.addSaturating(s, to: t, count: count)
        }
      }
      #expect(sum == expected, "\(count) bytes")
    }
  }

  @Test func overlappingStampsArePaintedOnceAsTheirClampedSum() throws {
    let stamp = try #require(CoverageStamp(shape(), transform: .identity))
    let origins = [(x: 2, y: 3), (x: 6, y: 4), (x: 30, y: 1), (x: -5, y: 12)]
    var union = try #require(CoverageStamp(left: 0, top: 0, width: 24, height: 20))
    for origin in origins { union.add(stamp, x: origin.x, y: origin.y) }
    let color = Paint.solid(RGBA8(red: 200, green: 30, blue: 60, alpha: 190))
    let together = try #require(Canvas.white(24, 20))
    #expect(together.fill([stamp, stamp, stamp, stamp], origins: origins, with: color))
    let gathered = try #require(Canvas.white(24, 20))
    gathered.fill(union, atPixelX: 0, y: 0, with: color)
    #expect(together.makeBitmap() == gathered.makeBitmap())
    // Painted one by one, the overlap would be darker than the clamped sum.
    let apart = try #require(Canvas.white(24, 20))
    for origin in origins { apart.fill(stamp, atPixelX: origin.x, y: origin.y, with: color) }
    #expect(apart.makeBitmap() != together.makeBitmap())
  }

  @Test func stampsRespectTheClipAndGradients() throws {
    let stamp = try #require(CoverageStamp(shape(), transform: .identity))
    let gradient = Paint.linearGradient(
      Gradient(colors: [.black, RGBA8(red: 255, green: 0, blue: 0, alpha: 128)]),
      start: Point(x: 0, y: 0), end: Point(x: 12, y: 14))
    let stamped = try #require(Canvas.white(16, 16))
    stamped.clip(to: Path(ovalIn: Rect(x: 1.5, y: 2, width: 9, height: 11)))
    stamped.fill(stamp, atPixelX: 0, y: 0, with: gradient)
    let filled = try #require(Canvas.white(16, 16))
    filled.clip(to: Path(ovalIn: Rect(x: 1.5, y: 2, width: 9, height: 11)))
    filled.fill(shape(), with: gradient, rule: .nonZero, halvingCubics: false)
    #expect(stamped.makeBitmap() == filled.makeBitmap())
  }

  @Test func addingIsClampedAndDropsWhatFallsOutside() throws {
    var square = try #require(CoverageStamp(left: 0, top: 0, width: 2, height: 2))
    let half = try #require(
      CoverageStamp(Path(rect: Rect(x: 0, y: 0, width: 0.5, height: 1)), transform: .identity))
    #expect(half.values == [128])
    square.add(half, x: 1, y: 1)
    square.add(half, x: 1, y: 1)
    #expect(square.values == [0, 0, 0, 255])
    square.add(half, x: 0, y: 0)
    #expect(square.values == [128, 0, 0, 255])
    square.add(half, x: 5, y: -3)
    square.add(half, x: -1, y: 0)
    #expect(square.values == [128, 0, 0, 255])
  }

  @Test func badShapesGiveNoStamp() {
    var bad = Path()
    bad.move(to: Point(x: .nan, y: 0))
    bad.addLine(to: Point(x: 4, y: 4))
    bad.addLine(to: Point(x: 0, y: 4))
    // A point that is not finite is skipped, as a fill skips it.
    #expect(CoverageStamp(bad, transform: .identity) != nil)
    var infinite = Path()
    infinite.move(to: Point(x: 0, y: 0))
    infinite.addLine(to: Point(x: .infinity, y: 4))
    infinite.addLine(to: Point(x: 0, y: 4))
    #expect(CoverageStamp(infinite, transform: .identity)?.width ?? 0 < 16)
    let huge = Path(rect: Rect(x: 0, y: 0, width: 1e6, height: 1e6))
    #expect(CoverageStamp(huge, transform: .identity) == nil)
    #expect(CoverageStamp(left: 0, top: 0, width: 1 << 13, height: 1 << 13) == nil)
    #expect(CoverageStamp(left: 0, top: 0, width: -1, height: 3) == nil)
    let empty = CoverageStamp(Path(), transform: .identity)
    #expect(empty?.width == 0)
  }
}
