import DesignableCLI
import Foundation
import Testing

/// `designable-examples check` on the documents of ../shared/corpus/bad-inputs/ib that once
/// checked the wrong instance, hung or trapped.
@Suite(
  "check on bad documents",
  .enabled(if: BadInputs.isAvailable, "../shared/corpus/bad-inputs is not beside the repository"))
struct CheckBadInputTests {
  /// Runs `designable-examples` as a shell would: a process group of its own, no blocked
  /// signals, and stopped (failing the test) if it runs past `limit` seconds.
  func runAsFromAShell(_ arguments: [String], limit: Double) throws -> (
    ChildProcess.Ending, String, String
  ) {
    let executable = CommandRunner.productsDirectory.appendingPathComponent("designable-examples")
      .path
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let outcome = try ChildProcess(
      executable: executable, arguments: arguments, environment: environment, timeout: limit
    ).run()
    return (
      outcome.ending, String(decoding: outcome.standardOutput, as: UTF8.self),
      String(decoding: outcome.standardError, as: UTF8.self)
    )
  }

  @Test func aHangingInstanceIsStoppedAndTheCheckReturns() throws {
    let folder = try TemporaryFolder()
    let (ending, output, _) = try runAsFromAShell(
      [
        "check", "--timeout", "3", "--artifacts", folder.path("a"),
        BadInputs.path("ib/hang-only.storyboard"),
      ],
      limit: 60)
    #expect(ending == .exited(0))
    #expect(
      output.contains(
        "HangingView did not finish within 3 s on the runTime path and was stopped with SIGTERM"))
    #expect(
      output.hasSuffix("checked 1 components in 1 checks: 0 unexpected findings, 1 expected\n"))
  }

  @Test func aTrappingAndAHangingInstanceLeaveTheOthersChecked() throws {
    // 10 s leaves the instances that do finish room on a loaded machine (a debug build
    // checks PieChartView in about 1.2 s alone).
    let folder = try TemporaryFolder()
    let (ending, output, _) = try runAsFromAShell(
      [
        "check", "--timeout", "10", "--artifacts", folder.path("a"),
        BadInputs.path("ib/trap-hang.storyboard"),
      ],
      limit: 120)
    #expect(ending == .exited(0))
    let lines = output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("PieChartView 120x120 pie-1") && $0.contains(" ok (") })
    #expect(
      lines.contains {
        $0.hasPrefix("ClampingStepper 100x100 step-1") && $0.contains("expected: orderDependence")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("TrappingClock 100x100 clock-1") && $0.contains("crashed with signal 4")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("HangingView 40x40 hang-1") && $0.contains("did not finish within 10 s")
      })
    #expect(lines.last == "checked 4 components in 4 checks: 0 unexpected findings, 3 expected")
  }

  @Test func duplicateIDsAreADocumentErrorAndTheOtherInstancesAreChecked() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(
      ["check", "--artifacts", folder.path("a"), BadInputs.path("ib/dup-ids.storyboard")],
      executable: "designable-examples")
    #expect(result.exitCode == 65)
    #expect(
      result.standardError.contains(
        "dup-ids.storyboard:10: document error: the object id \"dup\" is used again at line 22; "
          + "an id names one object, so none of them is checked."))
    #expect(!result.standardOutput.contains(" dup "))
    #expect(result.standardOutput.contains("IconButton 120x44 icon-1"))
    #expect(
      result.standardOutput.hasSuffix(
        "checked 3 components in 3 checks: 0 unexpected findings, 1 expected\n"))
  }

  @Test func idsThatLookLikeOptionsStayIDs() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(
      ["check", "--artifacts", folder.path("a"), BadInputs.path("ib/dash-ids.storyboard")],
      executable: "designable-examples")
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n")
    for label in [
      "PieChartView 120x120 --help", "CircleStepper 100x100 -h", "IconButton 120x44 --scale=4",
    ] {
      #expect(lines.contains { $0.hasPrefix(label + " ") && $0.contains(" ok (") }, "\(label)")
    }
    #expect(lines.last == "checked 5 components in 5 checks: 0 unexpected findings, 1 expected")
  }

  @Test func framesNoViewCanBeDrawnAtAreDocumentErrors() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(
      [
        "check", "--timeout", "60", "--artifacts", folder.path("a"),
        BadInputs.path("ib/wrong-values.xib"),
      ],
      executable: "designable-examples")
    // Frames no view can be drawn at are errors in the document (exit 65), each saying why;
    // the other instances are still checked, and their wrong attributes are findings.
    #expect(result.exitCode == 65)
    let errors = result.standardError
    let line = { (id: String, reason: String) in
      "document error: PieChartView (\(id)) cannot be drawn: its frame size \(reason)"
    }
    #expect(
      errors.contains(
        line("frame0", "100000x100000 at 2x is a picture of 200000x200000 pixels, over the ")
          + "renderer's limit of 32768 pixels a side and 67108864 in all"))
    #expect(errors.contains(line("frame1", "1e+300x10 at 2x")))
    #expect(errors.contains(line("frame2", "0.1x0.1 is less than a pixel at 2x")))
    #expect(errors.contains(line("frame3", "-10x50 is empty or negative")))
    #expect(errors.contains(line("frame4", "5000x5000 at 2x is a picture of 10000x10000")))
    let output = result.standardOutput
    #expect(!output.contains("frame0") && !output.contains(" ok ") || !output.contains("frame0"))
    #expect(!output.contains("crashed"))
    #expect(!output.contains("did not finish"))
    // A string on a number property is read as iOS's key-value coding reads it ("12" is 12),
    // not refused.
    #expect(!output.contains("CircleStepper.fontSize takes a number value, not a string"))
  }

  @Test func theChildRefusesAFrameTooLargeToDraw() throws {
    let result = try CommandRunner.run(
      ["check-instance", "--id=frame4", "--", BadInputs.path("ib/wrong-values.xib")],
      executable: "designable-examples")
    #expect(result.exitCode == 65)
    #expect(
      result.standardError.contains(
        "wrong-values.xib: id \"frame4\": not checked: its frame size 5000x5000 at 2x is a "
          + "picture of 10000x10000 pixels"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func anInstanceOutlivesNoInterruptedCheck() throws {
    // check is stopped (as by Ctrl-C or a CI timeout) while its child hangs; the child is in
    // a process group of its own, so it must notice by itself and end.
    let folder = try TemporaryFolder()
    let artifacts = folder.path("interrupted")
    let (ending, _, _) = try runAsFromAShell(
      [
        "check", "--timeout", "600", "--artifacts", artifacts,
        BadInputs.path("ib/hang-only.storyboard"),
      ],
      limit: 3)
    #expect(ending == .timedOut(killed: false))
    var remaining = Self.processes(mentioning: artifacts)
    for _ in 0..<50 where !remaining.isEmpty {
      usleep(100_000)
      remaining = Self.processes(mentioning: artifacts)
    }
    #expect(remaining.isEmpty, "still running: \(remaining)")
  }

  /// The live processes whose command line contains `text`.
  static func processes(mentioning text: String) -> [String] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return ids.filter { $0.allSatisfy(\.isNumber) }.compactMap { id in
      guard let data = FileManager.default.contents(atPath: "/proc/\(id)/cmdline"),
        let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] != "Z"
      else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      return line.contains(text) ? "\(id): \(line)" : nil
    }
  }
}
