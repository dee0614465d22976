import DesignableUIKit
import Testing

/// A switch-like control that draws green when selected and grey otherwise; Interface
/// Builder sets `isSelected` through the `selected` attribute.
final class SelectableSwatch: UIControl {
  override var isSelected: Bool { didSet { setNeedsDisplay() } }
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override class var inspectables: [Inspectable] { [.ib("selected", \SelectableSwatch.isSelected)] }
  override func draw(_ rect: CGRect) {
    (isSelected ? UIColor.systemGreen : UIColor.systemGray).setFill()
    UIBezierPath(rect: bounds).fill()
  }
}

/// A horizontal slider tracking touches as HGCircularSlider does: it sets its value in the
/// tracking methods and sends `.valueChanged`.
final class TrackingSlider: UIControl {
  var value: CGFloat = 0 { didSet { setNeedsDisplay() } }
  var tracked: [String] = []
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    tracked.append("begin")
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    tracked.append("continue")
    value = min(max(touch.location(in: self).x / bounds.width, 0), 1)
    sendActions(for: .valueChanged)
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) { tracked.append("end") }

  override func draw(_ rect: CGRect) {
    UIColor.systemBlue.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * value, height: bounds.height))
      .fill()
  }
}

/// Counts draws, to see that state flags alone do not redraw a plain control.
final class DrawCountingControl: UIControl {
  var draws = 0
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func draw(_ rect: CGRect) { draws += 1 }
}

@Suite("UIKit's controls")
struct UIKitControlTests {
  private let frame = CGRect(x: 0, y: 0, width: 8, height: 8)

  @Test func anInspectableSelectsTheStateThatDraws() throws {
    ComponentRegistry.register(SelectableSwatch.self) { SelectableSwatch(frame: $0) }
    let plain = try Lifecycle.build(SelectableSwatch.self, path: .designTime, frame: frame)
    let selected = try Lifecycle.build(
      SelectableSwatch.self, path: .designTime, frame: frame,
      attributes: ["selected": .boolean(true)])
    let grey = Lifecycle.render(plain, scale: 1)[4, 4]
    let green = Lifecycle.render(selected, scale: 1)[4, 4]
    #expect([grey.red, grey.green, grey.blue] == [142, 142, 147])
    #expect([green.red, green.green, green.blue] == [52, 199, 89])
    #expect(selected.state == .selected)
    #expect(plain.state == .normal)
  }

  @Test func stateCombinesTheFlags() {
    let control = UIControl(frame: frame)
    control.isEnabled = false
    control.isHighlighted = true
    #expect(control.state == [.disabled, .highlighted])
    #expect(control.contentHorizontalAlignment == .center)
    #expect(control.contentVerticalAlignment == .center)
  }

  @Test func settingTheFlagsCallsNothingElse() {
    // UIControl's documentation: the flags only record state; a subclass redraws by them.
    let control = DrawCountingControl(frame: frame)
    _ = Lifecycle.render(control, scale: 1)
    control.isSelected = true
    control.isHighlighted = true
    control.isEnabled = false
    _ = Lifecycle.render(control, scale: 1)
    #expect(control.draws == 1)
  }

  @Test func touchesTrackAndSendActionsToUIActions() {
    let slider = TrackingSlider(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    var changes = 0
    var sender: Any?
    slider.addAction(
      UIAction { action in
        changes += 1
        sender = action.sender
      }, for: .valueChanged)
    var upInside = 0
    slider.addAction(UIAction { _ in upInside += 1 }, for: .touchUpInside)
    let touch = UITouch(location: CGPoint(x: 2, y: 1), in: slider)
    slider.touchesBegan([touch], with: nil)
    #expect(slider.isTracking && slider.isHighlighted && slider.isTouchInside)
    let moved = UITouch(location: CGPoint(x: 7, y: 1), in: slider, phase: .moved)
    slider.touchesMoved([moved], with: nil)
    slider.touchesEnded([moved], with: nil)
    #expect(slider.tracked == ["begin", "continue", "end"])
    #expect(!slider.isTracking && !slider.isHighlighted)
    #expect(changes == 1 && upInside == 1)
    #expect((sender as? TrackingSlider) === slider)
    #expect(slider.value == 0.7)
    let picture = Lifecycle.render(slider, scale: 1)
    #expect(picture[6, 1].blue == 255)
    #expect(picture[7, 1].alpha == 0)
  }

  @Test func targetActionIsStoredAndNeverCalled() {
    let control = UIControl(frame: frame)
    let target = UIView(frame: .zero)
    control.addTarget(target, action: Selector("valueChanged:"), for: [.valueChanged, .touchDown])
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["valueChanged:"])
    #expect(control.allControlEvents == [.valueChanged, .touchDown])
    control.sendActions(for: .valueChanged)
    control.removeTarget(target, action: nil, for: .valueChanged)
    #expect(control.allControlEvents == .touchDown)
    control.removeTarget(nil, action: nil, for: .allEvents)
    #expect(control.actions(forTarget: target, forControlEvent: .allEvents) == nil)
  }

  @Test func disabledControlsTrackNoTouches() {
    let slider = TrackingSlider(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
    slider.isEnabled = false
    slider.touchesBegan([UITouch(location: CGPoint(x: 1, y: 1), in: slider)], with: nil)
    #expect(!slider.isTracking && slider.tracked.isEmpty)
  }
}
