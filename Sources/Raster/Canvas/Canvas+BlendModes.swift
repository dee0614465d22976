extension Canvas {
  /// Paints what `draw` paints combined with this canvas's pixels by `mode`
  /// (`BlendModeCompositing`), under the current clip.
  ///
  /// `draw` paints into a transparent canvas of its own covering the clip's box (cut to
  /// `bounds`, a rectangle in user space outside which it paints nothing, grown by a pixel),
  /// with this canvas's transform and clip: that gives the drawing's colour times its
  /// coverage. When
  /// the mode needs the coverage apart (`PixelBlendMode.needsShape`), `shape` paints the
  /// same shape with an opaque colour into another such canvas; without a `shape`, the
  /// drawing's own alpha stands for it. Pixels that neither covers keep their value.
  ///
  /// - Complexity: O(pixels of the clip's box), plus the drawing (twice for a shape).
  public func draw(
    blending mode: PixelBlendMode, within bounds: Rect? = nil, shape: ((Canvas) -> Void)? = nil,
    of draw: (Canvas) -> Void
  ) {
    guard !state.clipIsEmpty else { return }
    var rows = state.clip?.rows ?? 0..<pixelHeight
    var columns = state.clip?.columns ?? 0..<pixelWidth
    if let bounds, let box = deviceBox(of: bounds) {
      rows = rows.clamped(to: box.rows)
      columns = columns.clamped(to: box.columns)
    }
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
    // Without a shape of its own, the drawing's alpha stands for it.
    let shapes = shapePixels ?? sourcePixels
    withTargetAndClip { pixels, _ in
      sourcePixels.withUnsafeBufferPointer { source in
        shapes.withUnsafeBufferPointer { shape in
          guard let s = source.baseAddress, let c = shape.baseAddress else { return }
          for y in rows {
            let line = (y - top) * count
            Canvas.combineRow(
              mode, source: s + line, shape: c + line, into: pixels + (y * width + left),
              count: count)
          }
        }
      }
    }
  }

  /// One row of `draw(blending:shape:of:)`: `count` drawn pixels, shape alphas (the top
  /// byte) and target pixels; pixels neither covers are skipped.
  private static func combineRow(
    _ mode: PixelBlendMode, source: UnsafePointer<UInt32>, shape: UnsafePointer<UInt32>,
    into row: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    var i = 0
    while i < count {
      let s = source[i]
      let c = shape[i] &>> 24
      if s != 0 || c != 0 {
        row[i] = BlendModeCompositing.combine(mode, source: s, shape: c, destination: row[i])
      }
      i &+= 1
    }
  }

  /// The pixels `rect` (user space) touches, grown by one each way; `nil` when it is not
  /// finite.
  private func deviceBox(of rect: Rect) -> (columns: Range<Int>, rows: Range<Int>)? {
    let t = state.transform
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].map { t.apply(to: $0) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return nil }
    let limit = Double(Canvas.maximumDimension)
    func pixel(_ value: Double) -> Int { Int(min(max(value, -limit), 2 * limit)) }
    let left = pixel(minX.rounded(.down)) - 1
    let top = pixel(minY.rounded(.down)) - 1
    let right = pixel(maxX.rounded(.up)) + 1
    let bottom = pixel(maxY.rounded(.up)) + 1
    return (left..<max(left, right), top..<max(top, bottom))
  }

  /// A transparent canvas over `columns` × `rows` of this one's pixels, with its transform
  /// clip and flatness moved there; `nil` when that cannot be made.
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
    canvas.state.flatness = state.flatness
    canvas.blendsEdgesByRegion = blendsEdgesByRegion
    if let clip = state.clip { canvas.clip(toMask: clip, movedX: -left, y: -top) }
    return canvas
  }

  /// The pixels, with layers left open composited as if they ended now.
  private func settledPixels() -> [UInt32] {
    while !layers.isEmpty || excessLayers > 0 { endLayer() }
    return premultipliedPixels.pixels
  }

  /// Sets the clip to `clip`, a mask of another canvas, moved by whole pixels onto this
  /// one (`CoverageMask.moved`).
  func clip(toMask clip: CoverageMask, movedX dx: Int, y dy: Int) {
    let moved = clip.moved(x: dx, y: dy, width: pixelWidth, height: pixelHeight)
    state.clip = moved
    state.clipIsEmpty = moved.rows.isEmpty || moved.columns.isEmpty
    // No outline describes the moved clip: edges under it blend by coverage.
    state.clipHasImageMask = true
  }
}
