import Components
import DesignableTesting
import Foundation
import Testing

/// A progress ring that animates its stroke to `progress` and keeps the animation filling
/// forwards instead of setting the stroke's end: the device rests at the progress, a render
/// at an empty ring.
private class HeldRing: View {
  let ring = ShapeLayer()
  /// Whether the ring's own `strokeEnd` is set to the progress too, as the fix asks.
  class var setsModelValue: Bool { false }

  var progress: CGFloat = 0 {
    didSet {
      let animation = BasicAnimation(keyPath: "strokeEnd")
      animation.fromValue = 0
      animation.toValue = progress
      animation.duration = 0.5
      animation.isRemovedOnCompletion = false
      animation.fillMode = .forwards
      if Self.setsModelValue { ring.strokeEnd = progress }
      ring.add(animation, forKey: "progress")
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    ring.strokeEnd = 0
    ring.lineWidth = 4
    ring.strokeColor = .systemGreen
    ring.fillColor = nil
    layer.addSublayer(ring)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    ring.frame = bounds
    ring.path = GraphicsPath(ellipseIn: bounds.insetBy(dx: 4, dy: 4), transform: nil)
  }
}

/// A gauge's needle turned to its value by an animation of `transform.rotation.z` that is
/// kept after it ends: the device shows the needle turned, a render at rest.
private final class HeldNeedle: View {
  let needle = ShapeLayer()

  var value: CGFloat = 0 {
    didSet {
      let animation = BasicAnimation(keyPath: "transform.rotation.z")
      animation.fromValue = 0
      animation.toValue = value
      animation.duration = 0.5
      animation.isRemovedOnCompletion = false
      animation.fillMode = .forwards
      needle.add(animation, forKey: "turn")
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(needle)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    layer.addSublayer(needle)
  }
}

/// The same ring, with the fix: the stroke's own end is set to the progress.
private final class SettledRing: HeldRing {
  override class var setsModelValue: Bool { true }
}

@Suite("Divergence checker: layer animations held past the layer's own value")
struct HeldAnimationTests {
  init() {
    ComponentRegistry.register(
      ComponentRegistration(
        HeldRing.self, frame: { HeldRing(frame: $0) },
        inspectables: [.ib("progress", \HeldRing.progress)]))
    ComponentRegistry.register(
      ComponentRegistration(
        SettledRing.self, frame: { SettledRing(frame: $0) },
        inspectables: [.ib("progress", \SettledRing.progress)]))
    ComponentRegistry.register(
      ComponentRegistration(
        HeldNeedle.self, frame: { HeldNeedle(frame: $0) },
        inspectables: [.ib("value", \HeldNeedle.value)]))
  }

  func findings(_ type: View.Type) -> [Finding] {
    DivergenceChecker.check(
      type, size: CGSize(width: 40, height: 40), scale: 1,
      attributes: AttributeSet("seventy", ["progress": .real(0.7)])
    ).findings
  }

  @Test func anAnimationHeldPastTheLayersValueIsNamedWithBothValues() throws {
    let found = findings(HeldRing.self)
    let held = try #require(
      found.first { $0.kind == .heldAnimation }, "\(found.map(\.explanation))")
    #expect(held.details["keyPath"] == "strokeEnd")
    #expect(held.details["layer"] == "CAShapeLayer")
    #expect(held.details["held"] == "0.7")
    #expect(held.details["model"] == "0")
    #expect(
      held.explanation.contains(
        "adds a CABasicAnimation of strokeEnd to a CAShapeLayer that is kept after it ends"),
      "\(held.explanation)")
    #expect(held.fix.hasPrefix("Set the layer's strokeEnd to 0.7 itself"))
    #expect(Set(held.paths) == Set(LifecyclePath.allCases))
    // "Snapshots show the values it ends at" would be untrue of this one.
    #expect(!found.contains { $0.kind == .animationInFlight }, "\(found.map(\.explanation))")
  }

  @Test func aTurnHeldByATransformStructurePathIsNamed() throws {
    let found = DivergenceChecker.check(
      HeldNeedle.self, size: CGSize(width: 40, height: 40), scale: 1,
      attributes: AttributeSet("turned", ["value": .real(1.5)])
    ).findings
    let held = try #require(
      found.first { $0.kind == .heldAnimation }, "\(found.map(\.explanation))")
    #expect(held.details["keyPath"] == "transform.rotation.z")
    #expect(held.details["held"] == "1.5" && held.details["model"] == "0")
  }

  @Test func anAnimationThatEndsAtTheLayersValueIsNotHeld() {
    let found = findings(SettledRing.self)
    #expect(!found.contains { $0.kind == .heldAnimation }, "\(found.map(\.explanation))")
  }
}
