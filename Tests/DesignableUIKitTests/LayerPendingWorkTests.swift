import DesignableUIKit
import Testing

/// `CALayer.needsDisplay()` and `needsLayout()` are methods, as in UIKit, and say what the
/// next render will do.
@Suite struct LayerPendingWorkTests {
  @Test func aLayerSaysWhetherItWillDrawAndLayOutAgain() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.layer.needsDisplay() && view.layer.needsLayout())
    _ = Lifecycle.render(view, scale: 1)
    #expect(!view.layer.needsDisplay() && !view.layer.needsLayout())
    view.layer.setNeedsDisplay()
    view.setNeedsLayout()
    #expect(view.layer.needsDisplay() && view.layer.needsLayout())
  }
}
