/// Arithmetic on packed pixels: a `UInt32` holding red in bits 0–7, green 8–15, blue
/// 16–23 and alpha 24–31, which is how four RGBA bytes load as a little-endian word.
enum PixelMath {
  @inline(__always) static func red(_ p: UInt32) -> UInt32 { p & 255 }
  @inline(__always) static func green(_ p: UInt32) -> UInt32 { (p >> 8) & 255 }
  @inline(__always) static func blue(_ p: UInt32) -> UInt32 { (p >> 16) & 255 }
  @inline(__always) static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

  @inline(__always)
  static func pack(_ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32) -> UInt32 {
    red | green << 8 | blue << 16 | alpha << 24
  }

  /// The largest absolute difference in any of the four channels.
  @inline(__always)
  static func maxChannelDelta(_ a: UInt32, _ b: UInt32) -> Int {
    var worst = 0
    var shift: UInt32 = 0
    while shift < 32 {
      let x = Int((a >> shift) & 255)
      let y = Int((b >> shift) & 255)
      worst = max(worst, abs(x &- y))
      shift &+= 8
    }
    return worst
  }

  /// pixelmatch's colour distance: both pixels blended over white in sRGB, converted to
  /// YIQ, and `0.5053 y² + 0.299 i² + 0.1957 q²` returned, negative when the first pixel
  /// is the brighter (Kotsarenko and Ramos, "Measuring perceived color difference using
  /// YIQ NTSC transmission color space in mobile applications", 2010). The operations run
  /// in pixelmatch's order so that counts agree with it exactly.
  static func yiqDelta(_ a: UInt32, _ b: UInt32) -> Double {
    if a == b { return 0 }
    let (r1, g1, b1) = overWhite(a)
    let (r2, g2, b2) = overWhite(b)
    let y1 = luma(r1, g1, b1)
    let y2 = luma(r2, g2, b2)
    let y = y1 - y2
    let i =
      (r1 * 0.595_977_99 - g1 * 0.274_176_10 - b1 * 0.321_801_89)
      - (r2 * 0.595_977_99 - g2 * 0.274_176_10 - b2 * 0.321_801_89)
    let q =
      (r1 * 0.211_470_17 - g1 * 0.522_617_11 + b1 * 0.311_146_94)
      - (r2 * 0.211_470_17 - g2 * 0.522_617_11 + b2 * 0.311_146_94)
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y1 > y2 ? -delta : delta
  }

  /// The difference in YIQ luma (Y) of the two pixels over white, as pixelmatch's
  /// anti-aliasing test uses it.
  static func brightnessDelta(_ a: UInt32, _ b: UInt32) -> Double {
    if a == b { return 0 }
    let (r1, g1, b1) = overWhite(a)
    let (r2, g2, b2) = overWhite(b)
    return luma(r1, g1, b1) - luma(r2, g2, b2)
  }

  @inline(__always)
  private static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.298_895_31 + g * 0.586_622_47 + b * 0.114_482_23
  }

  /// The pixel composited over white in sRGB: `255 + (c − 255) × α`.
  @inline(__always)
  private static func overWhite(_ p: UInt32) -> (Double, Double, Double) {
    var r = Double(red(p))
    var g = Double(green(p))
    var b = Double(blue(p))
    let a = alpha(p)
    if a < 255 {
      let alpha = Double(a) / 255
      r = 255 + (r - 255) * alpha
      g = 255 + (g - 255) * alpha
      b = 255 + (b - 255) * alpha
    }
    return (r, g, b)
  }
}
