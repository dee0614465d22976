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

extension SourceOver {
  /// `color` scaled by each pixel's `coverage` over the `count` pixels at `row`: the same
  /// bytes as `over(scale(color, by: coverage[i]), row[i])`, four pixels at a time.
  ///
  /// The four pixels' red/blue and green/alpha channels sit in the 16-bit lanes of two
  /// vectors (as the packed kernels keep two channels in a `UInt32`), so every product is a
  /// 16-bit multiply; quads with no coverage are skipped.
  @inline(__always)
  static func overRow(
    _ color: UInt32, coverage: UnsafePointer<UInt8>, row: UnsafeMutablePointer<UInt32>,
    count: Int
  ) {
    let lanes = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let colorRB = unsafeBitCast(SIMD4<UInt32>(repeating: color & 0x00FF_00FF), to: Lanes.self)
    let colorGA = unsafeBitCast(
      SIMD4<UInt32>(repeating: (color >> 8) & 0x00FF_00FF), to: Lanes.self)
    let alpha = Lanes(repeating: UInt16(truncatingIfNeeded: color >> 24))
    let opaque = color >> 24 == 255
    var i = 0
    while i &+ 4 <= count {
      let quad = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
      if quad != 0 {
        // Each pixel's coverage in both 16-bit lanes of its 32-bit slot.
        let b = unsafeBitCast(SIMD4<UInt32>(quad, 0, 0, 0), to: SIMD16<UInt8>.self)
        let f = unsafeBitCast(
          SIMD16<UInt8>(
            b[0], 0, b[0], 0, b[1], 0, b[1], 0, b[2], 0, b[2], 0, b[3], 0, b[3], 0),
          to: Lanes.self)
        // An opaque colour leaves 255 − coverage of what is under it: div255(255·f) = f.
        let k = 255 &- (opaque ? f : div255(alpha &* f))
        let target = UnsafeMutableRawPointer(row + i)
        let d = target.loadUnaligned(as: SIMD4<UInt32>.self)
        let rb = div255(colorRB &* f) &+ div255(unsafeBitCast(d & lanes, to: Lanes.self) &* k)
        let ga =
          div255(colorGA &* f) &+ div255(unsafeBitCast((d &>> 8) & lanes, to: Lanes.self) &* k)
        let out =
          unsafeBitCast(rb, to: SIMD4<UInt32>.self)
          | unsafeBitCast(ga, to: SIMD4<UInt32>.self) &<< 8
        target.storeBytes(of: out, as: SIMD4<UInt32>.self)
      }
      i &+= 4
    }
    while i < count {
      row[i] = over(scale(color, by: UInt32(coverage[i])), row[i])
      i &+= 1
    }
  }

  /// Four pixels of `source` scaled by `factor` (0...255) over four of `destination`: the
  /// same bytes as `over(scale(source[i], by: factor), destination[i])`, in 16-bit lanes
  /// (see `overRow`).
  @inline(__always)
  static func overScaled(
    _ source: SIMD4<UInt32>, by factor: UInt32, _ destination: SIMD4<UInt32>
  ) -> SIMD4<UInt32> {
    let lanes = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let f = Lanes(repeating: UInt16(truncatingIfNeeded: factor))
    let sourceRB = div255(unsafeBitCast(source & lanes, to: Lanes.self) &* f)
    let sourceGA = div255(unsafeBitCast((source &>> 8) & lanes, to: Lanes.self) &* f)
    // 255 − each scaled pixel's alpha, in both 16-bit lanes of its slot.
    let alpha = unsafeBitCast(sourceGA, to: SIMD4<UInt32>.self) &>> 16
    let k = unsafeBitCast((255 &- alpha) &* 0x0001_0001, to: Lanes.self)
    let rb = sourceRB &+ div255(unsafeBitCast(destination & lanes, to: Lanes.self) &* k)
    let ga = sourceGA &+ div255(unsafeBitCast((destination &>> 8) & lanes, to: Lanes.self) &* k)
    return unsafeBitCast(rb, to: SIMD4<UInt32>.self)
      | unsafeBitCast(ga, to: SIMD4<UInt32>.self) &<< 8
  }

  /// `src` over each of the `count` pixels at `row`: the same bytes as `over(src, row[i])`,
  /// four pixels at a time (see `overRow`).
  @inline(__always)
  static func overSpan(_ src: UInt32, row: UnsafeMutablePointer<UInt32>, count: Int) {
    let lanes = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let k = Lanes(repeating: UInt16(truncatingIfNeeded: 255 &- (src >> 24)))
    let source = SIMD4<UInt32>(repeating: src)
    var i = 0
    // Unoptimized builds run SIMD through generic code, far slower than the scalar loop,
    // which gives the same bytes (both divide by 255 exactly, rounding to nearest).
    #if DEBUG
      let vectorCount = 0
    #else
      let vectorCount = count
    #endif
    while i &+ 4 <= vectorCount {
      let target = UnsafeMutableRawPointer(row + i)
      let d = target.loadUnaligned(as: SIMD4<UInt32>.self)
      let rb = div255(unsafeBitCast(d & lanes, to: Lanes.self) &* k)
      let ga = div255(unsafeBitCast((d &>> 8) & lanes, to: Lanes.self) &* k)
      let under =
        unsafeBitCast(rb, to: SIMD4<UInt32>.self)
        | unsafeBitCast(ga, to: SIMD4<UInt32>.self) &<< 8
      target.storeBytes(of: source &+ under, as: SIMD4<UInt32>.self)
      i &+= 4
    }
    while i < count {
      row[i] = over(src, row[i])
      i &+= 1
    }
  }

  /// Eight 16-bit lanes: two channels of four pixels.
  typealias Lanes = SIMD8<UInt16>

  /// `div255` in every lane (exact for lanes ≤ 65025), as `(t · 257) >> 16` for
  /// `t = x + 128`: the same value as `(t + (t >> 8)) >> 8`, in one high-half multiply.
  @inline(__always)
  static func div255(_ x: Lanes) -> Lanes {
    let t = x &+ 128
    let wide = SIMD8<UInt32>(
      UInt32(t[0]), UInt32(t[1]), UInt32(t[2]), UInt32(t[3]), UInt32(t[4]), UInt32(t[5]),
      UInt32(t[6]), UInt32(t[7]))
    let w = (wide &* 257) &>> 16
    return Lanes(
      UInt16(truncatingIfNeeded: w[0]), UInt16(truncatingIfNeeded: w[1]),
      UInt16(truncatingIfNeeded: w[2]), UInt16(truncatingIfNeeded: w[3]),
      UInt16(truncatingIfNeeded: w[4]), UInt16(truncatingIfNeeded: w[5]),
      UInt16(truncatingIfNeeded: w[6]), UInt16(truncatingIfNeeded: w[7]))
  }
}
