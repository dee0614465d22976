import DesignableUIKit
import Testing

@Suite("Core Animation media timing")
struct QuartzCoreTimingTests {
  /// Pausing as code does on iOS: speed 0 and the paused time as the offset.
  @Test func timesMapThroughBeginTimeSpeedAndOffset() {
    let outer = CALayer()
    let inner = CALayer()
    outer.addSublayer(inner)
    inner.beginTime = 2
    inner.speed = 2
    inner.timeOffset = 1
    #expect(inner.convertTime(5, from: nil) == 7)
    #expect(inner.convertTime(7, to: nil) == 5)
    #expect(outer.convertTime(7, from: inner) == 5)
    let paused = inner.convertTime(5, from: nil)
    inner.speed = 0
    inner.timeOffset = paused
    #expect(inner.convertTime(100, from: nil) == 7)
    #expect(inner.convertTime(7, to: outer) == 2)
  }
}
