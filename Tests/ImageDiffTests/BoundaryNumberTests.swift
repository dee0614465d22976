import ImageDiff
import Raster
import Testing

/// Numbers at the edge of what a Double holds, given where a comparison turns them into
/// pixel indices and counts: they are clamped or ignored, never a trap.
@Suite("Numbers at the boundaries")
struct BoundaryNumberTests {
  /// A 4×3 white picture, and a copy with every pixel black.
  let white = Bitmap(width: 4, height: 3, fill: .white)
  let black = Bitmap(width: 4, height: 3, fill: .black)

  func ignored(_ region: IgnoredRegion, scale: Double = 1) -> Int {
    ImageDiff.compare(white, black, options: DiffOptions(ignoredRegions: [region]), scale: scale)
      .result.ignoredPixels
  }

  @Test(arguments: [
    IgnoredRegion(x: 1e19, y: 0, width: 1, height: 1),
    IgnoredRegion(x: -1e19, y: 0, width: 1, height: 1),
    IgnoredRegion(x: 0, y: 1e300, width: 1e300, height: 1e300),
    IgnoredRegion(x: .nan, y: 0, width: 1, height: 1),
    IgnoredRegion(x: 0, y: 0, width: .infinity, height: 1),
    IgnoredRegion(x: 0, y: 0, width: -1, height: 1),
  ])
  func aRegionOutsideTheImageOrNotFiniteIgnoresNothing(region: IgnoredRegion) {
    #expect(ignored(region) == 0)
  }

  @Test func aRegionReachingPastTheImageIsClampedToIt() {
    #expect(ignored(IgnoredRegion(x: -1e19, y: -1e19, width: 2e19, height: 2e19)) == 12)
    #expect(ignored(IgnoredRegion(x: 2, y: 1, width: 1e308, height: 1e308)) == 4)
  }

  @Test func aScaleThatOverflowsTheEdgesToInfinityIsClamped() {
    // 1 × 1e308 × 10 is infinite: the region starts past every pixel.
    #expect(ignored(IgnoredRegion(x: 1, y: 0, width: 1, height: 1), scale: 1e308 * 10) == 0)
    #expect(ignored(IgnoredRegion(x: 1, y: 0, width: 1, height: 1), scale: 1e300) == 0)
    // From 0, a huge scale covers everything from the first pixel on.
    #expect(ignored(IgnoredRegion(x: 0, y: 0, width: 1, height: 1), scale: 1e300) == 12)
    #expect(ignored(IgnoredRegion(x: 0, y: 0, width: 1, height: 1), scale: .nan) == 0)
    #expect(ignored(IgnoredRegion(x: 0, y: 0, width: 1, height: 1), scale: -1) == 0)
  }

  @Test func ratiosAreClampedAndNaNAllowsNothing() {
    #expect(PixelAllowance.ratio(1e300).limit(pixelCount: 12) == 12)
    #expect(PixelAllowance.ratio(.infinity).limit(pixelCount: .max) == .max)
    #expect(PixelAllowance.ratio(.nan).limit(pixelCount: 12) == 0)
    #expect(PixelAllowance.ratio(-1).limit(pixelCount: 12) == 0)
    #expect(PixelAllowance.ratio(0.5).limit(pixelCount: 12) == 6)
  }

  @Test func toleranceThatIsNotANumberIsUnsetAndOthersAreClamped() {
    let options = DiffOptions(perceptualTolerance: .nan, yiqThreshold: .nan)
    #expect(options.perceptualTolerance == nil && options.yiqThreshold == nil)
    #expect(DiffOptions(perceptualTolerance: -3).perceptualTolerance == 0)
    #expect(DiffOptions(yiqThreshold: 7).yiqThreshold == 1)
    // A NaN tolerance would have forgiven every difference.
    let result = ImageDiff.compare(white, black, options: options).result
    #expect(result.differentPixels == 12)
  }
}
