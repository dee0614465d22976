/// Trigonometric functions computed only with `+ − × ÷`, so that every platform gets the
/// same bits (DESIGN.md, "Determinism").
///
/// The algorithms are those of fdlibm (Sun Microsystems, 1993): Cody–Waite argument
/// reduction by π/2 with a 3-part constant, and minimax polynomials on [−π/4, π/4] for
/// sine and cosine, and on reduced ranges for the arctangent. Each result is within about
/// one unit in the last place of the correctly rounded value for `|x| < 2^19·π/2`; beyond
/// that the reduction loses accuracy but stays deterministic. No fused multiply-add is
/// used: Swift does not contract `a * b + c`.
public enum DeterministicMath {
  /// π, correctly rounded.
  public static let pi: Double = 3.141_592_653_589_793_116
  /// 2π, exact double of `pi`.
  public static let twoPi: Double = 6.283_185_307_179_586_232

  /// The sine of `x` radians; NaN for NaN or infinite `x`.
  public static func sin(_ x: Double) -> Double { sinCos(x).sin }

  /// The cosine of `x` radians; NaN for NaN or infinite `x`.
  public static func cos(_ x: Double) -> Double { sinCos(x).cos }

  /// The tangent of `x` radians, as sine over cosine; NaN for NaN or infinite `x`.
  public static func tan(_ x: Double) -> Double {
    let (s, c) = sinCos(x)
    return s / c
  }

  /// Sine and cosine of `x` radians, sharing one argument reduction.
  public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    guard x.isFinite else { return (.nan, .nan) }
    if abs(x) <= 0.785_398_163_397_448_279 {
      return (kernelSin(x, 0), kernelCos(x, 0))
    }
    let (n, hi, lo) = reduceByHalfPi(x)
    let s = kernelSin(hi, lo)
    let c = kernelCos(hi, lo)
    switch n & 3 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }

  // Reduction constants (fdlibm e_rem_pio2.c): π/2 split into 33-bit pieces so that the
  // products with a quotient below 2^20 are exact.
  private static let invPio2 = 6.366_197_723_675_813_824_33e-01
  private static let pio2_1 = 1.570_796_326_734_125_614_17e+00
  private static let pio2_2 = 6.077_100_506_303_965_976_60e-11
  private static let pio2_3 = 2.022_266_248_711_166_455_80e-21
  private static let pio2_3t = 8.478_427_660_368_899_569_97e-32

  /// Returns `n` and `x − n·π/2` as the unevaluated sum `hi + lo`.
  ///
  /// `t − n·P1` is exact (both terms are multiples of the ulp of `t`, the result is below
  /// 1); the next two pieces are subtracted with their rounding errors kept (Fast2Sum).
  private static func reduceByHalfPi(_ x: Double) -> (Int, Double, Double) {
    let t = abs(x)
    let fn = (t * invPio2 + 0.5).rounded(.down)
    let r1 = t - fn * pio2_1
    let w2 = fn * pio2_2
    let r2 = r1 - w2
    let e2 = (r1 - r2) - w2
    let w3 = fn * pio2_3
    let r3 = r2 - w3
    let e3 = (r2 - r3) - w3
    let w = fn * pio2_3t - (e2 + e3)
    let hi = r3 - w
    let lo = (r3 - hi) - w
    let n = fn < 9.0e15 ? Int(fn) : 0
    return x < 0 ? (-n, -hi, -lo) : (n, hi, lo)
  }

  /// Sine on [−π/4, π/4] of `x + y` (fdlibm k_sin.c).
  private static func kernelSin(_ x: Double, _ y: Double) -> Double {
    let s1 = -1.666_666_666_666_663_243_48e-01
    let s2 = 8.333_333_333_322_489_461_24e-03
    let s3 = -1.984_126_982_985_794_931_34e-04
    let s4 = 2.755_731_370_707_006_767_89e-06
    let s5 = -2.505_076_025_340_686_341_95e-08
    let s6 = 1.589_690_995_211_550_102_21e-10
    let z = x * x
    let v = z * x
    let r = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))
    return x - ((z * (0.5 * y - v * r) - y) - v * s1)
  }

  /// Cosine on [−π/4, π/4] of `x + y` (fdlibm k_cos.c).
  private static func kernelCos(_ x: Double, _ y: Double) -> Double {
    let c1 = 4.166_666_666_666_660_190_37e-02
    let c2 = -1.388_888_888_887_410_957_49e-03
    let c3 = 2.480_158_728_947_672_941_78e-05
    let c4 = -2.755_731_435_139_066_330_35e-07
    let c5 = 2.087_572_321_298_174_827_90e-09
    let c6 = -1.135_964_755_778_819_482_65e-11
    let z = x * x
    let r = z * (c1 + z * (c2 + z * (c3 + z * (c4 + z * (c5 + z * c6)))))
    let hz = 0.5 * z
    let w = 1 - hz
    return w + (((1 - w) - hz) + (z * r - x * y))
  }
}
