/// A suspended drawing surface of a `Canvas`, waiting under an opacity layer.
struct CanvasLayer {
  /// The surface drawing resumes on when the layer ends.
  var parent: PremultipliedRGBA8Buffer
  /// The layer's opacity, 0...255.
  var opacity: UInt32
  /// The number of saved states when the layer began; `endLayer` restores to it.
  var stateDepth: Int
}
