import DesignableUIKit
import Foundation
import Testing

/// A sketch pad that draws the touches it is given, thinner for a tilted pencil, and swaps to
/// an eraser on a pencil double tap, in the way drawing components write it for iOS.
private final class SketchPad: UIView, UIPencilInteractionDelegate {
  private(set) var points: [CGPoint] = []
  private(set) var widths: [CGFloat] = []
  private(set) var erasing = false
  private(set) var predicted = 0
  let pencil = UIPencilInteraction()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    pencil.delegate = self
    addInteraction(pencil)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    for sample in event?.coalescedTouches(for: touch) ?? [touch] {
      points.append(sample.preciseLocation(in: self))
      widths.append(width(for: sample))
    }
    predicted += event?.predictedTouches(for: touch)?.count ?? 0
    setNeedsDisplay()
  }

  private func width(for touch: UITouch) -> CGFloat {
    let base: CGFloat = 4
    guard touch.type == .pencil || touch.type == .stylus else { return base }
    let tilt = touch.altitudeAngle / (.pi / 2)
    let pressure = touch.maximumPossibleForce > 0 ? touch.force / touch.maximumPossibleForce : 1
    return base * tilt * pressure
  }

  func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {
    erasing = UIPencilInteraction.preferredTapAction == .switchEraser
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(UIColor.black.cgColor)
    for (point, width) in zip(points, widths) {
      context.fill(
        CGRect(x: point.x - width / 2, y: point.y - width / 2, width: width, height: width))
    }
  }
}

@Suite("UIKit's touch types, pencil angles and pencil interactions")
struct UIKitStylusTests {
  @Test func aFingerTouchReadsAsUIKitReportsOne() {
    let pad = SketchPad(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let finger = UITouch(location: CGPoint(x: 5, y: 5), in: pad)
    #expect(finger.type == .direct && finger.altitudeAngle == .pi / 2)
    #expect(finger.force == 0 && finger.maximumPossibleForce == 0)
    #expect(finger.azimuthAngle(in: pad) == 0)
    #expect(finger.azimuthUnitVector(in: pad) == CGVector(dx: 1, dy: 0))
    #expect(finger.preciseLocation(in: pad) == CGPoint(x: 5, y: 5))
    #expect(finger.precisePreviousLocation(in: nil) == finger.previousLocation(in: nil))
    pad.touchesBegan([finger], with: UIEvent(touches: [finger]))
    #expect(pad.points == [CGPoint(x: 5, y: 5)] && pad.widths == [4] && pad.predicted == 0)
    let picture = Lifecycle.render(pad, scale: 1)
    #expect(picture[4, 4].red == 0 && picture[10, 10].red == 255)
  }

  @Test func aPencilTouchCarriesTheAnglesAndForceATestGivesIt() {
    let pad = SketchPad(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let pencil = UITouch(location: CGPoint(x: 10, y: 10), in: pad)
    pencil.type = .stylus
    pencil.altitudeAngle = .pi / 4
    pencil.force = 2
    pencil.maximumPossibleForce = 4
    pad.touchesBegan([pencil], with: nil)
    #expect(pencil.type == .pencil && pad.widths == [1])
    let other = UITouch(location: .zero, in: pad)
    #expect(UIEvent(touches: [pencil]).coalescedTouches(for: other) == nil)
    #expect(UIEvent(touches: [pencil]).predictedTouches(for: pencil)?.isEmpty == true)
  }

  @Test func aPencilInteractionIsKeptAndNeverTellsItsDelegate() {
    let pad = SketchPad(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(pad.pencil.view === pad && pad.pencil.delegate === pad && pad.pencil.isEnabled)
    _ = Lifecycle.render(pad, scale: 1)
    #expect(pad.erasing == false)
    #expect(UIPencilInteraction.prefersPencilOnlyDrawing == false)
    pad.pencilInteractionDidTap(pad.pencil)
    #expect(pad.erasing)
    pad.removeInteraction(pad.pencil)
    #expect(pad.pencil.view == nil)
  }

  @Test func aPointersPhasesOverARegionHaveUIKitsValues() {
    // A label that tracks a hovering pointer switches over every phase, as on iOS 13.4.
    let phases: [UITouch.Phase] = [.regionEntered, .regionMoved, .regionExited]
    #expect(phases.map(\.rawValue) == [5, 6, 7])
    #expect(UITouch.Phase.cancelled.rawValue == 4)
  }
}
