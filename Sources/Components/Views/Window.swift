import Foundation

/// A window (`UIWindow`). A render has none, as Interface Builder's canvas draws a view on
/// its own: a view's ``View/window`` is `nil` unless it has been added to a window made
/// by hand, and ``View/willMove(toWindow:)`` and ``View/didMoveToWindow()`` are never
/// called.
open class Window: View {
  /// The screen the window shows on: the one every view renders on.
  public var screen: Screen { .main }
  /// Always `false`: nothing here makes a window key.
  open var isKeyWindow: Bool { false }
  /// Where the window stacks among windows (`UIWindow.Level`): kept, not acted on, as a
  /// render has no other windows.
  open var windowLevel = Level.normal

  /// A window's place in the stack of windows, by UIKit's values.
  public struct Level: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
  }
  /// The window's root view controller, kept for `DesignableUIKit`'s `rootViewController`
  /// (a view controller is a UIKit type this module does not know).
  package var rootControllerObject: AnyObject?
}
