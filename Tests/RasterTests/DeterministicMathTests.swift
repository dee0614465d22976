import Foundation
import Testing

@testable import Raster

@Suite struct DeterministicMathTests {
  /// Relative error against Foundation (glibc/Darwin libm), which is only used here.
  private func relativeError(_ got: Double, _ expected: Double) -> Double {
    if got == expected { return 0 }
    return abs(got - expected) / max(abs(expected), 1e-300)
  }

  private var grid: [Double] {
    stride(from: -40.0, through: 40.0, by: 0.001_953_125 * 7).map { $0 + 1e-7 }
  }

  @Test func sineAndCosineMatchWithinOneInAQuadrillion() {
    var worst = 0.0
    for x in grid {
      worst = max(worst, relativeError(DeterministicMath.sin(x), Foundation.sin(x)))
      worst = max(worst, relativeError(DeterministicMath.cos(x), Foundation.cos(x)))
    }
    #expect(worst < 1e-15, "worst relative error \(worst)")
  }

  @Test func tangentMatchesWithinOneInAQuadrillion() {
    var worst = 0.0
    for x in grid { worst = max(worst, relativeError(DeterministicMath.tan(x), Foundation.tan(x))) }
    #expect(worst < 1e-15, "worst relative error \(worst)")
  }

  @Test func arctangentsMatchWithinOneInAQuadrillion() {
    var worst = 0.0
    for y in stride(from: -7.0, through: 7.0, by: 0.137) {
      for x in stride(from: -7.0, through: 7.0, by: 0.173) {
        worst = max(worst, relativeError(DeterministicMath.atan2(y, x), Foundation.atan2(y, x)))
      }
    }
    for x in stride(from: -1e6, through: 1e6, by: 977.3) {
      worst = max(worst, relativeError(DeterministicMath.atan(x), Foundation.atan(x)))
    }
    #expect(worst < 1e-15, "worst relative error \(worst)")
  }

  @Test func knownValues() {
    #expect(DeterministicMath.sin(0) == 0)
    #expect(DeterministicMath.cos(0) == 1)
    #expect(DeterministicMath.sin(DeterministicMath.pi / 2) == 1)
    #expect(abs(DeterministicMath.sin(DeterministicMath.pi)) < 1.3e-16)
    #expect(DeterministicMath.atan2(0, -1) == DeterministicMath.pi)
    #expect(DeterministicMath.atan2(-0.0, -1) == -DeterministicMath.pi)
    #expect(DeterministicMath.atan2(1, 0) == DeterministicMath.pi / 2)
    #expect(DeterministicMath.atan2(1, 1) == DeterministicMath.pi / 4)
    #expect(DeterministicMath.sin(.nan).isNaN)
    #expect(DeterministicMath.cos(.infinity).isNaN)
    #expect(DeterministicMath.atan2(.nan, 1).isNaN)
  }
}
