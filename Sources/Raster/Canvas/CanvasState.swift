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
  /// Set once the clip includes an image's alpha (`clip(toAlphaOf:transform:)`), which no
  /// outline describes: fills under it blend their edge pixels by coverage, not by region.
  var clipHasImageMask = false
  /// How coarsely fills, clips and shadows flatten curves (`Canvas.flatness`).
  var flatness = Canvas.defaultFlatness
}
