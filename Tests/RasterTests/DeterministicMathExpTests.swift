import Foundation
import Raster
import Testing

@Suite("Deterministic exp and cbrt")
struct DeterministicMathExpTests {
  /// Relative error against the platform's function, allowed only inside the test.
  func relativeError(_ value: Double, _ expected: Double) -> Double {
    expected == 0 ? abs(value) : abs(value - expected) / abs(expected)
  }

  @Test func expIsWithinTwoUlpsOnAGrid() {
    var worst = 0.0
    var x = -700.0
    while x <= 700 {
      worst = max(worst, relativeError(DeterministicMath.exp(x), Foundation.exp(x)))
      x += 0.137
    }
    for x in stride(from: -1.0, through: 1.0, by: 0.0011) {
      worst = max(worst, relativeError(DeterministicMath.exp(x), Foundation.exp(x)))
    }
    #expect(worst < 4.5e-16)
  }

  @Test func expEdgeCases() {
    #expect(DeterministicMath.exp(0) == 1)
    #expect(abs(DeterministicMath.exp(1) - M_E) <= M_E.ulp)
    #expect(DeterministicMath.exp(-1000) == 0)
    #expect(DeterministicMath.exp(1000) == .infinity)
    #expect(DeterministicMath.exp(.nan).isNaN)
    #expect(DeterministicMath.exp(-.infinity) == 0)
  }

  @Test func cbrtIsWithinAFewUlpsOnAGrid() {
    var worst = 0.0
    var x = 1e-300
    while x < 1e300 {
      worst = max(worst, relativeError(DeterministicMath.cbrt(x), Foundation.cbrt(x)))
      worst = max(worst, relativeError(DeterministicMath.cbrt(-x), Foundation.cbrt(-x)))
      x *= 1.37
    }
    for x in stride(from: 0.0001, through: 1.0, by: 0.000_37) {
      worst = max(worst, relativeError(DeterministicMath.cbrt(x), Foundation.cbrt(x)))
    }
    #expect(worst < 1e-15)
  }

  @Test func cbrtOfExactCubes() {
    for n in 1...200 {
      let cube = Double(n * n * n)
      #expect(DeterministicMath.cbrt(cube) == Double(n))
    }
    #expect(DeterministicMath.cbrt(0) == 0)
    #expect(DeterministicMath.cbrt(.infinity) == .infinity)
    #expect(DeterministicMath.cbrt(.nan).isNaN)
  }
}
