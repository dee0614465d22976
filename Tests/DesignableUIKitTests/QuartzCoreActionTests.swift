import DesignableUIKit
import Foundation
import Testing

/// A layer written as an animatable Core Animation layer is: a property read back by key,
/// and an action for its changes.
final class MeterLayer: CALayer {
  var value: CGFloat = 0
  var animated = true

  override func action(forKey event: String) -> CAAction? {
    guard event == "value", animated else { return super.action(forKey: event) }
    let animation = CABasicAnimation(keyPath: "value")
    animation.fromValue = presentation()?.value(forKey: "value")
    animation.duration = 0.5
    return animation
  }

  override func draw(in ctx: CGContext) {
    let level = value(forKey: "value") as? CGFloat ?? 0
    ctx.setFillColor(UIColor.blue.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
  }
}

@Suite("Core Animation actions and key values")
struct QuartzCoreActionTests {
  @Test func aLayerReadsItsOwnPropertyByKeyAndDrawsWithIt() {
    let layer = MeterLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    layer.value = 0.5
    #expect(layer.value(forKey: "value") as? CGFloat == 0.5)
    let picture = render([layer], width: 40, height: 10)
    #expect(picture[5, 5] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(picture[30, 5].alpha == 0)
  }

  @Test func keysThatNameNoPropertyKeepWhatWasSet() {
    let layer = CALayer()
    layer.cornerRadius = 4
    layer.setValue("dial", forKey: "role")
    #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 4)
    #expect(layer.value(forKey: "role") as? String == "dial")
    #expect(layer.value(forKey: "missing") == nil)
    #expect(layer.value(forKey: "mask") == nil)
    layer.backgroundColor = UIColor.red.cgColor
    #expect(layer.value(forKey: "backgroundColor") as? CGColor == UIColor.red.cgColor)
  }

  @Test func anOverriddenActionIsAnAnimationThatAddsItself() throws {
    let layer = MeterLayer()
    let action = try #require(layer.action(forKey: "value") as? CABasicAnimation)
    #expect(action.keyPath == "value")
    #expect(action.fromValue as? CGFloat == 0)
    action.run(forKey: "value", object: layer, arguments: nil)
    let added = layer.animation(forKey: "value") as? CABasicAnimation
    #expect(added !== action && added?.keyPath == "value")
    layer.animated = false
    #expect(layer.action(forKey: "value") == nil)
  }

  @Test func actionsNameAnimationsAndNullMeansNone() {
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    layer.actions = ["opacity": fade, "bounds": NSNull()]
    #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fade)
    #expect(layer.action(forKey: "bounds") == nil)
    #expect(layer.action(forKey: "position") == nil)
  }
}
