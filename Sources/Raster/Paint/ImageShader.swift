/// Samples a premultiplied image through an inverse transform, at device pixel centres.
/// Coordinates outside the image clamp to the nearest edge pixel (the geometry being
/// filled is the image's rectangle, so clamping only shows at anti-aliased edges).
///
/// The per-pixel code is written out by hand (the transform applied term by term, plain
/// `while` loops, no `Point` or helper per sample) so that a debug build, which inlines
/// nothing, does not pay a dozen calls a pixel.
struct ImageShader: Shader {
  let pixels: UnsafePointer<UInt32>
  let width: Int
  let height: Int
  /// Device space to image pixel space.
  let toImage: AffineTransform
  let interpolation: ImageInterpolation

  @inline(__always)
  func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let t = toImage
    let py = Double(y) + 0.5
    // `AffineTransform.apply` term by term, in its order, so the same doubles.
    let cy = t.c * py
    let dy = t.d * py
    let nearest = interpolation == .nearest
    var i = 0
    while i < count {
      let px = Double(x &+ i) + 0.5
      let ux = t.a * px + cy + t.tx
      let uy = t.b * px + dy + t.ty
      out[i] = nearest ? self.nearest(ux, uy) : bilinear(ux, uy)
      i &+= 1
    }
  }

  @inline(__always)
  private static func clampIndex(_ v: Double, _ n: Int) -> Int {
    guard v > 0 else { return 0 }
    return v < Double(n &- 1) ? Int(v) : n &- 1
  }

  @inline(__always)
  private func nearest(_ ux: Double, _ uy: Double) -> UInt32 {
    let row = ImageShader.clampIndex(uy.rounded(.down), height)
    return pixels[row &* width &+ ImageShader.clampIndex(ux.rounded(.down), width)]
  }

  @inline(__always)
  private func bilinear(_ ux: Double, _ uy: Double) -> UInt32 {
    let fx = ux - 0.5
    let fy = uy - 0.5
    let x0f = fx.rounded(.down)
    let y0f = fy.rounded(.down)
    guard x0f.isFinite, y0f.isFinite else { return 0 }
    // Weights in 1/256: wx is the share of the right column, wy of the lower row (each a
    // fraction in [0, 1) scaled and rounded, so within 0...256; clamped all the same).
    var wxf = ((fx - x0f) * 256).rounded()
    if wxf < 0 { wxf = 0 } else if wxf > 256 { wxf = 256 }
    var wyf = ((fy - y0f) * 256).rounded()
    if wyf < 0 { wyf = 0 } else if wyf > 256 { wyf = 256 }
    let x0 = ImageShader.clampIndex(x0f, width)
    let x1 = ImageShader.clampIndex(x0f + 1, width)
    let row0 = pixels + ImageShader.clampIndex(y0f, height) &* width
    let row1 = pixels + ImageShader.clampIndex(y0f + 1, height) &* width
    let wx = UInt32(wxf)
    let top = ImageShader.lerp(row0[x0], row0[x1], wx)
    let bottom = ImageShader.lerp(row1[x0], row1[x1], wx)
    return ImageShader.lerp(top, bottom, UInt32(wyf))
  }

  /// `a + (b − a)·w/256` per channel, rounded to nearest, for `w` in `0...256`.
  ///
  /// Two channels at a time in the 16-bit halves of a word: a channel's sum is at most
  /// 255·256 + 128 < 2¹⁶, so the halves never carry into each other. Matches
  /// `_lerpReference`, channel by channel.
  @inline(__always)
  static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
    let v = 256 &- w
    let redBlue = ((a & 0x00FF_00FF) &* v &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) &>> 8
    let greenAlpha =
      (((a &>> 8) & 0x00FF_00FF) &* v &+ ((b &>> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080) &>> 8
    return (redBlue & 0x00FF_00FF) | ((greenAlpha & 0x00FF_00FF) &<< 8)
  }

  /// Scalar reference of `lerp`, one channel after another.
  package static func _lerpReference(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
    var result: UInt32 = 0
    var shift: UInt32 = 0
    while shift < 32 {
      let ca = (a >> shift) & 0xFF
      let cb = (b >> shift) & 0xFF
      let c = (ca &* (256 &- w) &+ cb &* w &+ 128) >> 8
      result |= c << shift
      shift &+= 8
    }
    return result
  }
}
