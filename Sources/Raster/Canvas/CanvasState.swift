/// The part of a `Canvas`'s state that `save()` and `restore()` keep: the transform from
/// user space to device pixels, and the clip.
struct CanvasState {
  /// User space to device pixels (includes the canvas scale).
  var transform: AffineTransform
  /// The clip as per-pixel coverage, or `nil` when nothing is clipped.
  var clip: CoverageMask?
  /// The outlines the clip was built from, innermost last (see `CoverageGeometry.clip`).
  var clipGeometry: CoverageGeometry?
  /// Set when the clip is known to exclude every pixel.
  var clipIsEmpty = false
  /// The path, transform and rule of the clip when it is that one outline's coverage
  /// alone (no clip before it) and edges blend by region, and the outline flattened: a
  /// solid fill of the same path covers exactly the clip (`Canvas.fillsClipOutline`).
  var clipOutline: ClipOutline?
}

/// What a clip made of one outline was made from (`CanvasState.clipOutline`); a class, so
/// that the state `save()` copies stays small.
final class ClipOutline {
  let path: Path
  let transform: AffineTransform
  let rule: FillRule
  let flat: FlattenedPath

  init(path: Path, transform: AffineTransform, rule: FillRule, flat: FlattenedPath) {
    self.path = path
    self.transform = transform
    self.rule = rule
    self.flat = flat
  }
}
