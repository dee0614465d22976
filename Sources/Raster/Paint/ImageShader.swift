/// Samples a premultiplied image through an inverse transform, at device pixel centres.
/// Coordinates outside the image clamp to the nearest edge pixel (the geometry being
/// filled is the image's rectangle, so clamping only shows at anti-aliased edges).
struct ImageShader: Shader {
  let pixels: UnsafePointer<UInt32>
  let width: Int
  let height: Int
  /// Device space to image pixel space.
  let toImage: AffineTransform
  let interpolation: ImageInterpolation

  @inline(__always)
  func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let py = Double(y) + 0.5
    for i in 0..<count {
      let u = toImage.apply(to: Point(x: Double(x &+ i) + 0.5, y: py))
      out[i] = interpolation == .nearest ? nearest(u) : bilinear(u)
    }
  }

  @inline(__always)
  private func clampIndex(_ v: Double, _ n: Int) -> Int {
    guard v > 0 else { return 0 }
    return v < Double(n - 1) ? Int(v) : n - 1
  }

  @inline(__always)
  private func nearest(_ u: Point) -> UInt32 {
    pixels[clampIndex(u.y.rounded(.down), height) &* width &+ clampIndex(u.x.rounded(.down), width)]
  }

  @inline(__always)
  private func bilinear(_ u: Point) -> UInt32 {
    let fx = u.x - 0.5
    let fy = u.y - 0.5
    let x0f = fx.rounded(.down)
    let y0f = fy.rounded(.down)
    guard x0f.isFinite, y0f.isFinite else { return 0 }
    // Weights in 1/256: wx is the share of the right column, wy of the lower row.
    let wx = UInt32(min(max(((fx - x0f) * 256).rounded(), 0), 256))
    let wy = UInt32(min(max(((fy - y0f) * 256).rounded(), 0), 256))
    let x0 = clampIndex(x0f, width)
    let x1 = clampIndex(x0f + 1, width)
    let y0 = clampIndex(y0f, height)
    let y1 = clampIndex(y0f + 1, height)
    let top = ImageShader.lerp(pixels[y0 &* width &+ x0], pixels[y0 &* width &+ x1], wx)
    let bottom = ImageShader.lerp(pixels[y1 &* width &+ x0], pixels[y1 &* width &+ x1], wx)
    return ImageShader.lerp(top, bottom, wy)
  }

  /// `a + (b − a)·w/256` per channel, rounded to nearest.
  @inline(__always)
  static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
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
