import Components
import Testing

@testable import IBDocument

@Suite struct ColorConversionTests {
  @Test func p3MatrixIsComputedFromThePrimaries() {
    let exact: [[Double]] = [
      [1.22494, -0.22494, 0], [-0.04206, 1.04206, 0], [-0.01964, -0.07864, 1.09827],
    ]
    let quoted: [[Double]] = [
      [1.2249, -0.2247, 0], [-0.0420, 1.0419, 0], [-0.0197, -0.0786, 1.0979],
    ]
    let m = ColorSpaceConversion.displayP3ToSRGBMatrix
    for row in 0..<3 {
      for column in 0..<3 {
        #expect(abs(m[row][column] - exact[row][column]) < 0.000006, "\(row), \(column)")
        #expect(abs(m[row][column] - quoted[row][column]) < 0.0004, "\(row), \(column)")
      }
      // Each row sums to 1: white maps to white.
      #expect(abs(m[row].reduce(0, +) - 1) < 1e-12)
    }
  }

  @Test func p3WhiteAndGreyStayNeutral() {
    for level in [0.0, 0.02, 0.2, 0.5, 0.8, 1.0] {
      let c = ColorSpaceConversion.displayP3ToSRGB(red: level, green: level, blue: level)
      #expect(abs(c.red - level) < 1e-9 && abs(c.green - level) < 1e-9)
      #expect(abs(c.blue - level) < 1e-9)
      #expect(!c.outOfGamut)
    }
  }

  @Test func p3PrimariesLieOutsideSRGB() {
    let red = ColorSpaceConversion.displayP3ToSRGB(red: 1, green: 0, blue: 0)
    #expect(red.outOfGamut)
    #expect(red.red == 1 && red.green == 0 && red.blue == 0)
    // A muted P3 colour inside sRGB: P3 (0.5, 0.4, 0.3) is about sRGB (0.5193, 0.3951, 0.2845).
    let muted = ColorSpaceConversion.displayP3ToSRGB(red: 0.5, green: 0.4, blue: 0.3)
    #expect(!muted.outOfGamut)
    #expect(abs(muted.red - 0.5193) < 0.001)
    #expect(abs(muted.green - 0.3951) < 0.001)
    #expect(abs(muted.blue - 0.2845) < 0.001)
  }

  @Test func transferFunctionRoundTrips() {
    for step in 0...100 {
      let c = Double(step) / 100
      let back = ColorSpaceConversion.linearToSRGB(ColorSpaceConversion.srgbToLinear(c))
      #expect(abs(back - c) < 1e-12, "\(c)")
    }
    #expect(abs(ColorSpaceConversion.srgbToLinear(0.5) - 0.21404114048223255) < 1e-14)
  }
}
