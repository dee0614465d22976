/// Porter–Duff source-over on premultiplied 8-bit pixels with exact rounding.
///
/// `result = src + dst·(255 − src.alpha)/255`, where every `x/255` is rounded to nearest
/// by `(x + 128 + ((x + 128) >> 8)) >> 8` (exact for `x ≤ 255·255`; Blinn, "Three Wrongs
/// Make a Right", 1995). The packed kernels work on two channels at once in 16-bit lanes
/// of a `UInt32` (`0x00FF00FF` masks red/blue, then green/alpha); the `…Reference`
/// functions are the per-channel scalar versions that tests compare them with.
public enum SourceOver {
  /// `x/255` rounded to nearest, for `x ≤ 65025`.
  @inlinable @inline(__always)
  public static func div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
  }

  /// Every channel of a packed pixel times `factor/255`, rounded to nearest.
  @inlinable @inline(__always)
  public static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    let lanes: UInt32 = 0x00FF_00FF
    let bias: UInt32 = 0x0080_0080
    var rb = (pixel & lanes) &* factor &+ bias
    rb = ((rb &+ ((rb >> 8) & lanes)) >> 8) & lanes
    var ga = ((pixel >> 8) & lanes) &* factor &+ bias
    ga = ((ga &+ ((ga >> 8) & lanes)) >> 8) & lanes
    return rb | (ga << 8)
  }

  /// `src` over `dst`, both packed premultiplied.
  @inlinable @inline(__always)
  public static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    src &+ scale(dst, by: 255 &- (src >> 24))
  }

  /// Scalar reference of `scale(_:by:)`.
  public static func scaleReference(_ pixel: PremultipliedRGBA8, by factor: UInt8)
    -> PremultipliedRGBA8
  {
    let f = UInt32(factor)
    return PremultipliedRGBA8(
      red: UInt8(div255(UInt32(pixel.red) * f)), green: UInt8(div255(UInt32(pixel.green) * f)),
      blue: UInt8(div255(UInt32(pixel.blue) * f)), alpha: UInt8(div255(UInt32(pixel.alpha) * f)))
  }

  /// Scalar reference of `over(_:_:)`.
  public static func overReference(_ src: PremultipliedRGBA8, _ dst: PremultipliedRGBA8)
    -> PremultipliedRGBA8
  {
    let k = 255 - UInt32(src.alpha)
    func ch(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8(UInt32(s) + div255(UInt32(d) * k)) }
    return PremultipliedRGBA8(
      red: ch(src.red, dst.red), green: ch(src.green, dst.green), blue: ch(src.blue, dst.blue),
      alpha: ch(src.alpha, dst.alpha))
  }
}
