import Foundation
import Raster
import Testing

@testable import ImageDiff

@Suite("Colour science")
struct ColorScienceTests {
  /// Pairs from Sharma, Wu and Dalal (2005), table 1: L*a*b* of both colours and ΔE₀₀.
  static let sharmaPairs: [(CIEDE2000.Lab, CIEDE2000.Lab, Double)] = [
    (.init(l: 50, a: 2.6772, b: -79.7751), .init(l: 50, a: 0, b: -82.7485), 2.0425),
    (.init(l: 50, a: 3.1571, b: -77.2803), .init(l: 50, a: 0, b: -82.7485), 2.8615),
    (.init(l: 50, a: 2.8361, b: -74.0200), .init(l: 50, a: 0, b: -82.7485), 3.4412),
    (.init(l: 50, a: -1.3802, b: -84.2814), .init(l: 50, a: 0, b: -82.7485), 1.0000),
    (.init(l: 50, a: 0, b: 0), .init(l: 50, a: -1, b: 2), 2.3669),
    (.init(l: 50, a: -1, b: 2), .init(l: 50, a: 0, b: 0), 2.3669),
    (.init(l: 50, a: 2.49, b: -0.001), .init(l: 50, a: -2.49, b: 0.0009), 7.1792),
    (.init(l: 50, a: 2.5, b: 0), .init(l: 73, a: 25, b: -18), 27.1492),
    (.init(l: 50, a: 2.5, b: 0), .init(l: 61, a: -5, b: 29), 22.8977),
    (.init(l: 50, a: 2.5, b: 0), .init(l: 56, a: -27, b: -3), 31.9030),
    (
      .init(l: 60.2574, a: -34.0099, b: 36.2677), .init(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644
    ),
    (.init(l: 2.0776, a: 0.0795, b: -1.1350), .init(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
  ]

  @Test(arguments: 0..<sharmaPairs.count)
  func sharmaTestData(_ index: Int) {
    let (first, second, expected) = Self.sharmaPairs[index]
    let computed = CIEDE2000.difference(first, second)
    #expect(abs(computed - expected) < 0.00005, "pair \(index + 1): \(computed) vs \(expected)")
  }

  @Test func whiteIsLightnessOneHundred() {
    let white = CIEDE2000.lab(PixelMath.pack(255, 255, 255, 255))
    #expect(abs(white.l - 100) < 1e-4)
    #expect(abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
    let black = CIEDE2000.lab(PixelMath.pack(0, 0, 0, 255))
    #expect(black.l == 0)
  }

  @Test func aKnownSRGBColourConverts() {
    // sRGB (255, 0, 0) is L* 53.24, a* 80.09, b* 67.20 under D65.
    let red = CIEDE2000.lab(PixelMath.pack(255, 0, 0, 255))
    #expect(abs(red.l - 53.24) < 0.01)
    #expect(abs(red.a - 80.09) < 0.01)
    #expect(abs(red.b - 67.20) < 0.01)
  }

  @Test func transparentPixelsAreSeenOverWhite() {
    let clear = PixelMath.pack(0, 0, 0, 0)
    let white = PixelMath.pack(255, 255, 255, 255)
    #expect(CIEDE2000.difference(clear, white) < 1e-9)
  }

  @Test func theTransferTableMatchesTheFormula() {
    for level in 0...255 {
      let c = Double(level) / 255
      let expected = c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
      #expect(abs(SRGBTransfer.linear[level] - expected) <= 1e-15)
    }
  }

  @Test func yiqDistanceMatchesPixelmatch() {
    let black = PixelMath.pack(0, 0, 0, 255)
    let white = PixelMath.pack(255, 255, 255, 255)
    // Y of white is 255 × (0.29889531 + 0.58662247 + 0.11448223); I and Q are 0.
    let y = 255 * (0.298_895_31 + 0.586_622_47 + 0.114_482_23)
    #expect(abs(PixelMath.yiqDelta(black, white) - 0.5053 * y * y) < 1e-6)
    #expect(PixelMath.yiqDelta(white, black) < 0)
    // A transparent pixel is white for pixelmatch.
    #expect(PixelMath.yiqDelta(PixelMath.pack(0, 0, 0, 0), white) == 0)
    let options = DiffOptions(yiqThreshold: 0.97)
    let a = Bitmap(width: 1, height: 1, fill: .black)
    let b = Bitmap(width: 1, height: 1, fill: .white)
    #expect(ImageDiff.compare(a, b, options: options).result.differentPixels == 0)
    #expect(
      ImageDiff.compare(a, b, options: DiffOptions(yiqThreshold: 0.96)).result.differentPixels == 1)
  }
}
