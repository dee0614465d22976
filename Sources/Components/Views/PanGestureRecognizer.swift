import Foundation

/// Recognizes drags (`UIPanGestureRecognizer`); inert, as ``GestureRecognizer`` says.
open class PanGestureRecognizer: GestureRecognizer {
  public var minimumNumberOfTouches = 1
  public var maximumNumberOfTouches = Int.max
  /// The scrolling of a trackpad or mouse wheel the recognizer follows
  /// (`allowedScrollTypesMask`, iOS 13.4); none by default, as on iOS. Kept: nothing scrolls.
  public var allowedScrollTypesMask: ScrollTypeMask = []

  /// How far the drag moved in `view`: zero, as no drag ever happens.
  open func translation(in view: View?) -> CGPoint { .zero }

  open func setTranslation(_ translation: CGPoint, in view: View?) {}

  /// The drag's speed in points per second in `view`: zero.
  open func velocity(in view: View?) -> CGPoint { .zero }
}

/// Kinds of pointer scrolling (`UIScrollTypeMask`): by steps (a mouse wheel) or continuously
/// (a trackpad).
public struct ScrollTypeMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
  public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
  public static let all: ScrollTypeMask = [.discrete, .continuous]
}
