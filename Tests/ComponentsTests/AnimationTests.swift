import Components
import Foundation
import Raster
import Testing

/// Counts the calls a render would make to an animation's delegate.
final class AnimationDelegateProbe: AnimationDelegate {
  var calls = 0
  func animationDidStart(_ anim: Animation) { calls += 1 }
  func animationDidStop(_ anim: Animation, finished flag: Bool) { calls += 1 }
}

@Suite("Animations")
struct AnimationTests {
  @Test func layersKeepAnimationsByKeyInTheOrderAdded() {
    let layer = Layer()
    #expect(layer.animationKeys() == nil)
    let fade = BasicAnimation(keyPath: "opacity")
    let spin = KeyframeAnimation(keyPath: "transform")
    layer.add(fade, forKey: "fade")
    layer.add(spin, forKey: "spin")
    #expect(layer.animationKeys() == ["fade", "spin"])
    #expect(layer.animation(forKey: "spin") === spin)
    // A second animation under a key replaces the first and goes last.
    let again = BasicAnimation(keyPath: "opacity")
    layer.add(again, forKey: "fade")
    #expect(layer.animationKeys() == ["spin", "fade"])
    #expect(layer.animation(forKey: "fade") === again)
    layer.removeAnimation(forKey: "spin")
    #expect(layer.animationKeys() == ["fade"])
    layer.removeAllAnimations()
    #expect(layer.animationKeys() == nil && layer.animation(forKey: "fade") == nil)
  }

  @Test func animationsWithoutAKeyGetDistinctKeys() {
    let layer = Layer()
    layer.add(Transition(), forKey: nil)
    layer.add(AnimationGroup(), forKey: nil)
    let keys = layer.animationKeys() ?? []
    #expect(keys.count == 2 && Set(keys).count == 2)
  }

  @Test func aRenderShowsTheModelValueAndCallsNoDelegate() {
    let view = build(View.self, 4, 4)
    let square = Layer()
    square.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    square.backgroundColor = .black
    view.layer.addSublayer(square)
    let before = Lifecycle.render(view, scale: 1)
    let probe = AnimationDelegateProbe()
    let fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = NSNumber(value: 1)
    fade.toValue = NSNumber(value: 0)
    fade.duration = 3
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    fade.delegate = probe
    let group = AnimationGroup()
    group.animations = [fade]
    square.add(group, forKey: "fade")
    #expect(Lifecycle.render(view, scale: 1) == before)
    #expect(before[2, 2] == RGBA8(red: 0, green: 0, blue: 0))
    #expect(probe.calls == 0)
    #expect(square.opacity == 1)
  }

  @Test func valuesAreStoredByKey() {
    let animation = SpringAnimation(keyPath: "position")
    #expect(animation.value(forKey: "tag") == nil)
    animation.setValue("first", forKey: "tag")
    animation.setValue(2, forKey: "step")
    animation.setValue("second", forKey: "tag")
    #expect(animation.value(forKey: "tag") as? String == "second")
    #expect(animation.value(forKey: "step") as? Int == 2)
    animation.setValue(nil, forKey: "tag")
    #expect(animation.value(forKey: "tag") == nil)
    #expect(animation.keyPath == "position")
    animation.duration = 0.75
    #expect(animation.settlingDuration == 0.75)
  }

  @Test func namedTimingFunctionsHaveCoreAnimationsControlPoints() {
    func points(_ name: MediaTimingFunctionName) -> [Float] {
      let function = MediaTimingFunction(name: name)
      var all: [Float] = []
      for index in 0..<4 {
        var pair: [Float] = [-1, -1]
        function.getControlPoint(at: index, values: &pair)
        all += pair
      }
      return all
    }
    #expect(points(.linear) == [0, 0, 0, 0, 1, 1, 1, 1])
    #expect(points(.easeOut) == [0, 0, 0, 0, 0.58, 1, 1, 1])
    #expect(points(.easeInEaseOut) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
    #expect(points(.default) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
  }

  @Test func aControlPointOutOfRangeLeavesTheValuesAlone() {
    let function = MediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
    var pair: [Float] = [7, 8]
    function.getControlPoint(at: 4, values: &pair)
    function.getControlPoint(at: -1, values: &pair)
    #expect(pair == [7, 8])
  }
}
