import Foundation

/// A window (`UIWindow`). A render has none, as Interface Builder's canvas draws a view on
/// its own: a view's ``View/window`` is `nil` unless it has been added to a window made
/// by hand, and ``View/willMove(toWindow:)`` and ``View/didMoveToWindow()`` are never
/// called.
open class Window: View {
  /// The screen the window shows on: the one every view renders on.
  public var screen: Screen { .main }
  /// Whether ``makeKey()`` or ``makeKeyAndVisible()`` made the window key; a render never
  /// does.
  open private(set) var isKeyWindow = false
  /// Where the window stacks among windows (`UIWindow.Level`): kept, not acted on, as a
  /// render has no other windows.
  open var windowLevel = Level.normal

  /// A window's place in the stack of windows, by UIKit's values, ordered and offset as
  /// UIKit's are (`.alert + 1`, `windowLevel > .normal`).
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)

    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
  }

  /// Makes the window key (`makeKey()`): ``isKeyWindow`` becomes `true`; nothing else
  /// follows, as a render delivers no events.
  open func makeKey() { isKeyWindow = true }

  /// Shows the window and makes it key (`makeKeyAndVisible()`).
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Gives up being key (`resignKey()`).
  open func resignKey() { isKeyWindow = false }
  /// The window's root view controller, kept for `DesignableUIKit`'s `rootViewController`
  /// (a view controller is a UIKit type this module does not know).
  package var rootControllerObject: AnyObject?
}
