import Foundation
import Raster
import Testing

@testable import DesignableUIKit

@Suite struct LayerKeyValueCodingTests {
  @Test func animationCodeKeepsItsEndValuesByKey() {
    let ring = CAShapeLayer()
    ring.strokeEnd = 0
    let grow = CABasicAnimation(keyPath: "strokeEnd")
    grow.toValue = 0.75
    ring.add(grow, forKey: "grow")
    ring.setValue(grow.toValue, forKeyPath: grow.keyPath ?? "")
    #expect(ring.strokeEnd == 0.75)
    ring.setValue(NSNumber(value: 3), forKey: "lineWidth")
    ring.setValue(UIColor.red.cgColor, forKey: "strokeColor")
    ring.setValue(true, forKey: "hidden")
    ring.setValue(NSValue(cgPoint: CGPoint(x: 5, y: 6)), forKey: "position")
    #expect(ring.lineWidth == 3 && ring.strokeColor == UIColor.red.cgColor && ring.isHidden)
    #expect(ring.value(forKey: "hidden") as? Bool == true)
    #expect(ring.position == CGPoint(x: 5, y: 6))
    ring.setValue(9, forKeyPath: "position.y")
    ring.setValue(20, forKeyPath: "bounds.size.width")
    #expect(ring.position == CGPoint(x: 5, y: 9) && ring.bounds.width == 20)
    ring.setValue("kept", forKey: "somethingElse")  // any other key is stored
    #expect(ring.value(forKey: "somethingElse") as? String == "kept")
    ring.setValue(UIColor.red, forKey: "lineWidth")  // a value that does not fit is kept aside
    #expect(ring.lineWidth == 3)
    ring.setValue("2.5", forKey: "lineWidth")  // a string is read as NSString's doubleValue
    #expect(ring.lineWidth == 2.5)
  }

  @Test func transformStructurePathsSetOneComponent() {
    let layer = CALayer()
    layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
    let turned = layer.affineTransform()
    #expect(abs(turned.b - 1) < 1e-9 && abs(turned.a) < 1e-9)
    layer.setValue(2, forKeyPath: "transform.scale")
    let scaled = layer.affineTransform()
    #expect(abs(scaled.b - 2) < 1e-9 && abs(scaled.c + 2) < 1e-9)  // still turned a quarter
    layer.setValue(
      NSValue(cgSize: CGSize(width: 4, height: 5)), forKeyPath: "transform.translation")
    #expect(layer.affineTransform().tx == 4 && layer.affineTransform().ty == 5)
    layer.setValue(0, forKeyPath: "transform.rotation")
    #expect(abs(layer.affineTransform().a - 2) < 1e-9)
  }

  @Test func transformStructurePathsReadOneComponent() {
    let layer = CALayer()
    #expect(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat == 0)
    layer.setAffineTransform(
      CGAffineTransform(translationX: 4, y: 5).rotated(by: .pi / 3).scaledBy(x: 2, y: 3))
    let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
    #expect(abs(angle! - .pi / 3) < 1e-9)
    #expect(abs((layer.value(forKeyPath: "transform.scale.x") as! CGFloat) - 2) < 1e-9)
    #expect(abs((layer.value(forKeyPath: "transform.scale.y") as! CGFloat) - 3) < 1e-9)
    // Core Animation's `scale` is the average of the three axes' scales.
    #expect(abs((layer.value(forKeyPath: "transform.scale") as! CGFloat) - 2) < 1e-9)
    #expect(layer.value(forKeyPath: "transform.translation.x") as? CGFloat == 4)
    #expect(
      layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 4, height: 5))
    #expect(layer.value(forKeyPath: "transform.rotation.x") == nil)
    // What a path sets, it reads back.
    layer.setValue(0.25, forKeyPath: "transform.rotation.z")
    #expect(abs((layer.value(forKeyPath: "transform.rotation") as! CGFloat) - 0.25) < 1e-9)
  }

  @Test func contentsRectShowsOneFrameOfASpriteSheet() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let sheet = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image {
      context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
    }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.contents = sheet.cgImage
    view.layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    let picture = Lifecycle.render(view, scale: 1)
    #expect(Array(picture.bytes[0..<4]) == [0, 0, 255, 255])
    #expect(Array(picture.bytes[(9 * 10 + 9) * 4..<(9 * 10 + 9) * 4 + 4]) == [0, 0, 255, 255])
  }

  @Test func transformAndScrollLayersAndTransitions() {
    let holder = CATransformLayer()
    holder.backgroundColor = UIColor.red.cgColor
    holder.contents = "ignored"
    #expect(holder.backgroundColor == nil && holder.contents == nil)
    let scroller = CAScrollLayer()
    scroller.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    scroller.scrollMode = .vertically
    scroller.scroll(to: CGPoint(x: 5, y: 7))
    #expect(scroller.bounds.origin == CGPoint(x: 0, y: 7))
    let fade = CATransition()
    fade.type = .push
    fade.subtype = .fromLeft
    #expect(fade.type.rawValue == "push" && fade.subtype == "fromLeft")
    let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
    #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
    #expect(abs(spring.damping - 2 * spring.stiffness.squareRoot()) < 1e-9)  // critical
    let turn = CABasicAnimation(keyPath: "transform")
    turn.valueFunction = CAValueFunction(name: .rotateZ)
    #expect(turn.valueFunction?.name == .rotateZ)
  }
}
