import Components
import DesignableUIKit
import Testing

/// `PillToggle` (in `Component/`), written with UIKit's names before Swift 4.2, adapted by the
/// plugin and compiled with its registrations in Swift 4 mode.
@Suite struct Swift4ComponentTests {
  @Test func theComponentIsRegisteredAndDrawsItsKnobWhereItsStateSaysSo() throws {
    let registration = try #require(ComponentRegistry.registration(for: PillToggle.self))
    #expect(registration.isDesignable)
    #expect(
      registration.inspectables.map { $0.keyPath } == ["isOn", "onColor", "offColor", "title"])
    let toggle = PillToggle(frame: CGRect(x: 0, y: 0, width: 52, height: 28))
    toggle.layoutIfNeeded()
    let off = Lifecycle.render(toggle, scale: 1)
    toggle.isOn = true
    let on = Lifecycle.render(toggle, scale: 1)
    #expect(off[6, 14].red == 255 && off[46, 14].red < 255, "off: the knob is on the left")
    #expect(on[46, 14].red == 255 && on[6, 14].green == 255 && on[6, 14].red == 0)
    #expect(toggle.track.lineCap == CAShapeLayerLineCap.round)
    #expect(toggle.intrinsicContentSize.height == UIView.noIntrinsicMetric)
  }
}
