import DesignableUIKit
import Foundation
import Testing

/// Components read a layer's values by key path (the presentation layer's `strokeEnd` as an
/// animation's start), as key-value coding does on iOS.
@Suite struct LayerKeyPathTests {
  @Test func aLayerAnswersValuesByKeyPath() {
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
    shape.strokeEnd = 0.25
    let mask = CALayer()
    mask.cornerRadius = 6
    shape.mask = mask
    #expect(shape.presentation()?.value(forKeyPath: "strokeEnd") as? CGFloat == 0.25)
    #expect(shape.value(forKeyPath: "position.x") as? CGFloat == 30)
    #expect(shape.value(forKeyPath: "bounds.size.width") as? CGFloat == 40)
    #expect(shape.value(forKeyPath: "bounds.origin") as? CGPoint == .zero)
    #expect(shape.value(forKeyPath: "mask.cornerRadius") as? CGFloat == 6)
    #expect(shape.value(forKeyPath: "position.z") == nil)
    #expect(shape.value(forKeyPath: "noSuchKey.x") == nil)
  }

  /// Computed properties answer too: a layer's frame, its sublayers, a view layer's scale.
  @Test func computedPropertiesAnswerByKey() {
    let view = UIView(frame: CGRect(x: 5, y: 6, width: 20, height: 10))
    view.layer.addSublayer(CALayer())
    #expect(view.layer.value(forKey: "frame") as? CGRect == view.frame)
    #expect(view.layer.value(forKeyPath: "frame.size.width") as? CGFloat == 20)
    #expect((view.layer.value(forKey: "sublayers") as? [CALayer])?.count == 1)
    #expect(view.layer.value(forKey: "contentsScale") as? CGFloat == UIScreen.main.scale)
  }
}
