import DesignableTesting
import Foundation
import Testing

@Suite("designable check: each component in child processes")
struct CheckComponentIsolationTests {
  @Test func aComponentThatTrapsIsReportedForEachCaseAndTheOthersAreStillChecked() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(
      ["check", "--artifacts", folder.path("artifacts"), "TrappingClock", "PieChartView"],
      executable: "designable-examples")
    #expect(result.exitCode == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    // Each size is a case; the second is checked by a new child after the first one trapped.
    for size in ["100x100", "60x60"] {
      #expect(
        lines.contains {
          $0.hasPrefix("TrappingClock \(size) default") && $0.contains("expected: failingPath")
            && $0.contains("crashed with signal 4") && $0.contains("on the runTime path")
            && $0.contains("Fatal error: init(coder:) has not been implemented")
        }, "\(lines)")
    }
    let pie = lines.filter { $0.hasPrefix("PieChartView ") }
    #expect(!pie.isEmpty && pie.allSatisfy { $0.contains(" ok (") }, "\(pie)")
    let summary = try RunSummary.read(artifactsFolder: folder.path("artifacts"))
    #expect(summary.checks?.count == 2 + pie.count)
  }

  /// A crash that prints nothing is run again with the runtime's backtracer on, and the
  /// report names the function, on the path that built the view it was drawing.
  @Test func aSilentCrashIsReportedWithTheFunctionThatCausedIt() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(
      ["check", "--artifacts", folder.path("artifacts"), "RecursiveGauge"],
      executable: "designable-examples")
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "RecursiveGauge crashed with signal 11 (SIGSEGV, a bad memory access) on the runTime "
          + "path, printing nothing: `RecursiveGauge.level.getter` (RecursiveGauge.swift:16) "
          + "calls itself without end, which overflows the stack."), "\(result.standardOutput)")
    let summary = try RunSummary.read(artifactsFolder: folder.path("artifacts"))
    let finding = try #require(summary.checks?.first?.findings.first)
    #expect(finding.fix.hasPrefix("Make `RecursiveGauge.level.getter` stop calling itself"))
  }

  @Test func aComponentThatHangsIsStoppedAfterTheTimeoutOfOneCase() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(
      ["check", "--timeout", "2", "--artifacts", folder.path("artifacts"), "HangingView"],
      executable: "designable-examples")
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "HangingView did not finish within 2 s on the runTime path and was stopped"))
  }

  @Test func theChildPrintsOneReportALineFromTheCaseItIsGiven() throws {
    let folder = try TemporaryFolder()
    let run = { (from: Int) in
      try CommandRunner.run(
        ["check-component", "--index=0", "--from=\(from)", "--artifacts=\(folder.path("a"))"],
        executable: "designable-examples")
    }
    let all = try run(0)
    let rest = try run(1)
    #expect(all.exitCode == 0 && rest.exitCode == 0, "\(all.standardError)\(rest.standardError)")
    let decode = { (output: String) in
      try output.split(separator: "\n").map {
        try JSONDecoder().decode(CheckReport.self, from: Data($0.utf8))
      }
    }
    let allReports = try decode(all.standardOutput)
    let restReports = try decode(rest.standardOutput)
    #expect(allReports.count > 1)
    #expect(allReports.allSatisfy { $0.component == "PieChartView" })
    #expect(restReports.map(\.attributeSet) == allReports.dropFirst().map(\.attributeSet))
    #expect(restReports.map(\.width) == allReports.dropFirst().map(\.width))
    #expect(rest.standardError.contains("designable-case: 1\n"))
    #expect(!rest.standardError.contains("designable-case: 0\n"))
  }

  @Test func aCaseOutsideTheComponentIsAUsageError() throws {
    let result = try CommandRunner.run(
      ["check-component", "--index=0", "--from=100000"], executable: "designable-examples")
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("--from must be at most the component's"))
    let unknown = try CommandRunner.run(
      ["check-component", "--index=100000"], executable: "designable-examples")
    #expect(unknown.exitCode == 64)
    #expect(unknown.standardError.contains("--index must name one of the"))
  }
}
