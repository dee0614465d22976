import Raster

/// How an image drawn larger or smaller than its pixels is sampled (`CGInterpolationQuality`):
/// `.none` takes the nearest pixel, every other level the bilinear average of four.
public enum InterpolationQuality: Int32, Sendable {
  case `default`, none, low, high, medium

  /// The renderer's sampling for this level.
  var sampling: ImageInterpolation { self == .none ? .nearest : .bilinear }
}
