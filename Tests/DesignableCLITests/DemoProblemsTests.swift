import DesignableChecks
import Foundation
import Testing

@testable import DesignableCLI

/// The demo's closing list of problems names, for each unexpected finding, the checks that
/// found it, and tells a finding found under several attribute sets once.
@Suite("Demo problems")
struct DemoProblemsTests {
  private func report(_ set: String, _ findings: [Finding]) -> CheckReport {
    CheckReport(
      component: "Gauge", width: 120, height: 40.5, scale: 2, attributeSet: set,
      findings: findings)
  }

  @Test func aFindingFoundUnderTwoSetsIsToldOnceNamingBoth() {
    let late = Finding(
      kind: .staleAttribute, attributes: ["value"], paths: [.runTime],
      explanation: "The value is drawn before it is set.", fix: "Redraw in didSet.")
    let size = Finding(
      kind: .resizesItself, paths: [.designTime], explanation: "It resizes itself.",
      fix: "Use intrinsicContentSize.")
    var expected = size
    expected.isExpected = true
    let lines = DemoCommand.problems(
      of: "Gauge",
      in: [report("empty", [late, expected]), report("full", [late, size]), report("none", [])])
    #expect(
      lines == [
        "Gauge (empty at 120x40.5 @2x; full at 120x40.5 @2x): staleAttribute [value]: "
          + "The value is drawn before it is set. Fix: Redraw in didSet.",
        "Gauge (full at 120x40.5 @2x): resizesItself: It resizes itself. "
          + "Fix: Use intrinsicContentSize.",
      ])
  }

  @Test func reportsWithoutUnexpectedFindingsGiveNoProblem() {
    let expected = Finding(
      kind: .resizesItself, paths: [.designTime], explanation: "x", fix: "y", isExpected: true)
    #expect(DemoCommand.problems(of: "Gauge", in: [report("a", [expected])]).isEmpty)
  }
}

/// A project's own `designable` verifies its demo against a group of its own, not the
/// examples' (`ExampleSnapshotTests`), unless `--group` says otherwise.
@Suite("Demo reference group")
struct DemoGroupTests {
  @Test func aProjectsDemoHasAGroupOfItsOwnAndTheExamplesKeepTheirs() throws {
    let own = try CommandRunner.run(["demo", "--help"])
    #expect(own.exitCode == 0)
    #expect(own.standardOutput.contains("(default: DesignableDemo)"), "\(own.standardOutput)")
    let examples = try CommandRunner.run(["demo", "--help"], executable: "designable-examples")
    #expect(
      examples.standardOutput.contains("(default: ExampleSnapshotTests)"),
      "\(examples.standardOutput)")
  }
}

/// References a project's demo recorded under the examples' group, before it had one of its
/// own, keep passing: the demo falls back to them when its own group's folder is missing.
@Suite("Demo reference group fallback")
struct DemoGroupFallbackTests {
  private func group(_ snapshots: String, _ group: String? = nil) -> String {
    DemoCommand.chosenGroup(group, snapshots: snapshots, default: "DesignableDemo")
  }

  @Test func theEarlierGroupIsUsedOnlyWhenItAloneExists() throws {
    let folder = try TemporaryFolder()
    let snapshots = folder.path("__Snapshots__")
    #expect(group(snapshots) == "DesignableDemo")
    let earlier = (snapshots as NSString).appendingPathComponent("ExampleSnapshotTests")
    try FileManager.default.createDirectory(atPath: earlier, withIntermediateDirectories: true)
    #expect(group(snapshots) == "ExampleSnapshotTests")
    let own = (snapshots as NSString).appendingPathComponent("DesignableDemo")
    try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
    #expect(group(snapshots) == "DesignableDemo")
    #expect(group(snapshots, "Mine") == "Mine")
    // The examples' own demo uses their group whatever exists.
    let examples = DemoCommand.chosenGroup(
      nil, snapshots: folder.path("none"), default: "ExampleSnapshotTests")
    #expect(examples == "ExampleSnapshotTests")
  }
}
