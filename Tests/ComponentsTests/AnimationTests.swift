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
    // Kept as copies, as Core Animation keeps them.
    let kept = layer.animation(forKey: "spin") as? KeyframeAnimation
    #expect(kept !== spin && kept?.keyPath == "transform")
    // A second animation under a key replaces the first and goes last.
    let again = BasicAnimation(keyPath: "opacity")
    layer.add(again, forKey: "fade")
    #expect(layer.animationKeys() == ["spin", "fade"])
    #expect((layer.animation(forKey: "fade") as? BasicAnimation)?.keyPath == "opacity")
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

  @Test func aCopyIsOfTheSameClassWithTheSameValues() throws {
    let spring = SpringAnimation(keyPath: "position.y")
    spring.fromValue = NSNumber(value: 2)
    spring.toValue = NSNumber(value: 9)
    spring.damping = 7
    spring.duration = 0.4
    spring.fillMode = .forwards
    spring.timingFunction = MediaTimingFunction(name: .easeOut)
    spring.setValue("bounce", forKey: "tag")
    let copy = try #require(spring.copy() as? SpringAnimation)
    #expect(copy !== spring && type(of: copy) == SpringAnimation.self)
    #expect(copy.keyPath == "position.y" && copy.damping == 7 && copy.duration == 0.4)
    #expect(copy.fromValue as? NSNumber == 2 && copy.toValue as? NSNumber == 9)
    #expect(copy.fillMode == .forwards && copy.timingFunction == spring.timingFunction)
    #expect(copy.value(forKey: "tag") as? String == "bounce")
    // The copy is apart: changing it leaves the original as it was.
    copy.toValue = NSNumber(value: 1)
    copy.setValue("settle", forKey: "tag")
    #expect(spring.toValue as? NSNumber == 9 && spring.value(forKey: "tag") as? String == "bounce")

    let keyframes = KeyframeAnimation(keyPath: "opacity")
    keyframes.values = [0, 1]
    keyframes.keyTimes = [0, 1]
    keyframes.calculationMode = .discrete
    let transition = Transition()
    transition.type = .push
    transition.subtype = .fromLeft
    let group = AnimationGroup()
    group.animations = [keyframes, transition]
    let groupCopy = try #require(group.copy() as? AnimationGroup)
    #expect(groupCopy.animations?.count == 2 && groupCopy.animations?.first === keyframes)
    let keyframesCopy = try #require(keyframes.copy() as? KeyframeAnimation)
    #expect(keyframesCopy.values as? [Int] == [0, 1] && keyframesCopy.calculationMode == .discrete)
    #expect(keyframesCopy.keyTimes == [0, 1])
    let transitionCopy = try #require(transition.copy() as? Transition)
    #expect(transitionCopy.type == .push && transitionCopy.subtype == .fromLeft)
  }

  @Test func aSubclassWithInitializersOfItsOwnCompilesAndIsKeptAsItIs() throws {
    let stroke = StrokeEndAnimation(to: 0.75)
    #expect(stroke.keyPath == "strokeEnd" && stroke.toValue as? Double == 0.75)
    let layer = Layer()
    layer.add(stroke, forKey: "stroke")
    #expect(layer.animation(forKey: "stroke") === stroke)
    // Copied as the library class it derives from, with the values that class holds.
    let copy = try #require(stroke.copy() as? BasicAnimation)
    #expect(type(of: copy) == BasicAnimation.self && copy.toValue as? Double == 0.75)
  }

  @Test func aSubclassThatCopiesAsItselfIsAddedAsACopy() throws {
    let pulse = PulseAnimation()
    pulse.beats = 3
    let layer = Layer()
    layer.add(pulse, forKey: "pulse")
    let kept = try #require(layer.animation(forKey: "pulse") as? PulseAnimation)
    #expect(kept !== pulse && kept.beats == 3)
  }

  @Test func aLayerKeepsACopyOfWhatIsAdded() throws {
    let layer = Layer()
    let fade = BasicAnimation(keyPath: "opacity")
    fade.toValue = NSNumber(value: 0)
    layer.add(fade, forKey: "fade")
    fade.toValue = NSNumber(value: 1)
    let kept = try #require(layer.animation(forKey: "fade") as? BasicAnimation)
    #expect(kept !== fade && kept.toValue as? NSNumber == 0)
  }
}

/// A basic animation subclassed as iOS code does: `init()` overridden beside an initializer of
/// its own, and the archive initializer `NSCoding` requires.
final class StrokeEndAnimation: BasicAnimation, @unchecked Sendable {
  override init() { super.init() }

  init(to value: Double) {
    super.init()
    keyPath = "strokeEnd"
    toValue = value
  }

  required init?(coder: NSCoder) { fatalError("not archived") }
}

/// A subclass that copies as itself, overriding `copy(with:)` as iOS code does for its own
/// stored properties.
final class PulseAnimation: BasicAnimation, @unchecked Sendable {
  var beats = 1

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = PulseAnimation()
    copy.beats = beats
    copy.keyPath = keyPath
    return copy
  }
}
