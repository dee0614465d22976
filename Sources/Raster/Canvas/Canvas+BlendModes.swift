extension Canvas {
  /// Paints what `draw` paints combined with this canvas's pixels by `mode`
  /// (`BlendModeCompositing`), under the current clip.
  ///
  /// `draw` paints into a transparent canvas of its own covering the clip's box, with this
  /// canvas's transform and clip: that gives the drawing's colour times its coverage. When
  /// the mode needs the coverage apart (`PixelBlendMode.needsShape`), `shape` paints the
  /// same shape with an opaque colour into another such canvas; without a `shape`, the
  /// drawing's own alpha stands for it. Pixels that neither covers keep their value.
  ///
  /// - Complexity: O(pixels of the clip's box), plus the drawing (twice for a shape).
  public func draw(
    blending mode: PixelBlendMode, shape: ((Canvas) -> Void)? = nil, of draw: (Canvas) -> Void
  ) {
    guard !state.clipIsEmpty else { return }
    let rows = state.clip?.rows ?? 0..<pixelHeight
    let columns = state.clip?.columns ?? 0..<pixelWidth
    guard !rows.isEmpty, !columns.isEmpty, let source = scratch(columns: columns, rows: rows)
    else { return }
    draw(source)
    let sourcePixels = source.settledPixels()
    var shapePixels: [UInt32]? = nil
    if mode.needsShape, let shape, let covered = scratch(columns: columns, rows: rows) {
      shape(covered)
      shapePixels = covered.settledPixels()
    }
    touchLayer(rows)
    let width = pixelWidth
    let left = columns.lowerBound
    let top = rows.lowerBound
    let count = columns.count
    withTargetAndClip { pixels, _ in
      for y in rows {
        let line = (y - top) * count
        let row = pixels + (y * width + left)
        for i in 0..<count {
          let s = sourcePixels[line + i]
          let c = shapePixels.map { $0[line + i] >> 24 } ?? (s >> 24)
          guard s != 0 || c != 0 else { continue }
          row[i] = BlendModeCompositing.combine(mode, source: s, shape: c, destination: row[i])
        }
      }
    }
  }

  /// A transparent canvas over `columns` × `rows` of this one's pixels, with its transform
  /// and clip moved there; `nil` when that cannot be made.
  private func scratch(columns: Range<Int>, rows: Range<Int>) -> Canvas? {
    let width = columns.count
    let height = rows.count
    guard
      let canvas = Canvas(
        width: Double(width) / scale, height: Double(height) / scale, scale: scale),
      canvas.pixelWidth == width, canvas.pixelHeight == height
    else { return nil }
    let left = columns.lowerBound
    let top = rows.lowerBound
    canvas.state.transform = AffineTransform(translationX: Double(-left), y: Double(-top))
      .concatenating(state.transform)
    canvas.blendsEdgesByRegion = blendsEdgesByRegion
    if let clip = state.clip {
      let moved = clip.moved(x: -left, y: -top, width: width, height: height)
      canvas.state.clip = moved
      canvas.state.clipIsEmpty = moved.rows.isEmpty || moved.columns.isEmpty
      // No outline describes the moved clip: edges under it blend by coverage.
      canvas.state.clipHasImageMask = true
    }
    return canvas
  }

  /// The pixels, with layers left open composited as if they ended now.
  private func settledPixels() -> [UInt32] {
    while !layers.isEmpty || excessLayers > 0 { endLayer() }
    return premultipliedPixels.pixels
  }
}
