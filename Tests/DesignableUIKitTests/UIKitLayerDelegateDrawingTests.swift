import DesignableUIKit
import Testing

/// A label whose layer content is a green bar it fills itself, leaving out the text that
/// the label's own `draw(_:)` would draw.
final class BarInsteadOfTextLabel: UILabel {
  var layersDrawn: [CALayer] = []
  override func draw(_ layer: CALayer, in ctx: CGContext) {
    layersDrawn.append(layer)
    ctx.setFillColor(UIColor.green.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height))
  }
}

/// A view that draws a red square in `draw(_:)` and counts the layer-delegate calls that
/// lead to it.
final class CountingDelegateView: UIView {
  var delegateCalls = 0
  var currentContextWasGiven = false
  override func draw(_ layer: CALayer, in ctx: CGContext) {
    delegateCalls += 1
    currentContextWasGiven = UIGraphicsGetCurrentContext() === ctx
    super.draw(layer, in: ctx)
  }
  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
  }
}

@Suite("A view as its layer's delegate: draw(_:in:)")
struct UIKitLayerDelegateDrawingTests {
  @Test("an override's drawing is the layer's content, and draw(_:) is not called")
  func overrideReplacesContent() {
    let label = BarInsteadOfTextLabel(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    label.text = "WWWWWWWW"
    label.textColor = .black
    let read = pixels(of: label)
    #expect(label.layersDrawn.count == 1)
    #expect(label.layersDrawn.first === label.layer)
    #expect(read(2, 5) == [0, 255, 0, 255])
    // The right half, where the text would be, stays empty.
    #expect(UIKitTestSupport.count(10..<20, 0..<10) { x, y in read(x, y)[3] != 0 } == 0)
  }

  @Test("the default calls draw(_:) with the context as the current one")
  func defaultCallsDrawRect() {
    let view = CountingDelegateView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    let read = pixels(of: view)
    #expect(view.delegateCalls == 1)
    #expect(view.currentContextWasGiven)
    #expect(read(1, 1) == [255, 0, 0, 255])
    #expect(read(6, 6)[3] == 0)
  }
}
