/// Shades a linear gradient: `t` is affine in device x along a row, sampled at pixel
/// centres and looked up in the gradient's table.
struct LinearGradientShader: Shader {
  let table: UnsafePointer<UInt32>
  /// t at device point (x, y) is `t0 + dtdx·x + dtdy·y`.
  let t0: Double
  let dtdx: Double
  let dtdy: Double

  init?(table: UnsafePointer<UInt32>, start: Point, end: Point, toUser: AffineTransform) {
    let d = end - start
    let len2 = Point.dot(d, d)
    guard len2 > 0, len2.isFinite else { return nil }
    // t(u) = (u − start)·d / |d|², and u = toUser(device).
    let gx = d.x / len2
    let gy = d.y / len2
    self.table = table
    dtdx = toUser.a * gx + toUser.b * gy
    dtdy = toUser.c * gx + toUser.d * gy
    t0 = (toUser.tx - start.x) * gx + (toUser.ty - start.y) * gy
  }

  @inline(__always)
  func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let last = Double(Gradient.tableSize - 1)
    let rowT = t0 + dtdy * (Double(y) + 0.5)
    for i in 0..<count {
      let t = rowT + dtdx * (Double(x &+ i) + 0.5)
      out[i] = table[GradientShaderSupport.index(t, last)]
    }
  }
}

/// Shades a concentric radial gradient, sampled at pixel centres.
struct RadialGradientShader: Shader {
  let table: UnsafePointer<UInt32>
  let center: Point
  let r0: Double
  let inverseSpan: Double
  let toUser: AffineTransform

  init?(
    table: UnsafePointer<UInt32>, center: Point, r0: Double, r1: Double, toUser: AffineTransform
  ) {
    guard r1 != r0, r0.isFinite, r1.isFinite, center.isFinite else { return nil }
    self.table = table
    self.center = center
    self.r0 = r0
    self.inverseSpan = 1 / (r1 - r0)
    self.toUser = toUser
  }

  @inline(__always)
  func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let last = Double(Gradient.tableSize - 1)
    for i in 0..<count {
      let u = toUser.apply(to: Point(x: Double(x &+ i) + 0.5, y: Double(y) + 0.5)) - center
      let t = (u.length - r0) * inverseSpan
      out[i] = table[GradientShaderSupport.index(t, last)]
    }
  }
}

enum GradientShaderSupport {
  /// The table index for `t`: clamped to [0, 1] (pad), NaN as 0, then `t·last` rounded.
  @inline(__always)
  static func index(_ t: Double, _ last: Double) -> Int {
    let c = t > 0 ? (t < 1 ? t : 1) : 0
    return Int(c * last + 0.5)
  }
}
