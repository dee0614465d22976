/// Produces premultiplied colours for runs of device pixels, sampled at pixel centres.
protocol Shader {
  /// Writes `count` packed premultiplied colours for pixels `(x ..< x + count, y)`.
  func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)
}

/// Composites a shader's colours source-over, scaled by coverage and an optional clip mask.
struct ShaderSink<S: Shader>: CoverageSink {
  let shader: S
  let pixels: UnsafeMutablePointer<UInt32>
  let mask: UnsafePointer<UInt8>?
  let width: Int
  /// Scratch space for one row of colours (at least `width` entries).
  let scratch: UnsafeMutablePointer<UInt32>
  /// An extra factor on every pixel (255 = none), e.g. a layer's opacity.
  let opacity: UInt32

  @inline(__always)
  mutating func span(y: Int, x: Int, count: Int, coverage: UInt32) {
    shader.shade(x: x, y: y, count: count, into: scratch)
    let offset = y &* width &+ x
    let row = pixels + offset
    let base = opacity == 255 ? coverage : SourceOver.div255(coverage &* opacity)
    for i in 0..<count {
      var c = base
      if let mask { c = SourceOver.div255(c &* UInt32(mask[offset &+ i])) }
      if c == 0 { continue }
      let s = scratch[i]
      let src = c == 255 ? s : SourceOver.scale(s, by: c)
      row[i] = SourceOver.over(src, row[i])
    }
  }
}
