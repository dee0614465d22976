import Raster

/// Replays a display list's commands into a canvas, drawing the shadows set while they were
/// recorded as Core Graphics draws them: each fill, stroke, text or image drawn while a
/// shadow is set first paints its shadow (what it paints, its alpha moved, blurred and
/// tinted, under the clip), then itself; a transparency layer begun while a shadow was set
/// casts one shadow of everything drawn in it when it ends.
///
/// A drawing (or a transparency layer) recorded under a blend mode other than `.normal` is
/// painted on a canvas of its own and combined with the canvas by the mode
/// (`Canvas.draw(blending:shape:of:)`); its shape, where the mode needs it, is the same
/// drawing painted opaque white (an image's, its rectangle; a layer's, all it draws). Its
/// shadow is painted first as with `.normal`.
struct DisplayListPlayer {
  let commands: [DrawCommand]
  /// Maps the shadows' base space (the view's points, y down) to device pixels.
  let base: AffineTransform
  /// Whether shadows are drawn; not while drawing the content of a layer that casts one
  /// (the shadow of a group is cast by what it draws, not by the shadows within it).
  let drawsShadows: Bool
  /// Whether every drawing paints its shape in opaque white, at full opacity and with
  /// `.normal`: the coverage a blend mode needs apart from the colour.
  var paintsShapes = false

  /// How many transparency layers that cast a shadow can enclose one that still casts its
  /// own: each casting layer draws its content twice, so deeper ones draw none, which
  /// bounds the work of a list whatever it nests.
  static let maximumCastingDepth = 4

  /// Draws the commands in `range` into `canvas`. Saves and layers the range leaves open
  /// are closed at its end.
  func play(_ range: Range<Int>, into canvas: Canvas) {
    var depth = 0
    var layers: [Bool] = []
    var shadow: ContextShadow?
    var savedShadows: [ContextShadow?] = []
    var mode: PixelBlendMode?
    var savedModes: [PixelBlendMode?] = []
    var layerModes: [PixelBlendMode?] = []
    canvas.save()
    var index = range.lowerBound
    while index < range.upperBound {
      let command = commands[index]
      if drawsShadows, let shadow { cast(shadow, of: command, into: canvas) }
      if let blending = mode, !paintsShapes {
        switch command {
        case .fill, .fillGlyphs, .stroke, .image:
          blend(
            index..<(index + 1), opacity: nil, bounds: Self.bounds(of: command), by: blending,
            into: canvas)
          index += 1
          continue
        case .beginLayer(let opacity, let cast):
          if drawsShadows, let cast, layers.count(where: { $0 }) < Self.maximumCastingDepth {
            castLayer(at: index, within: range, shadow: cast, opacity: opacity, into: canvas)
          }
          let end = layerEnd(after: index, within: range)
          blend((index + 1)..<end, opacity: opacity, bounds: nil, by: blending, into: canvas)
          index = end + 1
          continue
        default: break
        }
      }
      switch command {
      case .save:
        canvas.save()
        depth += 1
        savedShadows.append(shadow)
        savedModes.append(mode)
      case .restore:
        guard depth > 0 else { break }
        canvas.restore()
        depth -= 1
        shadow = savedShadows.popLast() ?? nil
        mode = savedModes.popLast() ?? nil
      case .shadow(let next): shadow = next
      case .blendMode(let next): mode = next.pixelMode
      case .flatness(let next): canvas.flatness = next
      case .concatenate(let transform): canvas.concatenate(transform)
      case .clip(let path, let rule): canvas.clip(to: path, rule: rule)
      case .clipToImage(let bitmap, let placement):
        canvas.clip(toAlphaOf: bitmap, transform: placement)
      case .fill, .fillGlyphs, .stroke, .image:
        if paintsShapes {
          DisplayListPlayer.drawShape(of: command, into: canvas)
        } else {
          DisplayListPlayer.draw(command, into: canvas)
        }
      case .beginLayer(let opacity, let cast):
        let casting = layers.count(where: { $0 })
        if drawsShadows, let cast, casting < DisplayListPlayer.maximumCastingDepth {
          castLayer(at: index, within: range, shadow: cast, opacity: opacity, into: canvas)
        }
        if !paintsShapes { canvas.beginLayer(opacity: opacity) }
        layers.append(cast != nil)
        layerModes.append(mode)
        mode = nil
      case .endLayer:
        guard !layers.isEmpty else { break }
        if !paintsShapes { canvas.endLayer() }
        layers.removeLast()
        mode = layerModes.popLast() ?? nil
      }
      index += 1
    }
    if !paintsShapes { for _ in layers { canvas.endLayer() } }
    for _ in 0..<depth { canvas.restore() }
    canvas.restore()
  }

