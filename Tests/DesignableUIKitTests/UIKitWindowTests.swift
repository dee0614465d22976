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
