import Foundation

/// Recognizes long presses (`UILongPressGestureRecognizer`); inert, as
/// ``GestureRecognizer`` says.
open class LongPressGestureRecognizer: GestureRecognizer {
  public var minimumPressDuration: TimeInterval = 0.5
  public var numberOfTapsRequired = 0
  public var numberOfTouchesRequired = 1
  public var allowableMovement: CGFloat = 10
}
