extension Canvas {
  /// Intersects the clip with the alpha of `bitmap`, placed by `transform` from its pixel
  /// space (pixel `(i, j)` covers `[i, i+1) × [j, j+1)`) into user space and sampled as
  /// ``draw(_:transform:interpolation:)`` draws it: outside the image nothing is drawn,
  /// inside each pixel keeps the share the image's alpha gives it. A bitmap with no
  /// translucent pixel clips by its grey level instead (white keeps, black clips), as a
  /// grey mask image without alpha does in Core Graphics.
  ///
  /// Fills drawn under such a clip blend their edge pixels by coverage, since no outline
  /// describes the clip. A transform that cannot be inverted, or an empty bitmap, clips
  /// everything out.
  public func clip(toAlphaOf bitmap: Bitmap, transform: AffineTransform) {
    let mask = bitmap.hasTranslucentPixels ? bitmap : bitmap.greyAsAlpha()
    clip(toAlphaOfDrawing: { $0.draw(mask, transform: transform, interpolation: .bilinear) })
  }

  /// Intersects the clip with the alpha of what `draw` draws on this canvas, with the
  /// transform as it is (a Core Animation mask: the alpha of the mask layer as it would be
  /// drawn, its background, contents, sublayers and border). The drawing lands on a
  /// surface of its own, not on the canvas; the state is the same after it as before.
  /// Fills drawn under such a clip blend their edge pixels by coverage.
  public func clip(toAlphaOfDrawing draw: (Canvas) -> Void) {
    guard !state.clipIsEmpty else { return }
    // Draw alone on a surface of its own, through the clip as it is, and keep what arrives
    // as the new clip.
    let savedTarget = target
    let savedRegions = regions
    let savedState = state
    target = PremultipliedRGBA8Buffer(width: pixelWidth, height: pixelHeight)
    regions = EdgeRegionStore(width: pixelWidth, height: pixelHeight)
    draw(self)
    let drawn = target
    target = savedTarget
    regions = savedRegions
    state = savedState
    var clip = CoverageMask(width: pixelWidth, height: pixelHeight)
    var rows = (first: Int.max, last: -1)
    var columns = (first: Int.max, last: -1)
    drawn.pixels.withUnsafeBufferPointer { pixels in
      clip.values.withUnsafeMutableBufferPointer { values in
        for y in 0..<pixelHeight {
          let row = y * pixelWidth
          for x in 0..<pixelWidth {
            let alpha = UInt8(truncatingIfNeeded: pixels[row + x] >> 24)
            guard alpha != 0 else { continue }
            values[row + x] = alpha
            rows = (min(rows.first, y), max(rows.last, y))
            columns = (min(columns.first, x), max(columns.last, x))
          }
        }
      }
    }
    let isEmpty = rows.last < 0
    clip.rows = isEmpty ? 0..<0 : rows.first..<(rows.last + 1)
    clip.columns = isEmpty ? 0..<0 : columns.first..<(columns.last + 1)
    state.clip = clip
    state.clipIsEmpty = isEmpty
    state.clipHasImageMask = true
  }
}

extension Bitmap {
  /// Whether any pixel is not opaque: whether the image has an alpha to clip by.
  var hasTranslucentPixels: Bool {
    var i = 3
    while i < bytes.count {
      if bytes[i] != 255 { return true }
      i += 4
    }
    return false
  }

  /// The same size, white with the grey level (the mean of red, green and blue) as alpha.
  func greyAsAlpha() -> Bitmap {
    var out = self
    var i = 0
    while i + 3 < out.bytes.count {
      let grey = (Int(bytes[i]) + Int(bytes[i + 1]) + Int(bytes[i + 2]) + 1) / 3
      out.bytes[i] = 255
      out.bytes[i + 1] = 255
      out.bytes[i + 2] = 255
      out.bytes[i + 3] = UInt8(grey)
      i += 4
    }
    return out
  }
}
