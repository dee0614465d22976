/// One pixel with premultiplied alpha: each colour channel is already multiplied by
/// alpha/255 (so no channel exceeds alpha). sRGB-encoded values, no gamma.
///
/// `packed` holds the pixel in one `UInt32` as `r | g << 8 | b << 16 | a << 24`; this is a
/// value layout, independent of the machine's byte order.
public struct PremultipliedRGBA8: Hashable, Sendable {
  public var packed: UInt32

  @inlinable
  public init(packed: UInt32) { self.packed = packed }

  /// A pixel from premultiplied channels.
  ///
  /// - Precondition: no colour channel exceeds `alpha`.
  @inlinable
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    packed = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
  }

  /// Premultiplies a straight colour, each channel `c·a/255` rounded to nearest.
  @inlinable
  public init(_ color: RGBA8) {
    let a = UInt32(color.alpha)
    self.init(
      red: UInt8(SourceOver.div255(UInt32(color.red) &* a)),
      green: UInt8(SourceOver.div255(UInt32(color.green) &* a)),
      blue: UInt8(SourceOver.div255(UInt32(color.blue) &* a)), alpha: color.alpha)
  }

  @inlinable public var red: UInt8 { UInt8(truncatingIfNeeded: packed) }
  @inlinable public var green: UInt8 { UInt8(truncatingIfNeeded: packed >> 8) }
  @inlinable public var blue: UInt8 { UInt8(truncatingIfNeeded: packed >> 16) }
  @inlinable public var alpha: UInt8 { UInt8(truncatingIfNeeded: packed >> 24) }

  /// The straight-alpha colour: each channel `c·255/a` rounded to nearest (and clamped to
  /// 255); transparent black when alpha is 0.
  @inlinable
  public var unpremultiplied: RGBA8 {
    let a = UInt32(alpha)
    guard a != 0 else { return .clear }
    guard a != 255 else { return RGBA8(red: red, green: green, blue: blue, alpha: 255) }
    let half = a >> 1
    func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) &* 255 &+ half) / a)) }
    return RGBA8(red: un(red), green: un(green), blue: un(blue), alpha: alpha)
  }

  /// Transparent black.
  public static let clear = PremultipliedRGBA8(packed: 0)
}
