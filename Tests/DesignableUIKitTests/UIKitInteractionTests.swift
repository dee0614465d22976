import DesignableUIKit
import Foundation
import Testing

/// A switch-like control that is its pan recognizer's delegate and lifts its knob under the
/// iPad pointer, set up in init as UIKit controls do.
private final class KnobControl: UIControl, UIGestureRecognizerDelegate,
  UIPointerInteractionDelegate
{
  let knob = UIView()
  let pan = UIPanGestureRecognizer(target: nil, action: nil)
  var pointer: UIPointerInteraction?

  override init(frame: CGRect) {
    super.init(frame: frame)
    knob.backgroundColor = .blue
    addSubview(knob)
    pan.delegate = self
    addGestureRecognizer(pan)
    let interaction = UIPointerInteraction(delegate: self)
    addInteraction(interaction)
    pointer = interaction
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutSubviews() {
    super.layoutSubviews()
    knob.frame = CGRect(x: 0, y: 0, width: bounds.height, height: bounds.height)
  }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    gestureRecognizer == pan ? knob.frame.contains(gestureRecognizer.location(in: self)) : true
  }

  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
  {
    UIPointerStyle(effect: .lift(UITargetedPreview(view: knob)))
  }
}

@Suite("UIKit's gesture delegates and pointer interactions")
struct UIKitInteractionTests {
  @Test func aDelegateAndAPointerInteractionAreKeptAndNeverAsked() {
    let control = KnobControl(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(control.pan.delegate === control)
    #expect(control.pointer?.view === control)
    #expect(control.pan == control.pan && control.pan != UIPanGestureRecognizer())
    #expect(Set([control.pan, control.pan]).count == 1)
    let picture = Lifecycle.render(control, scale: 1)
    #expect(picture[5, 5].blue == 255 && picture[30, 5].alpha == 0)
    control.removeInteraction(control.pointer ?? UIPointerInteraction(delegate: nil))
    #expect(control.pointer?.view == nil)
  }

  @Test func delegatesGetUIKitsDefaultAnswers() {
    let control = KnobControl(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let other = UITapGestureRecognizer()
    #expect(
      control.gestureRecognizer(control.pan, shouldRecognizeSimultaneouslyWith: other) == false)
    let region = UIPointerRegion(rect: .zero)
    let request = UIPointerRegionRequest(location: CGPoint(x: 3, y: 3))
    let pointer = UIPointerInteraction(delegate: control)
    #expect(
      control.pointerInteraction(pointer, regionFor: request, defaultRegion: region) === region)
  }

  @Test func aRecognizerSubclassOverridesTouchesAndSetsItsState() {
    final class QuickTap: UILongPressGestureRecognizer {
      var endedCalls = 0
      override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        minimumPressDuration = 0
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endedCalls += 1
        state = .failed
        super.touchesEnded(touches, with: event)
      }
      override func reset() {
        super.reset()
        endedCalls = 0
      }
    }
    let tap = QuickTap(target: nil, action: "tapped")
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.addGestureRecognizer(tap)
    #expect(tap.state == .possible && tap.endedCalls == 0 && tap.minimumPressDuration == 0)
    tap.state = .began
    #expect(tap.state == .began)
    tap.reset()
    #expect(tap.state == .possible && tap.canPrevent(tap) && tap.canBePrevented(by: tap))
  }
}
