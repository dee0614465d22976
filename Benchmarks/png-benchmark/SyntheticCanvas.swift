import Raster

/// A seeded SplitMix64 generator (Steele, Lea and Flood, "Fast splittable pseudorandom
/// number generators", 2014): the same seed gives the same sequence on every platform.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    // 0x9E3779B97F4A7C15 is 2⁶⁴/φ, the Weyl increment; the two multipliers are the
    // published finalizer constants.
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in [0, 1) from the top 53 bits, so every value is an exact Double.
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  mutating func range(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }

  /// An integer in `0..<count`.
  mutating func below(_ count: Int) -> Int {
    Int(next() % UInt64(count))
  }
}

/// A colour with straight alpha, each component in 0...1 (sRGB-encoded, as stored).
struct Color {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double = 1

  func mixed(with other: Color, _ t: Double) -> Color {
    Color(
      red: red + (other.red - red) * t, green: green + (other.green - green) * t,
      blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
  }

  func withAlpha(_ value: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: value)
  }
}

/// A solid colour or a linear gradient between two points in pixel space.
struct Paint {
  var start: Color
  var end: Color
  var fromX = 0.0
  var fromY = 0.0
  var toX = 0.0
  var toY = 1.0

  static func solid(_ color: Color) -> Paint {
    Paint(start: color, end: color)
  }

  static func linear(
    _ start: Color, _ end: Color, from: (Double, Double), to: (Double, Double)
  ) -> Paint {
    Paint(start: start, end: end, fromX: from.0, fromY: from.1, toX: to.0, toY: to.1)
  }

  @inline(__always)
  func color(x: Double, y: Double) -> Color {
    let dx = toX - fromX
    let dy = toY - fromY
    let length = dx * dx + dy * dy
    guard length > 0 else { return start }
    let t = min(max(((x - fromX) * dx + (y - fromY) * dy) / length, 0), 1)
    return start.mixed(with: end, t)
  }
}

/// A shape given by its signed distance in pixels: negative inside, positive outside.
protocol DistanceShape {
  /// The box outside of which the distance is at least one pixel: (x0, y0, x1, y1).
  var bounds: (Double, Double, Double, Double) { get }
  func distance(_ x: Double, _ y: Double) -> Double
}

struct Circle: DistanceShape {
  var centerX: Double
  var centerY: Double
  var radius: Double

  var bounds: (Double, Double, Double, Double) {
    (centerX - radius, centerY - radius, centerX + radius, centerY + radius)
  }

  func distance(_ x: Double, _ y: Double) -> Double {
    let dx = x - centerX
    let dy = y - centerY
    return (dx * dx + dy * dy).squareRoot() - radius
  }
}

/// A circle outline of the given stroke width.
struct Ring: DistanceShape {
  var circle: Circle
  var width: Double

  var bounds: (Double, Double, Double, Double) {
    let b = circle.bounds
    let h = width / 2
    return (b.0 - h, b.1 - h, b.2 + h, b.3 + h)
  }

  func distance(_ x: Double, _ y: Double) -> Double {
    abs(circle.distance(x, y)) - width / 2
  }
}

/// An axis-aligned rectangle with rounded corners (Quílez's box distance).
struct RoundedRect: DistanceShape {
  var x0: Double
  var y0: Double
  var x1: Double
  var y1: Double
  var radius: Double

  var bounds: (Double, Double, Double, Double) { (x0, y0, x1, y1) }

  func distance(_ x: Double, _ y: Double) -> Double {
    let r = min(radius, (x1 - x0) / 2, (y1 - y0) / 2)
    let qx = abs(x - (x0 + x1) / 2) - (x1 - x0) / 2 + r
    let qy = abs(y - (y0 + y1) / 2) - (y1 - y0) / 2 + r
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    return outside + min(max(qx, qy), 0) - r
  }
}

/// A line segment with round caps.
struct Capsule: DistanceShape {
  var ax: Double
  var ay: Double
  var bx: Double
  var by: Double
  var width: Double

  var bounds: (Double, Double, Double, Double) {
    let h = width / 2
    return (min(ax, bx) - h, min(ay, by) - h, max(ax, bx) + h, max(ay, by) + h)
  }

  func distance(_ x: Double, _ y: Double) -> Double {
    let px = x - ax
    let py = y - ay
    let dx = bx - ax
    let dy = by - ay
    let length = dx * dx + dy * dy
    let t = length > 0 ? min(max((px * dx + py * dy) / length, 0), 1) : 0
    let ex = px - dx * t
    let ey = py - dy * t
    return (ex * ex + ey * ey).squareRoot() - width / 2
  }
}

/// Straight-alpha RGBA8 pixels drawn by signed-distance coverage and source-over blending.
///
/// A pixel's coverage is `clamp(0.5 − d / feather, 0, 1)` with `d` the distance at its
/// centre `(x + 0.5, y + 0.5)`: a one-pixel anti-aliased edge for `feather` 1, a soft edge
/// (a shadow) for larger values. Only `sqrt` and the four operations are used, so the
/// result is the same on every IEEE 754 platform.
struct Canvas {
  let width: Int
  let height: Int
  private(set) var bytes: [UInt8]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    bytes = [UInt8](repeating: 0, count: width * height * 4)
  }

  mutating func draw<Shape: DistanceShape>(_ shape: Shape, _ paint: Paint, feather: Double = 1) {
    let (bx0, by0, bx1, by1) = shape.bounds
    let margin = feather + 1
    let x0 = max(0, Int(max(bx0 - margin, 0)))
    let y0 = max(0, Int(max(by0 - margin, 0)))
    let x1 = min(width, Int(max(bx1 + margin, 0)) + 1)
    let y1 = min(height, Int(max(by1 + margin, 0)) + 1)
    guard x0 < x1, y0 < y1 else { return }
    let width = self.width
    bytes.withUnsafeMutableBufferPointer { pixels in
      for y in y0..<y1 {
        let cy = Double(y) + 0.5
        for x in x0..<x1 {
          let cx = Double(x) + 0.5
          let coverage = min(max(0.5 - shape.distance(cx, cy) / feather, 0), 1)
          if coverage <= 0 { continue }
          let source = paint.color(x: cx, y: cy)
          Self.blend(source, coverage: coverage, into: pixels, at: (y &* width &+ x) &* 4)
        }
      }
    }
  }

  @inline(__always)
  private static func blend(
    _ source: Color, coverage: Double, into pixels: UnsafeMutableBufferPointer<UInt8>, at i: Int
  ) {
    let sa = source.alpha * coverage
    let da = Double(pixels[i + 3]) / 255
    let outAlpha = sa + da * (1 - sa)
    guard outAlpha > 0 else { return }
    let keep = da * (1 - sa)
    func channel(_ s: Double, _ d: UInt8) -> UInt8 {
      let value = (s * sa + Double(d) / 255 * keep) / outAlpha
      return UInt8(min(max(value * 255 + 0.5, 0), 255))
    }
    pixels[i] = channel(source.red, pixels[i])
    pixels[i + 1] = channel(source.green, pixels[i + 1])
    pixels[i + 2] = channel(source.blue, pixels[i + 2])
    pixels[i + 3] = UInt8(min(max(outAlpha * 255 + 0.5, 0), 255))
  }

  var bitmap: Bitmap {
    Bitmap(width: width, height: height, bytes: bytes) ?? Bitmap(width: 0, height: 0)
  }
}
