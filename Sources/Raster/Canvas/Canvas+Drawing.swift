extension Canvas {
  /// Fills the inside of `path` (each subpath implicitly closed) under the current
  /// transform and clip, with exact-area anti-aliasing.
  ///
  /// - Parameters:
  ///   - path: the shape, in user space.
  ///   - paint: what to fill with.
  ///   - rule: which regions of a self-overlapping path are inside.
  /// - Complexity: O(edge cells · log) plus O(covered pixels), the interior as spans.
  public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
    fill(path, with: paint, rule: rule, halvingCubics: true)
  }

  /// Fills glyph outlines by the nonzero rule, flattened as glyph stamps are rasterized
  /// rather than halved as Core Graphics fills shapes, so that text drawn as outlines keeps
  /// the pixels of text drawn from stamps.
  package func fillGlyphOutlines(_ path: Path, with paint: Paint) {
    fill(path, with: paint, rule: .nonZero, halvingCubics: false)
  }

  /// `fill(_:with:rule:)`, with the curves halved as Core Graphics fills them or not (glyph
  /// outlines, drawn as their stamps are rasterized).
  package func fill(_ path: Path, with paint: Paint, rule: FillRule, halvingCubics: Bool) {
    guard !state.clipIsEmpty, !missesClip(path, reach: 0) else { return }
    let flat = Canvas.flatten(
      path, transform: state.transform, halvingThreshold: halvingCubics ? halvingThreshold : nil)
    addPolygons(flat, rule: rule)
    paintCoverage(paint, rule: rule, geometry: track(flat, rule: rule, paint: paint))
  }

  /// Strokes `path` with `style` under the current transform and clip.
  ///
  /// The stroke is computed in user space (so non-uniform scales give correctly shaped
  /// strokes), with curves flattened so that the outline is within `flatteningTolerance`
  /// device pixels, its chords balanced on both sides (`dashedFlatteningTolerance` and
  /// inscribed chords when dashed), then filled with the nonzero rule. Round joins and
  /// caps keep within the dashed tolerance, their points on the arc. Loops of the outline
  /// that fit in a 1/32-pixel square (the inner side of a circle stroked as wide as its
  /// diameter) are left out: they cover under 1/1024 of a pixel. A solid stroke along
  /// lines and circular arcs that meet without corners (ovals, rounded rectangles,
  /// progress arcs) is outlined as arcs of the offset radii instead (`ArcStroker`), and
  /// that outline flattened once in device space.
  public func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
    guard !state.clipIsEmpty else { return }
    let ctm = state.transform
    let stretch = ctm.maximumScale
    let width = style.effectiveWidth
    guard stretch > 0, stretch.isFinite, width > 0 else { return }
    let reach = width / 2 * style.reachFactor(joins: path.mayHaveJoins)
    guard !missesClip(path, reach: reach) else { return }
    let fine = Canvas.dashedFlatteningTolerance / stretch
    let epsilon = fine * 1e-3
    if shortcuts.contains(.strokesArcs), style.effectiveDashPattern == nil,
      let curves = ArcStroker(halfWidth: width / 2, cap: style.cap, epsilon: epsilon)
        .outline(of: path)
    {
      // Lines and arcs: their outline is lines and arcs too, flattened once like a fill.
      var outline = Canvas.flatten(curves, transform: ctm, halvingThreshold: nil)
      outline.removeSpecks()
      addPolygons(outline, rule: .nonZero)
      return paintCoverage(
        paint, rule: .nonZero, geometry: track(outline, rule: .nonZero, paint: paint))
    }
    var flat: FlattenedPath
    let stroker: Stroker
    if let dasher = Dasher(style: style) {
      flat = FlattenedPath(path, transform: .identity, tolerance: fine, offset: width / 2)
      if dasher.isReasonable(for: flat) { flat = dasher.dash(flat) }
      stroker = Stroker(style: style, tolerance: fine)
    } else {
      let tolerance = Canvas.flatteningTolerance / stretch
      flat = FlattenedPath(
        path, transform: .identity, tolerance: tolerance, offset: width / 2, balanced: true)
      stroker = Stroker(
        style: style, tolerance: fine,
        balancedTurn: Flattener.maximumTurn(tolerance: tolerance, offset: width / 2))
    }
    var outline = stroker.outline(of: flat)
    for i in outline.points.indices { outline.points[i] = ctm.apply(to: outline.points[i]) }
    outline.removeSpecks()
    addPolygons(outline, rule: .nonZero)
    paintCoverage(paint, rule: .nonZero, geometry: track(outline, rule: .nonZero, paint: paint))
  }

  /// Whether nothing of a shape lying within `reach` user-space units of `path`'s points
  /// (control points included) can show: its box in device space lies a pixel or more
  /// outside the clip's rows and columns (the canvas's, unclipped). A closed outline
  /// wholly on one side of a box adds no winding inside it, so drawing it would change
  /// nothing there. A path with a non-finite coordinate is never culled: the edges through
  /// it are skipped, and what is left need not be closed.
  func missesClip(_ path: Path, reach: Double) -> Bool {
    guard shortcuts.contains(.cullsOutsideClip), let box = path.finiteControlPointBounds else {
      return false
    }
    let t = state.transform
    let (x0, x1) = (box.minX - reach, box.maxX + reach)
    let (y0, y1) = (box.minY - reach, box.maxY + reach)
    let corners = (
      t.apply(to: Point(x: x0, y: y0)), t.apply(to: Point(x: x1, y: y0)),
      t.apply(to: Point(x: x0, y: y1)), t.apply(to: Point(x: x1, y: y1))
    )
    let minX = min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
    let maxX = max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
    let minY = min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
    let maxY = max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return false }
    let rows = state.clip?.rows ?? 0..<pixelHeight
    let columns = state.clip?.columns ?? 0..<pixelWidth
    return maxX + 1 < Double(columns.lowerBound) || minX - 1 > Double(columns.upperBound)
      || maxY + 1 < Double(rows.lowerBound) || minY - 1 > Double(rows.upperBound)
  }

  /// Intersects the clip with the inside of `path`; partly covered pixels keep their
  /// coverage, so clip edges are anti-aliased.
  public func clip(to path: Path, rule: FillRule = .nonZero) {
    guard !state.clipIsEmpty else { return }
    let flat = Canvas.flatten(path, transform: state.transform, halvingThreshold: halvingThreshold)
    addPolygons(flat, rule: rule)
    var mask = CoverageMask(width: pixelWidth, height: pixelHeight)
    let width = pixelWidth
    let noteChords = blendsEdgesByRegion && !state.clipHasImageMask
    var chords = EdgeChordTable()
    var rows = 0..<0
    var columns = 0..<0
    var isEmpty = true
    mask.values.withUnsafeMutableBufferPointer { out in
      guard let base = out.baseAddress else { return }
      var sink: MaskSink
      if let previous = state.clip {
        sink = previous.values.withUnsafeBufferPointer { p in
          var sink = MaskSink(
            values: base, previous: p.baseAddress, width: width, wantsEdgeChords: noteChords)
          rasterizer.sweep(rule: rule, into: &sink)
          return sink
        }
      } else {
        sink = MaskSink(values: base, previous: nil, width: width, wantsEdgeChords: noteChords)
        rasterizer.sweep(rule: rule, into: &sink)
      }
      chords = sink.chords
      if sink.firstRow <= sink.lastRow {
        rows = sink.firstRow..<(sink.lastRow + 1)
        columns = sink.firstColumn..<(sink.lastColumn + 1)
      }
      isEmpty = !sink.wroteCoverage
    }
    mask.chords = chords
    // Inside the previous clip's rows, where the rasterizer was told to render.
    mask.rows = rows
    mask.columns = columns
    state.clipIsEmpty = isEmpty
    state.clip = mask
    if blendsEdgesByRegion && !state.clipHasImageMask {
      state.clipGeometry = CoverageGeometry(
        outline: flat, rule: rule, clip: state.clipGeometry, canvasHeight: pixelHeight)
    }
  }

  /// Intersects the clip with a rectangle in user space.
  public func clip(to rect: Rect) {
    clip(to: Path(rect: rect))
  }

  /// Intersects the clip with a rounded rectangle in user space.
  public func clip(toRoundedRect rect: Rect, cornerRadii: CornerRadii) {
    clip(to: Path(roundedRect: rect, cornerRadii: cornerRadii))
  }

  /// Adds every subpath of `flat` (device space) to the rasterizer as a closed polygon, to
  /// be rendered in the clip's rows and columns only and swept with `rule`.
  func addPolygons(_ flat: FlattenedPath, rule: FillRule) {
    rasterizer.rows = state.clip?.rows ?? 0..<pixelHeight
    rasterizer.columns = state.clip?.columns ?? 0..<pixelWidth
    rasterizer.addPolygons(flat, rule: rule)
  }

  /// Keeps the device-space outline of a solid fill for the region store, and returns its
  /// number there (`nil` for other paints, or when the store keeps no more).
  func track(_ outline: FlattenedPath, rule: FillRule, paint: Paint) -> Int32? {
    guard blendsEdgesByRegion, !state.clipHasImageMask, case .solid = paint else { return nil }
    let geometry = CoverageGeometry(
      outline: outline, rule: rule, clip: state.clipGeometry, canvasHeight: pixelHeight)
    return regions.register(geometry, points: outline.points.count)
  }

  /// Composites the rasterizer's coverage with `paint` onto the current surface; a solid
  /// paint with `geometry` blends its edge pixels through the region store.
  func paintCoverage(_ paint: Paint, rule: FillRule, geometry: Int32? = nil) {
    var source = RasterizerCoverage(canvas: self, rule: rule)
    self.paint(paint, from: &source, geometry: geometry)
  }

  /// Composites the coverage of `source` with `paint` onto the current surface.
  func paint<Source: CoverageSource>(
    _ paint: Paint, from source: inout Source, geometry: Int32? = nil
  ) {
    switch paint {
    case .solid(let color):
      let premultiplied = PremultipliedRGBA8(color)
      guard premultiplied.alpha != 0 else { return source.discard() }
      touchLayer(source.rows)
      let width = pixelWidth
      let count = pixelWidth * pixelHeight
      let regions = self.regions
      let storesOpenRuns = shortcuts.contains(.storesOpenRuns)
      // Emits the coverage into the sink for `geometry` (by region or plain), through a
      // `ClearingSink` when a pending clear is to be written with it.
      func draw(
        _ pixels: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>?,
        clipChords: EdgeChordTable.Lookup?, clear: PremultipliedRGBA8?
      ) {
        func emit<Sink: CoverageSink>(into sink: inout Sink) {
          guard let clear else { return source.emit(into: &sink) }
          var clearing = ClearingSink(
            base: sink, pixels: pixels, width: width, count: count, clear: clear.packed,
            overwritesWhole: premultiplied.alpha == 255)
          source.emit(into: &clearing)
          clearing.finish()
        }
        if let geometry {
          var sink = RegionColorSink(
            pixels: pixels, mask: mask, width: width, color: premultiplied, regions: regions,
            geometry: geometry, clipChords: clipChords, storesOpenRuns: storesOpenRuns)
          emit(into: &sink)
        } else {
          var sink = SolidColorSink(
            pixels: pixels, mask: mask, width: width, color: premultiplied,
            storesOpenRuns: storesOpenRuns)
          emit(into: &sink)
        }
      }
      if state.clip == nil && source.emitsInOrder {
        // Unclipped, a pending clear is written with the draw, only where the draw does
        // not cover whole (in order: wrapping the sinks of refined rows costs more).
        withSurfaceTakingClear { pixels, clear in
          draw(pixels, mask: nil, clipChords: nil, clear: clear)
        }
      } else {
        withTargetClipAndChords { pixels, mask, clipChords in
          draw(pixels, mask: mask, clipChords: clipChords, clear: nil)
        }
      }
    case .linearGradient(let gradient, let start, let end):
      let table = gradient.lookupTable()
      guard let toUser = state.transform.inverted() else { return source.discard() }
      table.withUnsafeBufferPointer { t in
        guard let base = t.baseAddress,
          let shader = LinearGradientShader(table: base, start: start, end: end, toUser: toUser)
        else { return source.discard() }
        runShader(shader, from: &source)
      }
    case .radialGradient(let gradient, let center, let r0, let r1):
      let table = gradient.lookupTable()
      guard let toUser = state.transform.inverted() else { return source.discard() }
      table.withUnsafeBufferPointer { t in
        guard let base = t.baseAddress,
          let shader = RadialGradientShader(
            table: base, center: center, r0: r0, r1: r1, toUser: toUser)
        else { return source.discard() }
        runShader(shader, from: &source)
      }
    }
  }

  /// Emits `source` into a `ShaderSink` over the current surface.
  func runShader<S: Shader, Source: CoverageSource>(_ shader: S, from source: inout Source) {
    touchLayer(source.rows)
    let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(pixelWidth, 1))
    defer { scratch.deallocate() }
    let width = pixelWidth
    withTargetAndClip { pixels, mask in
      var sink = ShaderSink(
        shader: shader, pixels: pixels, mask: mask, width: width, scratch: scratch, opacity: 255)
      source.emit(into: &sink)
    }
  }

  /// Counts `rows` among those drawn in on the innermost layer, if one is open.
  func touchLayer(_ rows: Range<Int>) {
    if !layers.isEmpty { layers[layers.count - 1].touch(rows) }
  }

  /// Calls `body` with the current surface's pixels and the clip mask, if any.
  func withTargetAndClip(
    _ body: (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt8>?) -> Void
  ) {
    withTargetClipAndChords { pixels, mask, _ in body(pixels, mask) }
  }

  /// Calls `body` with the current surface's pixels, the clip mask and its chords, if any.
  func withTargetClipAndChords(
    _ body: (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt8>?, EdgeChordTable.Lookup?) -> Void
  ) {
    let clip = state.clip
    target.pixels.withUnsafeMutableBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      if let clip {
        clip.values.withUnsafeBufferPointer { m in
          clip.chords.withLookup { chords in body(base, m.baseAddress, chords) }
        }
      } else {
        body(base, nil, nil)
      }
    }
  }
}

