extension Canvas {
  /// Paints the shadow of `path`: its coverage moved by `offset` (in user space), blurred
  /// by an approximate Gaussian of standard deviation `sigma` (user-space units, scaled to
  /// device pixels by the current transform's mean scale), and filled with `color` under
  /// the current clip. The shadow may reach past the path's box by about 3σ; a `sigma` of
  /// zero gives the hard-edged coverage of the path itself.
  ///
  /// The blur is `CoverageStamp.blurred(sigma:columns:rows:)` (σ clamped to
  /// `CoverageStamp.maximumBlurDeviation` device pixels), run on the part of the shape
  /// that can reach the clip's box only, so a huge path costs no more than the canvas.
  ///
  /// `covered`, when given, is a rectangle (user space) that the caller paints next, under
  /// the same clip, with an opaque colour at full coverage (a layer's opaque background): the
  /// shadow is not composited on the device pixels wholly inside it, whose bytes that paint
  /// sets whatever lies under it. It is ignored when the canvas clips or the transform turns
  /// rectangles.
  ///
  /// - Complexity: O(pixels of the shape's box, grown by the blur and cut to the clip's).
  public func fillShadow(
    of path: Path, rule: FillRule = .nonZero, offset: Size, sigma: Double, color: RGBA8,
    covered: Rect? = nil
  ) {
    guard !state.clipIsEmpty, color.alpha > 0 else { return }
    let t = state.transform
    let deviceSigma = sigma * abs(t.a * t.d - t.b * t.c).squareRoot()
    let moved = t.concatenating(AffineTransform(translationX: offset.width, y: offset.height))
    fillShadow(
      of: path, rule: rule, placement: moved, deviceSigma: deviceSigma, color: color,
      except: coveredPixels(covered))
  }

  /// Paints the shadow of `path` as Core Graphics paints a context's shadow: moved by
  /// `deviceOffset` and blurred by an approximate Gaussian of standard deviation
  /// `deviceSigma`, both in device pixels, whatever the current transform (which places
  /// the path only), and filled with `color` under the current clip. The path itself is
  /// not clipped first: only the shadow is, where it lands.
  ///
  /// - Complexity: as ``fillShadow(of:rule:offset:sigma:color:covered:)``.
  public func fillShadow(
    of path: Path, rule: FillRule = .nonZero, deviceOffset: Size, deviceSigma: Double,
    color: RGBA8
  ) {
    guard !state.clipIsEmpty, color.alpha > 0 else { return }
    let placement = AffineTransform(translationX: deviceOffset.width, y: deviceOffset.height)
      .concatenating(state.transform)
    fillShadow(
      of: path, rule: rule, placement: placement, deviceSigma: deviceSigma, color: color,
      except: nil)
  }

  /// The two shadows of a path: `placement` maps it to device pixels where its shadow
  /// falls, before the blur.
  private func fillShadow(
    of path: Path, rule: FillRule, placement moved: AffineTransform, deviceSigma: Double,
    color: RGBA8, except covered: (columns: Range<Int>, rows: Range<Int>)?
  ) {
    let reach = CoverageStamp.blurReach(sigma: deviceSigma)
    guard moved.isFinite else { return }
    let flat = Canvas.flatten(path, transform: moved, halvingThreshold: halvingThreshold)
    let rows = state.clip?.rows ?? 0..<pixelHeight
    let columns = state.clip?.columns ?? 0..<pixelWidth
    // The source pixels that can blur into the clip's box.
    let reachable = (
      columns: (columns.lowerBound - reach)..<(columns.upperBound + reach),
      rows: (rows.lowerBound - reach)..<(rows.upperBound + reach)
    )
    guard let shape = Canvas.coverage(of: flat, rule: rule, within: reachable),
      let shadow = shape.blurred(sigma: deviceSigma, columns: columns, rows: rows)
    else { return }
    composite(shadow, color: PremultipliedRGBA8(color), except: covered)
  }

  /// The device pixels wholly inside `rect` (user space), a little inside it so that
  /// rounding cannot leave a pixel that a fill of the rectangle covers only partly; `nil`
  /// when there are none (an empty rectangle, or one of negative size, covers none), when
  /// the canvas clips, or when the transform turns rectangles.
  func coveredPixels(_ rect: Rect?) -> (columns: Range<Int>, rows: Range<Int>)? {
    guard let rect, rect.size.width > 0, rect.size.height > 0, state.clip == nil else {
      return nil
    }
    let t = state.transform
    guard t.b == 0, t.c == 0 else { return nil }
    let p = t.apply(to: Point(x: rect.minX, y: rect.minY))
    let q = t.apply(to: Point(x: rect.maxX, y: rect.maxY))
    guard p.isFinite, q.isFinite else { return nil }
    // 1/256 of a pixel: far above the error of mapping a point, far below a pixel.
    let margin = 1.0 / 256
    func inner(_ low: Double, _ high: Double, _ count: Int) -> Range<Int>? {
      let first = min(max((low + margin).rounded(.up), 0), Double(count))
      let end = min(max((high - margin).rounded(.down), 0), Double(count))
      return first < end ? Int(first)..<Int(end) : nil
    }
    guard let columns = inner(min(p.x, q.x), max(p.x, q.x), pixelWidth),
      let rows = inner(min(p.y, q.y), max(p.y, q.y), pixelHeight)
    else { return nil }
    return (columns, rows)
  }

