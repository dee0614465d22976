import DesignableUIKit
import Testing

/// Fills a square three times its own size from `draw(_:)`.
final class OverdrawingView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 30))
  }
}

/// What `draw(_:)` draws lands in a backing store the size of the bounds, as on iOS: the
/// part drawn past them is not kept, whether or not the view clips its subviews.
@Suite("A view's backing store")
struct UIKitBackingStoreTests {
  @Test func drawingPastTheBoundsIsNotKept() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let view = OverdrawingView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    view.backgroundColor = nil
    root.addSubview(view)
    let picture = Lifecycle.render(root, scale: 2)
    #expect(picture[12, 12] == .init(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(picture[28, 28] == .init(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(picture[31, 31].alpha == 0)
    #expect(picture[8, 8].alpha == 0)
    let kept = UIKitTestSupport.count(0..<80, 0..<80) { picture[$0, $1].alpha > 0 }
    #expect(kept == 20 * 20)
  }

  @Test func aLabelWithNoSizeDrawsNothing() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let label = UILabel(frame: .zero)
    label.text = "Hello"
    root.addSubview(label)
    let picture = Lifecycle.render(root, scale: 1)
    #expect(UIKitTestSupport.count(0..<40, 0..<20) { picture[$0, $1].alpha > 0 } == 0)
  }
}
