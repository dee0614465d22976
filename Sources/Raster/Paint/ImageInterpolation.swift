/// How a drawn bitmap is sampled.
public enum ImageInterpolation: Hashable, Sendable {
  /// The source pixel whose square contains the sample point.
  case nearest
  /// The weighted average of the four source pixels around the sample point (pixel
  /// centres at `+0.5`), with weights quantized to 1/256; edges clamp.
  case bilinear
}