  /// `color` scaled by each pixel of `stamp` (placed at the device origin) and by the clip,
  /// composited source-over: the same bytes as filling the stamp with a solid colour, in a
  /// plain loop that unoptimized builds run as fast as optimized ones do the generic one.
  /// The pixels of `covered` (from `coveredPixels(_:)`, which the caller paints over next)
  /// are left as they are.
  func composite(
    _ stamp: CoverageStamp, color: PremultipliedRGBA8,
    except covered: (columns: Range<Int>, rows: Range<Int>)? = nil
  ) {
    let x0 = max(stamp.left, 0)
    let y0 = max(stamp.top, 0)
    let x1 = min(stamp.left + stamp.width, pixelWidth)
    let y1 = min(stamp.top + stamp.height, pixelHeight)
    guard x0 < x1, y0 < y1, color.alpha > 0 else { return }
    touchLayer(y0..<y1)
    let width = pixelWidth
    let source = color.packed
    let stampWidth = stamp.width
    stamp.values.withUnsafeBufferPointer { values in
      guard let base = values.baseAddress else { return }
      withTargetAndClip { pixels, mask in
        for y in y0..<y1 {
          let line = base + ((y - stamp.top) * stampWidth + (x0 - stamp.left))
          let offset = y * width + x0
          let clip = mask.map { $0 + offset }
          // Left of the covered columns, then right of them; on other rows, all of it.
          var skip = x1..<x1
          if let covered, covered.rows.contains(y) { skip = covered.columns.clamped(to: x0..<x1) }
          let left = skip.isEmpty ? x1 - x0 : skip.lowerBound - x0
          Canvas.compositeRow(line, count: left, color: source, into: pixels + offset, mask: clip)
          guard !skip.isEmpty, skip.upperBound < x1 else { continue }
          let past = skip.upperBound - x0
          Canvas.compositeRow(
            line + past, count: x1 - skip.upperBound, color: source, into: pixels + offset + past,
            mask: clip.map { $0 + past })
        }
      }
    }
  }

  /// One row of `composite(_:color:)`: `count` coverage values, pixels and clip values.
  @inline(__always)
  private static func compositeRow(
    _ coverage: UnsafePointer<UInt8>, count: Int, color: UInt32,
    into row: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>?
  ) {
    var i = 0
    if let mask {
      while i < count {
        let c = SourceOver.div255(UInt32(coverage[i]) &* UInt32(mask[i]))
        if c != 0 { row[i] = SourceOver.over(SourceOver.scale(color, by: c), row[i]) }
        i &+= 1
      }
    } else {
      // Optimized builds take four pixels at a time (the same bytes, `overRow`);
      // unoptimized ones run SIMD through generic code, slower than this loop.
      #if DEBUG
        while i < count {
          let c = UInt32(coverage[i])
          if c == 255 {
            row[i] = SourceOver.over(color, row[i])
          } else if c != 0 {
            row[i] = SourceOver.over(SourceOver.scale(color, by: c), row[i])
          }
          i &+= 1
        }
      #else
        SourceOver.overRow(color, coverage: coverage, row: row, count: count)
      #endif
    }
  }

  /// The coverage of `flat` (device space) in the part of its box inside `columns` and
  /// `rows`; `nil` when nothing of it is there, or when that part is too large for a stamp.
  static func coverage(
    of flat: FlattenedPath, rule: FillRule, within box: (columns: Range<Int>, rows: Range<Int>)
  ) -> CoverageStamp? {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for p in flat.points where p.isFinite {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    guard minX <= maxX, minY <= maxY else { return nil }
    let xs = (Double(box.columns.lowerBound), Double(box.columns.upperBound))
    let ys = (Double(box.rows.lowerBound), Double(box.rows.upperBound))
    let left = Int(min(max(minX.rounded(.down), xs.0), xs.1))
    let top = Int(min(max(minY.rounded(.down), ys.0), ys.1))
    let right = Int(min(max(maxX.rounded(.up), xs.0), xs.1))
    let bottom = Int(min(max(maxY.rounded(.up), ys.0), ys.1))
    guard left < right, top < bottom,
      var stamp = CoverageStamp(left: left, top: top, width: right - left, height: bottom - top)
    else { return nil }
    var local = flat
    for i in local.points.indices {
      let p = local.points[i]
      local.points[i] = Point(x: p.x - Double(left), y: p.y - Double(top))
    }
    var rasterizer = CellRasterizer(width: stamp.width, height: stamp.height)
    rasterizer.addPolygons(local, rule: rule)
    var values = [UInt8](repeating: 0, count: stamp.width * stamp.height)
    let width = stamp.width
    values.withUnsafeMutableBufferPointer { out in
      guard let base = out.baseAddress else { return }
      var sink = MaskSink(values: base, previous: nil, width: width)
      rasterizer.sweep(rule: rule, into: &sink)
    }
    stamp = CoverageStamp(
      left: left, top: top, width: stamp.width, height: stamp.height, values: values)
    return stamp
  }
}
