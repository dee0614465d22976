import DesignableUIKit
import Testing

/// A closure timer written the Core Foundation way, as older components' helpers write it:
/// Darwin bridges the `CFRunLoopTimer` to the `Timer` it returns.
extension Timer {
  @discardableResult fileprivate static func run(
    after delay: TimeInterval, every interval: TimeInterval = 0,
    _ action: ((Timer?) -> Void)!
  ) -> Timer! {
    let timer = CFRunLoopTimerCreateWithHandler(
      kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + delay, interval, 0, 0, action)
    CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)
    return timer
  }
}

/// A badge that turns green a moment after it is made, through the helper above.
private final class DelayedBadge: UIView {
  private(set) var turnedGreen = false
  private(set) var timer: Timer?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .red
    timer = Timer.run(after: 0.01) { [weak self] _ in
      self?.backgroundColor = .green
      self?.turnedGreen = true
    }
  }

  required init?(coder: NSCoder) { fatalError("not used") }
}

@Suite("Core Foundation run-loop timers")
struct CoreFoundationRunLoopTimerTests {
  @Test func aHandlerTimerIsATimerScheduledOnTheCurrentRunLoop() throws {
    let badge = DelayedBadge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let timer = try #require(badge.timer)
    #expect(timer.isValid)
    #expect(abs(timer.fireDate.timeIntervalSinceNow) < 1)
    #expect(!badge.turnedGreen)
    RunLoop.current.run(until: Date().addingTimeInterval(0.2))
    #expect(badge.turnedGreen)
    #expect(badge.backgroundColor == .green)
    #expect(!timer.isValid)
  }

  @Test func anIntervalRepeatsUntilInvalidated() {
    var fired = 0
    let timer: Timer = Timer.run(after: 0, every: 0.01) { _ in fired += 1 }
    #expect(timer.timeInterval == 0.01)
    RunLoop.current.run(until: Date().addingTimeInterval(0.1))
    #expect(fired >= 2)
    CFRunLoopTimerInvalidate(timer)
    let stopped = fired
    RunLoop.current.run(until: Date().addingTimeInterval(0.05))
    #expect(fired == stopped && !timer.isValid)
  }

  @Test func theDefaultAllocatorIsNilAndTheModesAreFoundations() {
    #expect(kCFAllocatorDefault == nil)
    #expect(CFRunLoopMode.commonModes == RunLoop.Mode.common)
    #expect(CFRunLoopMode.defaultMode == RunLoop.Mode.default)
    #expect(CFRunLoopGetMain() === RunLoop.main)
  }
}
