import Foundation

/// Recognizes rotations (`UIRotationGestureRecognizer`); inert, as ``GestureRecognizer``
/// says.
open class RotationGestureRecognizer: GestureRecognizer {
  /// The rotation in radians: zero, as no rotation ever happens.
  public var rotation: CGFloat = 0
  /// Zero, as no rotation ever happens.
  public var velocity: CGFloat { 0 }
}
