import Foundation

/// Recognizes drags (`UIPanGestureRecognizer`); inert, as ``GestureRecognizer`` says.
open class PanGestureRecognizer: GestureRecognizer {
  public var minimumNumberOfTouches = 1
  public var maximumNumberOfTouches = Int.max

  /// How far the drag moved in `view`: zero, as no drag ever happens.
  open func translation(in view: View?) -> CGPoint { .zero }

  open func setTranslation(_ translation: CGPoint, in view: View?) {}

  /// The drag's speed in points per second in `view`: zero.
  open func velocity(in view: View?) -> CGPoint { .zero }
}