extension Canvas {
  /// Paints `stamp` with its origin at device pixel `(x, y)`, under the current clip.
  ///
  /// The current transform is not applied (a stamp is already in device pixels), except
  /// by gradients, which are placed in user space as for any fill.
  public func fill(_ stamp: CoverageStamp, atPixelX x: Int, y: Int, with paint: Paint) {
    guard !state.clipIsEmpty else { return }
    var source = StampCoverage(
      stamp: stamp, x: x, y: y, canvasWidth: pixelWidth, canvasHeight: pixelHeight)
    self.paint(paint, from: &source)
  }

  /// Paints the union of `stamps`, stamp `i` with its origin at device pixel
  /// `origins[i]`, under the current clip: where stamps overlap, their coverage is summed
  /// and clamped at full coverage (as `CoverageStamp.add`), then painted once, so that
  /// touching glyphs are not painted twice. Stamps without an origin (or origins without a
  /// stamp) are ignored.
  ///
  /// - Returns: `false`, having drawn nothing, when the union's box on the canvas holds
  ///   more than `CoverageStamp.maximumPixelCount` pixels.
  @discardableResult
  public func fill(
    _ stamps: [CoverageStamp], origins: [(x: Int, y: Int)], with paint: Paint
  ) -> Bool {
    guard !state.clipIsEmpty else { return true }
    var left = Int.max
    var top = Int.max
    var right = Int.min
    var bottom = Int.min
    for (stamp, origin) in zip(stamps, origins) where stamp.width > 0 && stamp.height > 0 {
      left = min(left, stamp.left + origin.x)
      top = min(top, stamp.top + origin.y)
      right = max(right, stamp.left + origin.x + stamp.width)
      bottom = max(bottom, stamp.top + origin.y + stamp.height)
    }
    // Only the part on the canvas is gathered.
    left = max(left, 0)
    top = max(top, 0)
    right = min(right, pixelWidth)
    bottom = min(bottom, pixelHeight)
    guard left < right, top < bottom else { return true }
    guard
      var union = CoverageStamp(left: left, top: top, width: right - left, height: bottom - top)
    else { return false }
    // Empty stamps and stamps off the union's box add nothing.
    for (stamp, origin) in zip(stamps, origins) { union.add(stamp, x: origin.x, y: origin.y) }
    fill(union, atPixelX: 0, y: 0, with: paint)
    return true
  }
}
