import Foundation

/// Recognizes swipes (`UISwipeGestureRecognizer`); inert, as ``GestureRecognizer`` says.
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions a swipe may take (`UISwipeGestureRecognizer.Direction`).
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  public var direction = Direction.right
  public var numberOfTouchesRequired = 1
}
