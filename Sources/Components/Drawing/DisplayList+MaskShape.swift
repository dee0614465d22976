import Raster

extension DisplayList {
  /// The shapes and text the list fills, in the view's coordinates, as one nonzero path:
  /// where the content is opaque when used as a mask. `nil` when the list draws anything
  /// else (strokes, images, clips, layers), whose coverage a path cannot give.
  var filledShape: Path? {
    var shape = Path()
    var transform = AffineTransform.identity
    var saved: [AffineTransform] = []
    for command in commands {
      switch command {
      case .save: saved.append(transform)
      case .restore: transform = saved.popLast() ?? transform
      case .concatenate(let next): transform = transform.concatenating(next)
      case .fill(let path, _, .nonZero), .fillGlyphs(let path, _):
        shape.append(path.applying(transform))
      case .shadow, .flatness: continue
      case .blendMode(let mode) where mode.pixelMode == nil: continue
      default: return nil
      }
    }
    return shape
  }
}
