import Components
import Foundation
import Testing

@testable import DesignableCLI

/// A component that traps is reported with the runtime's own words, whichever trap it was,
/// not with the last line of the stack trace printed after them.
@Suite struct TrapMessageTests {
  func crash(saying message: String, after announcements: [String] = []) -> String {
    failure(saying: message, after: announcements).what
  }

  func failure(saying message: String, after announcements: [String] = [])
    -> IsolatedCheck.Failure
  {
    let trace = [
      "Current stack trace:",
      "0    libswiftCore.so    0x00007f0000000000 <unavailable> + 100",
      "57   Demo               0x0000560000000000 <unavailable> + 802417",
    ]
    let lines = ["designable-path: runTime"] + announcements + [message] + trace
    let stderr = lines.joined(separator: "\n")
    let outcome = ChildProcess.Outcome(
      ending: .signaled(4), standardOutput: [], standardError: Array(stderr.utf8))
    return IsolatedCheck.failure(of: outcome, timeout: 10, memoryLimit: 512, rerun: "")
  }

  @Test(arguments: [
    "Slider.swift:87: Assertion failed: minimum should be lower than maximum",
    "Slider.swift:12: Precondition failed: index out of range",
    "Slider.swift:40: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
  ])
  func theTrapsOwnMessageIsReported(message: String) {
    let what = crash(saying: message)
    #expect(what.hasSuffix("on the runTime path: " + message), "\(what)")
  }

  /// A nil unwrapped after an image found nothing names the image and says where images
  /// come from, as a missing resource is what a test target most often lacks.
  @Test func aTrapAfterAMissingImageNamesIt() {
    let nilUnwrapped =
      "StyleKit.swift:54: Fatal error: Unexpectedly found nil while unwrapping an Optional value"
    let warning = MissingResourceWarnings.message(
      #"UIImage(named: "logo.png")"#, searched: ["/pkg/.build/debug"])
    let failure = failure(saying: nilUnwrapped, after: [String(warning.dropLast())])
    #expect(
      failure.what.hasSuffix(nilUnwrapped + #", after UIImage(named: "logo.png") found nothing"#),
      "\(failure.what)")
    #expect(failure.fix.text.contains("resources") && failure.fix.text.contains("--images"))
    #expect(!crash(saying: nilUnwrapped).contains("found nothing"))
  }

  /// A bad memory access that printed nothing (a stack overflowed by endless recursion) says
  /// what it most often is, not an empty message.
  @Test func aSilentSegmentationFaultSaysWhatItMostOftenIs() {
    let outcome = ChildProcess.Outcome(
      ending: .signaled(SIGSEGV), standardOutput: [],
      standardError: Array("designable-path: programmatic\n".utf8))
    let what = IsolatedCheck.failure(of: outcome, timeout: 10, memoryLimit: 512, rerun: "").what
    #expect(what.hasPrefix("crashed with signal 11 (SIGSEGV"))
    #expect(what.contains("on the programmatic path, printing nothing: in Swift, most often"))
    #expect(!what.contains(": ."))
  }

  /// A trap while the stale check builds a path with a value of its own says so, so that
  /// the crash is not taken for one the document's values cause.
  @Test func aTrapOnAProbedValueNamesTheValue() {
    let message = "Slider.swift:87: Assertion failed: minimum should be lower than maximum"
    let what = crash(
      saying: message, after: ["designable-probe: minimumValue = 1.0", "runtime note"])
    #expect(
      what.hasSuffix(
        "on the runTime path built with minimumValue = 1.0, a value the checker tried, not "
          + "the document's: " + message), "\(what)")
    let earlier = crash(
      saying: message,
      after: ["designable-probe: minimumValue = 1.0", "designable-path: designTime"])
    #expect(earlier.hasSuffix("on the designTime path: " + message), "\(earlier)")
  }

  /// The fix for a trap on a probed value asks for setters that take any value, naming it;
  /// a trap on the document's own values keeps the advice on initializers.
  @Test func aTrapOnAProbedValueGetsItsOwnFix() {
    let message = "Slider.swift:87: Assertion failed: minimum should be lower than maximum"
    let probed = failure(saying: message, after: ["designable-probe: minimumValue = 1.0"])
    #expect(probed.fix.text.hasPrefix("Let the setters take any value their type holds"))
    #expect(probed.fix.text.contains("minimumValue = 1.0 trapped"))
    let own = failure(saying: message)
    #expect(own.fix.text.hasPrefix("Make the initializers and hooks safe on every path"))
  }
}
