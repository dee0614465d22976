extension Canvas {
  /// Draws `bitmap` stretched over `rect` (user space), under the current transform and
  /// clip, with anti-aliased edges. Does nothing for an empty bitmap or rectangle.
  public func draw(_ bitmap: Bitmap, in rect: Rect, interpolation: ImageInterpolation = .bilinear) {
    guard bitmap.width > 0, bitmap.height > 0, rect.isFinite, !rect.isEmpty else { return }
    let r = rect.standardized
    let placement = AffineTransform(translationX: r.minX, y: r.minY).scaledBy(
      x: r.width / Double(bitmap.width), y: r.height / Double(bitmap.height))
    draw(bitmap, transform: placement, interpolation: interpolation)
  }

  /// Draws `bitmap` with `transform` mapping its pixel space (pixel `(i, j)` covers
  /// `[i, i+1) × [j, j+1)`) into user space. Does nothing for an empty bitmap or a
  /// transform that cannot be inverted.
  public func draw(
    _ bitmap: Bitmap, transform: AffineTransform, interpolation: ImageInterpolation = .bilinear
  ) {
    guard !state.clipIsEmpty, bitmap.width > 0, bitmap.height > 0 else { return }
    let toDevice = state.transform.concatenating(transform)
    guard toDevice.isFinite, let toImage = toDevice.inverted() else { return }
    let frame = Path(
      rect: Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height)))
    addPolygons(
      Canvas.flatten(frame, transform: toDevice, halvingThreshold: halvingThreshold),
      rule: .nonZero)
    let premultiplied = Canvas.premultiply(bitmap)
    premultiplied.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return rasterizer.reset() }
      let shader = ImageShader(
        pixels: base, width: bitmap.width, height: bitmap.height, toImage: toImage,
        interpolation: interpolation)
      var source = RasterizerCoverage(canvas: self, rule: .nonZero)
      runShader(shader, from: &source)
    }
  }

  /// `bitmap`'s pixels premultiplied and packed. Opaque and clear pixels, most of an image,
  /// are packed without dividing; the loop runs over pointers, so that a debug build does
  /// not pay checked, generic array subscripts for each byte.
  static func premultiply(_ bitmap: Bitmap) -> [UInt32] {
    let count = bitmap.pixelCount
    var out = [UInt32](repeating: 0, count: count)
    bitmap.bytes.withUnsafeBufferPointer { bytes in
      out.withUnsafeMutableBufferPointer { words in
        guard let source = bytes.baseAddress, let packed = words.baseAddress else { return }
        var i = 0
        while i < count {
          let p = source + i &* 4
          let alpha = p[3]
          if alpha == 255 {
            packed[i] = UInt32(p[0]) | UInt32(p[1]) &<< 8 | UInt32(p[2]) &<< 16 | 0xFF00_0000
          } else if alpha != 0 {
            let color = RGBA8(red: p[0], green: p[1], blue: p[2], alpha: alpha)
            packed[i] = PremultipliedRGBA8(color).packed
          }
          i &+= 1
        }
      }
    }
    return out
  }
}
