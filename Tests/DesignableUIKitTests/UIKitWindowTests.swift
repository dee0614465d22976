import DesignableUIKit
import Testing

/// A view that sets its layer's scale from its window, as components do in
/// `didMoveToWindow()`.
final class WindowScaledView: UIView {
  var moves = 0
  override func didMoveToWindow() {
    moves += 1
    window.map { layer.contentsScale = $0.screen.scale }
  }
  override func willMove(toWindow newWindow: UIWindow?) { moves += 1 }
}

@Suite("Windows")
struct UIKitWindowTests {
  /// A floating button's window code, as written for iOS: its window's level is kept, and the
  /// app delegate's window, which a render has none of, gives no safe-area insets.
  @Test func windowLevelsAndTheAppDelegatesWindow() {
    let window = UIWindow(frame: .zero)
    #expect(window.windowLevel == UIWindow.Level.normal)
    window.windowLevel = UIWindow.Level.alert
    #expect(window.windowLevel.rawValue == 2000)
    #expect(UIApplication.shared.delegate?.window??.safeAreaInsets == nil)
    #expect(!UIView(frame: .zero).isFocused)
  }

  @Test func aRenderHasNoWindowAndItsHooksAreNotCalled() throws {
    let view = try Lifecycle.build(
      WindowScaledView.self, path: .programmatic, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    _ = Lifecycle.render(view, scale: 2)
    #expect(view.window == nil)
    #expect(view.moves == 0)
  }

  @Test func aViewInAWindowMadeByHandFindsIt() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = UIView(frame: .zero)
    let view = UIView(frame: .zero)
    container.addSubview(view)
    #expect(view.window == nil)
    window.addSubview(container)
    #expect(view.window === window)
    #expect(window.screen.scale == UIScreen.main.scale)
  }

  @Test func aRootViewControllersViewFillsTheWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    #expect(window.rootViewController == nil)
    let first = UIViewController()
    window.rootViewController = first
    #expect(window.rootViewController === first)
    #expect(first.view.superview === window)
    #expect(first.view.frame == window.bounds)
    let second = UIViewController()
    window.rootViewController = second
    #expect(first.view.superview == nil)
    #expect(window.subviews.count == 1)
    #expect(second.view.window === window)
    #expect(UIApplication.shared.keyWindow?.rootViewController == nil)
  }
}

extension WindowScaledView: FrameConstructible {}
