import Foundation
import TestSupport
import Testing

@testable import Raster

@Suite("Shadow blur")
struct ShadowBlurTests {
  /// A stamp of `width × height` pixels, covered where `inside(x, y)` says.
  func stamp(
    _ width: Int, _ height: Int, _ inside: (Int, Int) -> UInt8
  ) throws -> CoverageStamp {
    let values = (0..<(width * height)).map { inside($0 % width, $0 / width) }
    return CoverageStamp(left: 0, top: 0, width: width, height: height, values: values)
  }

  func value(_ stamp: CoverageStamp, _ x: Int, _ y: Int) -> Int {
    let (cx, cy) = (x - stamp.left, y - stamp.top)
    guard cx >= 0, cy >= 0, cx < stamp.width, cy < stamp.height else { return 0 }
    return Int(stamp.values[cy * stamp.width + cx])
  }

  /// Φ, the standard normal distribution.
  func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.squareRoot())) }

  @Test(arguments: [1.0, 2.5, 6.0, 17.3, 27.0, 60.0])
  func theKernelsVarianceIsSigmaSquared(sigma: Double) {
    // The weights are whole numbers summing to 2¹⁶: the variance is off by under 1% of σ²
    // here.
    let kernel = BoxBlurKernel(sigma: sigma)
    #expect(abs(3 * kernel.variance - sigma * sigma) <= 0.01 * sigma * sigma)
  }

  /// Across a straight edge the blurred coverage is the Gaussian's integral: at the
  /// pixel centres from −2σ to 2σ, within 1.5% of full coverage (four levels of 255):
  /// three box passes make a kernel a little flatter than the Gaussian (Wells 1986).
  @Test(arguments: [1.5, 4.0, 9.0, 27.0])
  func aStraightEdgeBlursToTheGaussiansIntegral(sigma: Double) throws {
    let edge = 150
    // Tall enough that the middle row is beyond the vertical blur of the ends.
    let height = 8 * Int(sigma.rounded(.up)) + 8
    let half = try stamp(300, height) { x, _ in x >= edge ? 255 : 0 }
    let blurred = try #require(half.blurred(sigma: sigma))
    var worst = 0.0
    let reach = Int((2 * sigma).rounded(.up))
    for x in (edge - reach)...(edge + reach) {
      let d = Double(x) + 0.5 - Double(edge)
      guard abs(d) <= 2 * sigma else { continue }
      let expected = 255 * phi(d / sigma)
      worst = max(worst, abs(Double(value(blurred, x, height / 2)) - expected))
    }
    #expect(worst <= 0.015 * 255, "worst \(worst) at σ \(sigma)")
  }

  @Test func aSymmetricShapeBlursSymmetrically() throws {
    let square = try stamp(21, 21) { x, y in
      (5...15).contains(x) && (5...15).contains(y) ? (x == 5 || x == 15 ? 128 : 255) : 0
    }
    let blurred = try #require(square.blurred(sigma: 3.3))
    let cx = 10
    for y in blurred.top..<(blurred.top + blurred.height) {
      for dx in 0...(blurred.width / 2) {
        #expect(value(blurred, cx - dx, y) == value(blurred, cx + dx, y))
        #expect(value(blurred, y, cx - dx) == value(blurred, y, cx + dx))
      }
    }
  }

  /// The blur moves coverage, it neither adds nor loses any: the sums differ by less
  /// than half a level per pixel of the result (each is rounded once to 8 bits).
  @Test(arguments: [0.7, 3.0, 12.0])
  func theTotalCoverageIsKept(sigma: Double) throws {
    var rng = SplitMix64(seed: 11)
    let noisy = try stamp(40, 30) { _, _ in UInt8(truncatingIfNeeded: rng.next()) }
    let blurred = try #require(noisy.blurred(sigma: sigma))
    let before = noisy.values.reduce(0) { $0 + Int($1) }
    let after = blurred.values.reduce(0) { $0 + Int($1) }
    #expect(abs(after - before) * 2 <= blurred.values.count, "\(before) → \(after)")
    #expect(blurred.width == 40 + 2 * CoverageStamp.blurReach(sigma: sigma))
  }

  /// The fast passes against the kernel applied directly: three extended boxes convolved
  /// in floating point into one kernel, then the 2-D sum at every pixel.
  @Test func thePassesMatchTheDirectConvolution() throws {
    var rng = SplitMix64(seed: 3)
    let noisy = try stamp(12, 9) { _, _ in UInt8(truncatingIfNeeded: rng.next()) }
    let sigma = 2.2
    let kernel = BoxBlurKernel(sigma: sigma)
    let a = Double(kernel.endWeight)
    let inner = Array(repeating: Double(kernel.innerWeight), count: 2 * kernel.radius + 1)
    let box = [a] + inner + [a]
    let sum = box.reduce(0, +)
    var weights = [1.0]
    for _ in 0..<3 {
      var next = [Double](repeating: 0, count: weights.count + box.count - 1)
      for (i, w) in weights.enumerated() {
        for (j, b) in box.enumerated() { next[i + j] += w * b / sum }
      }
      weights = next
    }
    let reach = weights.count / 2
    let blurred = try #require(noisy.blurred(sigma: sigma))
    for y in blurred.top..<(blurred.top + blurred.height) {
      for x in blurred.left..<(blurred.left + blurred.width) {
        var total = 0.0
        for (i, wy) in weights.enumerated() {
          for (j, wx) in weights.enumerated() {
            total += wy * wx * Double(value(noisy, x + j - reach, y + i - reach))
          }
        }
        #expect(abs(Double(value(blurred, x, y)) - total) <= 0.51, "at (\(x), \(y))")
      }
    }
  }

  @Test func aZeroSigmaIsTheHardShape() throws {
    let shape = Path(
      roundedRect: Rect(x: 3.3, y: 2.6, width: 11, height: 7), cornerRadii: CornerRadii(all: 4))
    let shadow = try #require(Canvas.white(20, 14))
    shadow.fillShadow(
      of: shape, offset: Size(width: 1.5, height: -0.5), sigma: 0,
      color: RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    let fill = try #require(Canvas.white(20, 14))
    fill.translate(x: 1.5, y: -0.5)
    fill.fill(shape, with: .solid(.black))
    #expect(shadow.makeBitmap() == fill.makeBitmap())
  }

  /// A huge σ is clamped to `maximumBlurDeviation`: the work stays within a few hundred
  /// pixels of the shape, however large the request.
  @Test func aHugeSigmaIsClampedAndStaysFast() throws {
    let clampedReach = CoverageStamp.blurReach(sigma: CoverageStamp.maximumBlurDeviation)
    #expect(CoverageStamp.blurReach(sigma: 1e12) == clampedReach)
    #expect(CoverageStamp.blurReach(sigma: .infinity) == 0)
    #expect(CoverageStamp.blurReach(sigma: .nan) == 0)
    #expect(clampedReach <= 400)
    let canvas = try #require(Canvas.white(120, 80))
    let start = ContinuousClock.now
    canvas.fillShadow(
      of: Path(rect: Rect(x: 10, y: 10, width: 100, height: 60)), offset: Size(width: 0, height: 0),
      sigma: 1e12, color: .black)
    #expect(ContinuousClock.now - start < .seconds(5))
    // Spread over hundreds of pixels, the shadow is faint and even.
    let middle = canvas.makeBitmap()[60, 40]
    #expect(middle.red > 200 && middle.red < 255)
  }

  @Test func theShadowIsCutToTheClipButBlursFromBeyondIt() throws {
    let canvas = try #require(Canvas.white(40, 40))
    canvas.clip(to: Rect(x: 0, y: 0, width: 20, height: 40))
    canvas.fillShadow(
      of: Path(rect: Rect(x: 22, y: 0, width: 18, height: 40)), offset: Size(width: 0, height: 0),
      sigma: 4, color: .black)
    let picture = canvas.makeBitmap()
    #expect(picture[19, 20].red < 200)
    #expect(picture[21, 20] == .white)
  }

  /// The shadow's own compositing loop against filling the blurred stamp, under a clip.
  @Test func theShadowCompositesAsAStampFill() throws {
    let shape = Path(
      roundedRect: Rect(x: 6, y: 5, width: 20, height: 12), cornerRadii: CornerRadii(all: 5))
    let color = RGBA8(red: 200, green: 20, blue: 90, alpha: 160)
    func clipped() throws -> Canvas {
      let canvas = try #require(Canvas(width: 32, height: 24, scale: 2))
      canvas.clear(RGBA8(red: 30, green: 200, blue: 240, alpha: 200))
      canvas.clip(to: Path(ovalIn: Rect(x: 2, y: 1, width: 27, height: 21)))
      return canvas
    }
    let shadow = try clipped()
    shadow.fillShadow(of: shape, offset: Size(width: 1.25, height: 2), sigma: 1.5, color: color)
    let stamped = try clipped()
    let flat = Canvas.flatten(
      shape, transform: AffineTransform(scaleX: 2, y: 2).translatedBy(x: 1.25, y: 2),
      halvingThreshold: FlattenedPath.halvingThreshold(flatness: Canvas.defaultFlatness))
    let coverage = try #require(
      Canvas.coverage(of: flat, rule: .nonZero, within: (-100..<200, -100..<200)))
    let blurred = try #require(coverage.blurred(sigma: 3))
    stamped.fill(blurred, atPixelX: 0, y: 0, with: .solid(color))
    #expect(shadow.makeBitmap() == stamped.makeBitmap())
  }
}
