import Foundation
import Testing

@Suite("designable check")
struct CheckCommandTests {
  static var storyboard: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/Main.storyboard").path
  }

  @Test func aDocumentsRegisteredInstancesAreCheckedAndTheRestSkipped() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(
      ["check", "--artifacts", folder.path("artifacts"), Self.storyboard], executable: "designable-examples")
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasSuffix("skipped SomethingElse (other-1): not a registered component") })
    #expect(lines.contains { $0.hasPrefix("PieChartView 120x120 pie-1") && $0.contains(" ok (") })
    #expect(lines.contains { $0.hasPrefix("ClampingStepper 100x100 step-1") && $0.contains("expected: orderDependence [currentStep, stepCount]") })
    #expect(lines.last == "checked 2 components in 2 checks: 0 unexpected findings, 1 expected")
    #expect(FileManager.default.fileExists(atPath: folder.path("artifacts/summary.json")))
  }

  @Test func withoutRegisteredComponentsItSaysWhatToRun() throws {
    let result = try CommandRunner.run(["check"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("No components are registered"))
  }

  @Test func anUnknownComponentIsAUsageError() throws {
    let result = try CommandRunner.run(["check", "NoSuchView"], executable: "designable-examples")
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("Unknown component NoSuchView; registered: PieChartView,"))
  }
}
