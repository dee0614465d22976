import Foundation
import Testing

/// `check` on an instance that allocates without bound: stopped at the memory limit, and
/// the other instances still checked.
@Suite("check: memory limit")
struct CheckMemoryLimitTests {
  @Test func anInstanceThatAllocatesWithoutBoundIsStoppedAndReported() throws {
    let folder = try TemporaryFolder()
    let document = folder.path("greedy.storyboard")
    try TestDocuments.storyboard(
      """
      <view contentMode="scaleToFill" id="greedy-1" customClass="GreedyView" customModule="DesignableExamples">
          <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
      </view>
      <view contentMode="scaleToFill" id="pie-1" customClass="PieChartView" customModule="DesignableExamples">
          <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
      </view>
      """, at: document)
    let result = try CommandRunner.run(
      ["check", "--memory-limit", "512", "--artifacts", folder.path("a"), document],
      executable: "designable-examples")
    #expect(result.exitCode == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("GreedyView 40x40 greedy-1") && $0.contains("expected: failingPath")
          && $0.contains("allocated more than the 512 MB a check may use (--memory-limit)")
          && $0.contains("on the runTime path")
      }, "\(result.standardOutput)")
    #expect(
      lines.contains { $0.hasPrefix("PieChartView 60x60 pie-1") && $0.contains(" ok (") },
      "\(result.standardOutput)")
  }

  @Test func aMemoryLimitTooSmallToRunIsAUsageError() throws {
    let result = try CommandRunner.run(
      ["check", "--memory-limit", "10", "Examples/Main.storyboard"],
      executable: "designable-examples")
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("--memory-limit must be at least 256"))
  }
}
