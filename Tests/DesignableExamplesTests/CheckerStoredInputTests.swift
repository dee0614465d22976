import Components
import DesignableTesting
import Foundation
import Testing

/// Keeps the time an animation starts in `startTime` whenever `spins` is set, and reads it
/// only in `step()`, a timer's action that no build or draw runs: its pictures do not
/// depend on the clock.
private final class TimedSweep: View {
  var spins = false
  var startTime: Double = 0

  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(.systemIndigo)
    GraphicsContext.current?.fill(bounds)
  }

  override class var inspectables: [Inspectable] { [.boolean("spins", \TimedSweep.spins)] }

  static let facts = SourceFacts(
    file: "TimedSweep.swift",
    methods: [
      .init(
        "spins.didSet", line: 4, calls: ["start()"]),
      .init(
        "start()", line: 9, storedInputs: [.init("startTime", input: "CACurrentMediaTime()")]),
      .init("draw(_:)", line: 13),
      .init("step()", line: 20, outsideInputs: ["CACurrentMediaTime()"], inputReads: ["startTime"]),
    ])
}

/// Draws from a start time its initial value reads from the clock.
private final class AgedDot: View {
  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(.systemPink)
    GraphicsContext.current?.fill(bounds)
  }

  static let facts = SourceFacts(
    file: "AgedDot.swift",
    methods: [
      .init("created.initialValue", line: 2, storedInputs: [.init("created", input: "Date()")]),
      .init("draw(_:)", line: 4, inputReads: ["created"]),
    ])
}

/// Reads of the clock kept in a property count only where a build or a draw reads it.
@Suite(.serialized)
struct CheckerStoredInputTests {
  func check(_ type: View.Type) -> CheckReport {
    DivergenceChecker.check(
      type, size: CGSize(width: 30, height: 20), scale: 1, attributes: .empty,
      options: CheckOptions(standard: StandardProperties()))
  }

  @Test func theClockKeptForATimerThatNoDrawReadsIsNoOutsideInput() {
    ComponentRegistry.register(
      ComponentRegistration(
        TimedSweep.self, frame: { TimedSweep(frame: $0) }, source: TimedSweep.facts))
    let report = check(TimedSweep.self)
    #expect(report.findings.isEmpty, "\(report.findings.map(\.explanation))")
  }

  @Test func theClockKeptInAnInitialValueThatDrawReadsIsReported() throws {
    ComponentRegistry.register(
      ComponentRegistration(AgedDot.self, frame: { AgedDot(frame: $0) }, source: AgedDot.facts))
    let report = check(AgedDot.self)
    let finding = try #require(report.findings.first { $0.kind == .readsOutsideInput })
    #expect(
      finding.explanation.contains(
        "`created.initialValue` (AgedDot.swift:2) reads `Date()` into `created`"),
      "\(finding.explanation)")
  }
}
