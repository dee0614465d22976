import Foundation

/// Recognizes taps (`UITapGestureRecognizer`); inert, as ``GestureRecognizer`` says.
open class TapGestureRecognizer: GestureRecognizer {
  public var numberOfTapsRequired = 1
  public var numberOfTouchesRequired = 1
}
