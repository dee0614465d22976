import Foundation

/// Recognizes pinches (`UIPinchGestureRecognizer`); inert, as ``GestureRecognizer`` says.
open class PinchGestureRecognizer: GestureRecognizer {
  /// The pinch's scale: 1, as no pinch ever happens.
  public var scale: CGFloat = 1
  /// Zero, as no pinch ever happens.
  public var velocity: CGFloat { 0 }
}
