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
  /// The window's root view controller, kept for `DesignableUIKit`'s `rootViewController`
  /// (a view controller is a UIKit type this module does not know).
  package var rootControllerObject: AnyObject?
}
