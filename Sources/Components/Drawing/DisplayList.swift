import Raster

/// One drawing operation of a view's `draw(_:)`, in the view's coordinates (points).
enum DrawCommand {
  case save
  case restore
  case concatenate(AffineTransform)
  case fill(Path, Paint, FillRule)
  /// Glyph outlines, filled with the nonzero rule and flattened as glyph stamps are, not
  /// halved as Core Graphics fills shapes.
  case fillGlyphs(Path, Paint)
  case stroke(Path, StrokeStyle, Paint)
  case clip(Path, FillRule)
  /// The clip intersected with an image's alpha, placed by the transform from its pixels.
  case clipToImage(Bitmap, AffineTransform)
  case image(Bitmap, Rect, ImageInterpolation)
  case beginLayer(opacity: Double)
  case endLayer
}

/// What a view's `draw(_:)` drew, kept as vector commands: Core Animation's backing store
/// without its pixels. Replaying it draws exactly what drawing directly would, at any scale,
/// and keeping it between renders gives Core Animation's rule that content is drawn again
/// only after `setNeedsDisplay()`.
struct DisplayList {
  var commands: [DrawCommand] = []
  /// The bounds size the content was drawn for; replaying into other bounds stretches it,
  /// as a layer's backing store is stretched to fill new bounds.
  var size: CGSizeValue

  var isEmpty: Bool { commands.isEmpty }

  /// Draws the commands into `canvas`, whose current transform maps the view's
  /// coordinates to the device. Saves and layers left open are closed at the end.
  func replay(into canvas: Canvas) {
    var depth = 0
    var layers = 0
    canvas.save()
    for command in commands {
      switch command {
      case .save:
        canvas.save()
        depth += 1
      case .restore:
        guard depth > 0 else { continue }
        canvas.restore()
        depth -= 1
      case .concatenate(let transform): canvas.concatenate(transform)
      case .fill(let path, let paint, let rule): canvas.fill(path, with: paint, rule: rule)
      case .fillGlyphs(let path, let paint): canvas.fillGlyphOutlines(path, with: paint)
      case .stroke(let path, let style, let paint): canvas.stroke(path, style: style, with: paint)
      case .clip(let path, let rule): canvas.clip(to: path, rule: rule)
      case .clipToImage(let bitmap, let placement):
        canvas.clip(toAlphaOf: bitmap, transform: placement)
      case .image(let bitmap, let rect, let sampling):
        canvas.draw(bitmap, in: rect, interpolation: sampling)
      case .beginLayer(let opacity):
        canvas.beginLayer(opacity: opacity)
        layers += 1
      case .endLayer:
        guard layers > 0 else { continue }
        canvas.endLayer()
        layers -= 1
      }
    }
    for _ in 0..<layers { canvas.endLayer() }
    for _ in 0..<depth { canvas.restore() }
    canvas.restore()
  }
}

/// A width and height in points, kept as plain doubles.
struct CGSizeValue: Equatable {
  var width: Double
  var height: Double
}
