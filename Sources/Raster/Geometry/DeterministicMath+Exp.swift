extension DeterministicMath {
  /// e raised to `x`, computed with `+ − × ÷` only (fdlibm's `e_exp.c`: reduction by
  /// ln 2 with a 2-part constant, then a degree-5 minimax polynomial); within about one
  /// unit in the last place. 0 below −745.13, +∞ above 709.78, NaN for NaN.
  public static func exp(_ x: Double) -> Double {
    // ln 2 split so that k × ln2High is exact for |k| < 2^11; ln2Low is the rest.
    let ln2High = 6.931_471_803_691_238_164_90e-01
    let ln2Low = 1.908_214_929_270_587_700_02e-10
    let invLn2 = 1.442_695_040_888_963_387_00e+00
    let p1 = 1.666_666_666_666_660_190_37e-01
    let p2 = -2.777_777_777_701_559_338_42e-03
    let p3 = 6.613_756_321_437_934_361_17e-05
    let p4 = -1.653_390_220_546_525_153_90e-06
    let p5 = 4.138_136_797_057_238_460_39e-08
    if x.isNaN { return x }
    if x > 709.782_712_893_383_973_096 { return .infinity }
    if x < -745.133_219_101_941_108_420 { return 0 }
    if abs(x) < 0x1p-28 { return 1 + x }
    var k = 0
    var high = x
    var low = 0.0
    if abs(x) > 0.5 * 0.693_147_180_559_945_286_23 {
      k = Int(invLn2 * x + (x < 0 ? -0.5 : 0.5))
      high = x - Double(k) * ln2High
      low = Double(k) * ln2Low
    }
    let r = high - low
    let t = r * r
    let c = r - t * (p1 + t * (p2 + t * (p3 + t * (p4 + t * p5))))
    if k == 0 { return 1 - ((r * c) / (c - 2) - r) }
    let y = 1 - ((low - (r * c) / (2 - c)) - high)
    // y × 2^k, split in two steps so that neither factor overflows or goes subnormal early.
    let half = k / 2
    return y * Double(sign: .plus, exponent: half, significand: 1)
      * Double(sign: .plus, exponent: k - half, significand: 1)
  }

  /// The real cube root of `x` (negative for negative `x`), by Newton's method from a first
  /// guess read off the bits, with `+ − × ÷` only; within a few units in the last place.
  public static func cbrt(_ x: Double) -> Double {
    guard x.isFinite, x != 0 else { return x }
    var magnitude = abs(x)
    // Subnormals are scaled into the normal range first: 2^54 = (2^18)³.
    var unscale = 1.0
    if magnitude < 0x1p-1000 {
      magnitude *= 0x1p54
      unscale = 0x1p-18
    }
    // Dividing the bit pattern by 3 divides the exponent by 3; the constant (fdlibm's B1,
    // 715094163 in the high word) restores the bias and centres the guess, within 7%.
    var root = Double(bitPattern: magnitude.bitPattern / 3 &+ 0x2A9F_7893_0000_0000)
    // Four Newton steps take a 7% error below one unit in the last place.
    for _ in 0..<4 {
      root = root - (root * root * root - magnitude) / (3 * root * root)
    }
    // One more step, kept only if it moves the root closer.
    let refined = root - (root * root * root - magnitude) / (3 * root * root)
    if abs(refined * refined * refined - magnitude) < abs(root * root * root - magnitude) {
      root = refined
    }
    root *= unscale
    return x < 0 ? -root : root
  }
}
