extension Canvas {
  /// Paints the shadow of whatever `draw` paints, as Core Animation shadows a layer that
  /// has no shadow path: `draw` paints into a transparent canvas of its own with this
  /// canvas's transform, moved by `offset` (user space); the alpha it leaves is blurred by
  /// an approximate Gaussian of standard deviation `sigma` (user space, scaled as in
  /// ``fillShadow(of:rule:offset:sigma:color:covered:)``) and filled with `color` under the current
  /// clip. Nothing `draw` paints reaches this canvas otherwise.
  ///
  /// The canvas `draw` gets covers this one's clip box grown by the blur's reach, so what
  /// lies just outside still blurs in; it edges by region as this one does.
  ///
  /// `covered` is as in ``fillShadow(of:rule:offset:sigma:color:covered:)``: a rectangle the
  /// caller paints next with an opaque colour, where the shadow is not composited.
  ///
  /// - Complexity: O(pixels of the clip's box grown by the blur), plus the drawing.
  public func fillShadow(
    offset: Size, sigma: Double, color: RGBA8, covered: Rect? = nil, of draw: (Canvas) -> Void
  ) {
    guard !state.clipIsEmpty, color.alpha > 0 else { return }
    let t = state.transform
    let deviceSigma = sigma * abs(t.a * t.d - t.b * t.c).squareRoot()
    let moved = t.concatenating(AffineTransform(translationX: offset.width, y: offset.height))
    fillShadow(
      placement: { $0.concatenating(moved) },
      deviceSigma: deviceSigma, color: color, except: coveredPixels(covered), of: draw)
  }

  /// Paints the shadow of whatever `draw` paints as Core Graphics paints a context's
  /// shadow: moved by `deviceOffset` and blurred by an approximate Gaussian of standard
  /// deviation `deviceSigma`, both in device pixels whatever the current transform, and
  /// filled with `color` under the current clip. `draw` gets a transparent canvas of its own
  /// whose transform places its drawing where the shadow falls before the blur; nothing it
  /// paints reaches this canvas otherwise. With `clipsDrawing`, what `draw` paints is cut
  /// by this canvas's clip where it is painted (moved with it by the offset rounded to whole
  /// pixels), as Core Graphics clips what a transparency layer holds; without, only the
  /// shadow is clipped, where it falls.
  ///
  /// - Complexity: as ``fillShadow(offset:sigma:color:covered:of:)``.
  public func fillShadow(
    deviceOffset: Size, deviceSigma: Double, color: RGBA8, clipsDrawing: Bool = false,
    of draw: (Canvas) -> Void
  ) {
    guard !state.clipIsEmpty, color.alpha > 0 else { return }
    let moved = AffineTransform(translationX: deviceOffset.width, y: deviceOffset.height)
      .concatenating(state.transform)
    fillShadow(
      placement: { $0.concatenating(moved) },
      deviceSigma: deviceSigma, color: color, except: nil,
      clipMove: clipsDrawing ? deviceOffset : nil, of: draw)
  }

  /// The two content shadows: `placement` turns the map from the offscreen canvas's pixels
  /// to this canvas's into the offscreen canvas's transform.
  /// With a `clipMove` (device pixels), the offscreen canvas clips by this one's clip moved
  /// so.
  private func fillShadow(
    placement: (AffineTransform) -> AffineTransform, deviceSigma: Double, color: RGBA8,
    except covered: (columns: Range<Int>, rows: Range<Int>)?, clipMove: Size? = nil,
    of draw: (Canvas) -> Void
  ) {
    let reach = CoverageStamp.blurReach(sigma: deviceSigma)
    let rows = state.clip?.rows ?? 0..<pixelHeight
    let columns = state.clip?.columns ?? 0..<pixelWidth
    let left = columns.lowerBound - reach
    let top = rows.lowerBound - reach
    let width = columns.count + 2 * reach
    let height = rows.count + 2 * reach
    guard width > 0, height > 0, width * height <= CoverageStamp.maximumPixelCount,
      let offscreen = Canvas(
        width: Double(width) / scale, height: Double(height) / scale, scale: scale),
      offscreen.pixelWidth == width, offscreen.pixelHeight == height
    else { return }
    let moved = placement(AffineTransform(translationX: Double(-left), y: Double(-top)))
    guard moved.isFinite else { return }
    offscreen.state.transform = moved
    offscreen.state.flatness = state.flatness
    offscreen.blendsEdgesByRegion = blendsEdgesByRegion
    if let clipMove, let clip = state.clip {
      let dx = clipMove.width.isFinite ? Int(clipMove.width.rounded()) : 0
      let dy = clipMove.height.isFinite ? Int(clipMove.height.rounded()) : 0
      offscreen.clip(toMask: clip, movedX: dx - left, y: dy - top)
    }
    draw(offscreen)
    let values: [UInt8]
    if offscreen.layers.isEmpty {
      values = Canvas.alphas(of: offscreen.premultipliedPixels.pixels)
    } else {
      // Layers `draw` left open are composited as if they ended now, as in a picture.
      let picture = offscreen.makeBitmap()
      values = (0..<height).flatMap { y in (0..<width).map { picture[$0, y].alpha } }
    }
    let alphas = CoverageStamp(left: left, top: top, width: width, height: height, values: values)
    guard let shadow = alphas.blurred(sigma: deviceSigma, columns: columns, rows: rows) else {
      return
    }
    composite(shadow, color: PremultipliedRGBA8(color), except: covered)
  }

  /// The alpha byte of each packed premultiplied pixel (`PremultipliedRGBA8.packed`: alpha
  /// in the top byte), in a plain loop that unoptimized builds run fast too.
  static func alphas(of pixels: [UInt32]) -> [UInt8] {
    var values = [UInt8](repeating: 0, count: pixels.count)
    pixels.withUnsafeBufferPointer { source in
      values.withUnsafeMutableBufferPointer { target in
        guard let s = source.baseAddress, let t = target.baseAddress else { return }
        let count = source.count
        var i = 0
        while i < count {
          t[i] = UInt8(truncatingIfNeeded: s[i] &>> 24)
          i &+= 1
        }
      }
    }
    return values
  }
}
