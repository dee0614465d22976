import DesignableUIKit
import Testing

/// A stepper-like control from before Swift's `Int` spellings: its attributes are declared
/// with Foundation's integer names, and it lists the actions it would send by name.
final class NotchedControl: UIControl {
  var notches: NSInteger = 4 { didSet { setNeedsDisplay() } }
  var selectedNotch: NSUInteger = 0 { didSet { setNeedsDisplay() } }

  /// The selectors stored for `event`, rebuilt from their names as such controls do.
  func selectors(for event: UIControl.Event) -> [Selector] {
    allTargets.flatMap { target in
      (actions(forTarget: target, forControlEvent: event) ?? []).map(NSSelectorFromString)
    }
  }

  override func draw(_ rect: CGRect) {
    UIColor.systemGreen.setFill()
    let width = bounds.width / CGFloat(max(notches, 1))
    UIRectFill(CGRect(x: width * CGFloat(selectedNotch), y: 0, width: width, height: bounds.height))
  }
}

private final class NotchReceiver: NSObject {}

@Suite("Foundation's Objective-C names")
struct FoundationObjectiveCNamesTests {
  @Test func integerNamesAreTheWordSizedIntegers() {
    let control = NotchedControl(frame: CGRect(x: 0, y: 0, width: 40, height: 4))
    control.notches = NSInteger(4)
    control.selectedNotch = 3
    #expect(MemoryLayout<NSInteger>.size == MemoryLayout<Int>.size)
    #expect(NSUInteger.max == UInt.max)
    let read = pixels(of: control)
    #expect(read(35, 1)[3] == 255 && read(5, 1)[3] == 0)
  }

  @Test func selectorsRoundTripThroughTheirNames() {
    let control = NotchedControl(frame: .zero)
    let receiver = NotchReceiver()
    control.addTarget(receiver, action: NSSelectorFromString("notchChanged:"), for: .valueChanged)
    #expect(control.selectors(for: .valueChanged) == [Selector("notchChanged:")])
    #expect(NSStringFromSelector(Selector("notchChanged:")) == "notchChanged:")
    #expect(control.selectors(for: .touchUpInside).isEmpty)
  }

  /// A spinner button schedules its next step with `perform(_:with:afterDelay:)` on itself:
  /// a view asks, and as a render never waits, the step is never sent.
  @Test func viewsScheduleSendsThatARenderNeverWaitsFor() {
    let control = NotchedControl(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    control.perform(Selector("spin"), with: nil, afterDelay: 0.5)
    control.perform(Selector("spin"), with: nil, afterDelay: 0.5, inModes: [.common])
    NotchedControl.cancelPreviousPerformRequests(withTarget: control)
    NotchedControl.cancelPreviousPerformRequests(
      withTarget: control, selector: Selector("spin"), object: nil)
    #expect(control.selectors(for: .valueChanged).isEmpty)
  }
}
