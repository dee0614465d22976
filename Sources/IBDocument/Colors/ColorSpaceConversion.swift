/// Conversions between the colour spaces IB documents use and sRGB.
///
/// Every function uses only `+`, `-`, `*` and `/` (no `pow` from the platform's math
/// library), so a document yields the same colours on every machine (DESIGN.md,
/// Determinism).
public enum ColorSpaceConversion {
  /// Display P3 linear RGB → sRGB linear RGB, computed from the primaries: sRGB
  /// (IEC 61966-2-1: red 0.64, 0.33; green 0.30, 0.60; blue 0.15, 0.06) and Display P3
  /// (SMPTE EG 432-1 with a D65 white: red 0.680, 0.320; green 0.265, 0.690; blue 0.150,
  /// 0.060), both with the D65 white point (0.3127, 0.3290). Rounded to four places it is
  /// [[1.2249, -0.2249, 0], [-0.0421, 1.0421, 0], [-0.0196, -0.0786, 1.0983]]; each row
  /// sums to 1, so white stays white. (A table often quoted, [[1.2249, -0.2247, 0],
  /// [-0.0420, 1.0419, 0], [-0.0197, -0.0786, 1.0979]], differs by up to 0.0004 and does
  /// not keep white.)
  static let displayP3ToSRGB: Matrix3 = {
    let d65 = (0.3127, 0.3290)
    let srgb = Matrix3.rgbToXYZ(
      red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: d65)
    let p3 = Matrix3.rgbToXYZ(
      red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: d65)
    guard let srgb, let p3, let toSRGB = srgb.inverse else {
      return Matrix3([[1, 0, 0], [0, 1, 0], [0, 0, 1]])
    }
    return toSRGB * p3
  }()

  /// The P3 → sRGB matrix in row-major order, for tests and documentation.
  public static var displayP3ToSRGBMatrix: [[Double]] {
    let m = displayP3ToSRGB
    return (0..<3).map { row in (0..<3).map { m[row, $0] } }
  }

  /// The result of converting one colour: sRGB components and whether any had to be
  /// clipped to 0...1 because the colour lies outside the sRGB gamut.
  public struct Result: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    /// True when a component fell outside 0...1 (beyond a 1e-6 rounding allowance) and
    /// was clipped.
    public var outOfGamut: Bool
  }

  /// Converts gamma-encoded Display P3 components (0...1) to gamma-encoded sRGB.
  ///
  /// Display P3 uses the sRGB transfer function, so the components are linearized with
  /// it, multiplied by ``displayP3ToSRGBMatrix`` and encoded again. Components outside
  /// the sRGB gamut are clipped and reported in `outOfGamut`.
  public static func displayP3ToSRGB(red: Double, green: Double, blue: Double) -> Result {
    let linear = (
      srgbToLinear(clamp(red)), srgbToLinear(clamp(green)), srgbToLinear(clamp(blue))
    )
    let out = displayP3ToSRGB.apply(linear)
    let tolerance = 1e-6
    let outside = [out.0, out.1, out.2].contains { $0 < -tolerance || $0 > 1 + tolerance }
    return Result(
      red: linearToSRGB(clamp(out.0)), green: linearToSRGB(clamp(out.1)),
      blue: linearToSRGB(clamp(out.2)), outOfGamut: outside)
  }

  /// The sRGB electro-optical transfer function (IEC 61966-2-1): encoded 0...1 → linear.
  public static func srgbToLinear(_ c: Double) -> Double {
    if c <= 0.04045 { return c / 12.92 }
    if c >= 1 { return 1 }
    // ((c + 0.055) / 1.055)^2.4 = x² · (x^(1/5))²
    let x = (c + 0.055) / 1.055
    let fifth = root(x, 5)
    return x * x * fifth * fifth
  }

  /// The inverse of ``srgbToLinear(_:)``: linear 0...1 → encoded.
  public static func linearToSRGB(_ l: Double) -> Double {
    if l <= 0.0031308 { return l * 12.92 }
    if l >= 1 { return 1 }
    // l^(1/2.4) = l^(5/12) = (l^(1/12))⁵
    let twelfth = root(l, 12)
    let p = twelfth * twelfth * twelfth * twelfth * twelfth
    return 1.055 * p - 0.055
  }

  /// The `n`th root of `x` for `x` in (0, 1], by Newton's method from 1. The iterates
  /// decrease monotonically to the root, so the loop stops when they stop decreasing.
  static func root(_ x: Double, _ n: Int) -> Double {
    guard x > 0 else { return 0 }
    if x >= 1 { return 1 }
    let degree = Double(n)
    var y = 1.0
    for _ in 0..<200 {
      var power = 1.0
      for _ in 0..<(n - 1) { power *= y }
      let next = ((degree - 1) * y + x / power) / degree
      if !(next < y) { break }
      y = next
    }
    return y
  }

  static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