  /// Draws one drawing command (fill, glyphs, stroke or image); others draw nothing.
  static func draw(_ command: DrawCommand, into canvas: Canvas) {
    switch command {
    case .fill(let path, let paint, let rule): canvas.fill(path, with: paint, rule: rule)
    case .fillGlyphs(let path, let paint): canvas.fillGlyphOutlines(path, with: paint)
    case .stroke(let path, let style, let paint): canvas.stroke(path, style: style, with: paint)
    case .image(let bitmap, let rect, let sampling):
      canvas.draw(bitmap, in: rect, interpolation: sampling)
    default: break
    }
  }

  /// Paints `command`'s shape: what it covers, in opaque white.
  static func drawShape(of command: DrawCommand, into canvas: Canvas) {
    let white = Paint.solid(.white)
    switch command {
    case .fill(let path, _, let rule): canvas.fill(path, with: white, rule: rule)
    case .fillGlyphs(let path, _): canvas.fillGlyphOutlines(path, with: white)
    case .stroke(let path, let style, _): canvas.stroke(path, style: style, with: white)
    case .image(_, let rect, _): canvas.fill(Path(rect: rect), with: white, rule: .nonZero)
    default: break
    }
  }

  /// Plays the commands in `range` (one drawing, or a layer's content, composited at
  /// `opacity`) on a canvas of their own and combines them with `canvas` by `mode`.
  private func blend(
    _ range: Range<Int>, opacity: Double?, bounds: Rect?, by mode: PixelBlendMode,
    into canvas: Canvas
  ) {
    let content = DisplayListPlayer(commands: commands, base: base, drawsShadows: drawsShadows)
    var shape = DisplayListPlayer(commands: commands, base: base, drawsShadows: false)
    shape.paintsShapes = true
    canvas.draw(
      blending: mode, within: bounds, shape: { shape.play(range, into: $0) },
      of: { scratch in
        if let opacity { scratch.beginLayer(opacity: opacity) }
        content.play(range, into: scratch)
        if opacity != nil { scratch.endLayer() }
      })
  }

  /// A rectangle (user space) outside which `command` paints nothing, or `nil` for none
  /// known: a stroke's path grown by its width times its miter limit (at least 2).
  static func bounds(of command: DrawCommand) -> Rect? {
    switch command {
    case .fill(let path, _, _), .fillGlyphs(let path, _): return path.bounds
    case .stroke(let path, let style, _):
      let reach = style.width * max(style.miterLimit, 2)
      guard reach.isFinite else { return nil }
      return path.bounds?.insetBy(dx: -reach, dy: -reach)
    case .image(_, let rect, _): return rect
    default: return nil
    }
  }

  /// The index of the `endLayer` that closes the layer beginning at `start`, or the end of
  /// `range` when none does.
  private func layerEnd(after start: Int, within range: Range<Int>) -> Int {
    var open = 0
    for index in (start + 1)..<range.upperBound {
      if case .beginLayer = commands[index] { open += 1 }
      if case .endLayer = commands[index] {
        if open == 0 { return index }
        open -= 1
      }
    }
    return range.upperBound
  }

  /// Paints the shadow `command` casts, when it draws: a solid fill's from its outline, at
  /// the paint's alpha; anything else's from the alpha it paints on a canvas of its own.
  private func cast(_ shadow: ContextShadow, of command: DrawCommand, into canvas: Canvas) {
    let offset = shadow.deviceOffset(base: base)
    let sigma = shadow.deviceSigma(base: base)
    switch command {
    case .fill(let path, .solid(let color), let rule):
      canvas.fillShadow(
        of: path, rule: rule, deviceOffset: offset, deviceSigma: sigma,
        color: shadow.color(times: Double(color.alpha) / 255))
    case .fill, .fillGlyphs, .stroke, .image:
      canvas.fillShadow(deviceOffset: offset, deviceSigma: sigma, color: shadow.color) {
        DisplayListPlayer.draw(command, into: $0)
      }
    default: break
    }
  }

  /// Paints the shadow of the transparency layer that begins at `start`: of everything
  /// drawn up to its end (or the range's), cut by the clip it is drawn under, at the
  /// layer's opacity.
  private func castLayer(
    at start: Int, within range: Range<Int>, shadow: ContextShadow, opacity: Double,
    into canvas: Canvas
  ) {
    let end = layerEnd(after: start, within: range)
    let content = DisplayListPlayer(commands: commands, base: base, drawsShadows: false)
    canvas.fillShadow(
      deviceOffset: shadow.deviceOffset(base: base), deviceSigma: shadow.deviceSigma(base: base),
      color: shadow.color(times: opacity), clipsDrawing: true
    ) { content.play((start + 1)..<end, into: $0) }
  }
}
