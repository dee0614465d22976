import DesignableTesting
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
      ["check", "--artifacts", folder.path("artifacts"), Self.storyboard],
      executable: "designable-examples")
    #expect(result.exitCode == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.hasSuffix("skipped SomethingElse (other-1): not a registered component") }
    )
    #expect(lines.contains { $0.hasPrefix("PieChartView 120x120 pie-1") && $0.contains(" ok (") })
    #expect(
      lines.contains {
        $0.hasPrefix("ClampingStepper 100x100 step-1")
          && $0.contains("expected: orderDependence [currentStep, stepCount]")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("TrappingClock 100x100 clock-1") && $0.contains("expected: failingPath")
          && $0.contains("crashed with signal") && $0.contains("on the runTime path")
          && $0.contains("Fatal error: init(coder:) has not been implemented")
      })
    #expect(lines.last == "checked 3 components in 3 checks: 0 unexpected findings, 2 expected")
    #expect(try RunSummary.read(artifactsFolder: folder.path("artifacts")).checks?.count == 3)
  }

  @Test func anInstanceThatHangsIsStoppedAndReported() throws {
    let folder = try TemporaryFolder()
    let document = folder.path("Hang.xib")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
      <objects>
        <view contentMode="scaleToFill" id="hang-1" customClass="HangingView">
          <rect key="frame" x="0" y="0" width="40" height="40"/>
        </view>
      </objects>
    </document>
    """.write(toFile: document, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(
      ["check", "--timeout", "3", "--artifacts", folder.path("artifacts"), document],
      executable: "designable-examples")
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput.contains(
        "HangingView did not finish within 3 s on the runTime path and was stopped"))
  }

  @Test func withoutRegisteredComponentsItSaysWhatToRun() throws {
    let result = try CommandRunner.run(["check"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("No components are registered"))
  }

  @Test func anUnknownComponentIsAUsageError() throws {
    let result = try CommandRunner.run(["check", "NoSuchView"], executable: "designable-examples")
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.contains("Unknown component NoSuchView; registered: PieChartView,"))
  }
}

@Suite("designable check's options")
struct CheckOptionTests {
  @Test(arguments: ["nan", "0", "-1", "1e300", "inf"])
  func aTimeoutOutOfRangeIsAUsageError(value: String) throws {
    let result = try CommandRunner.run(
      ["check", "--timeout=\(value)", "PieChartView"], executable: "designable-examples")
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.contains("--timeout must be more than 0 and at most 86400 seconds"))
  }

  @Test func aDocumentWithoutRegisteredComponentsSaysHowToRegisterThem() throws {
    let result = try CommandRunner.run(["check", CheckCommandTests.storyboard])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.contains(
        "No components are registered, so `check` has nothing to build."))
    #expect(result.standardError.contains("Designable.main(components: [CheckTarget(MyView.self"))
  }

  @Test func demoWithoutRegisteredComponentsSaysHowToRegisterThem() throws {
    let result = try CommandRunner.run(["demo"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.contains("No components are registered, so `demo` has nothing to build.")
    )
    #expect(result.standardError.contains("swift run designable-examples demo"))
  }

  @Test func anInstanceWithoutAnIDIsFoundByItsLine() throws {
    let folder = try TemporaryFolder()
    let document = folder.path("-NoIDs.xib")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
      <objects>
        <view customClass="PieChartView" userLabel="first">
          <rect key="frame" x="0" y="0" width="40" height="40"/>
        </view>
        <view customClass="PieChartView" userLabel="second">
          <rect key="frame" x="0" y="0" width="30" height="30"/>
        </view>
      </objects>
    </document>
    """.write(toFile: document, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(
      ["check", "--artifacts", folder.path("a"), document], executable: "designable-examples")
    #expect(result.exitCode == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("PieChartView 40x40 first ") && $0.contains(" ok (") })
    #expect(lines.contains { $0.hasPrefix("PieChartView 30x30 second ") && $0.contains(" ok (") })
  }

  @Test func theChildIsGivenTheIDAsAValueAndTheDocumentAfterTheOptions() throws {
    let result = try CommandRunner.run(
      ["check-instance", "--id=--help", "--scale=2.0", "--artifacts=-a", "--", "-doc.xib"],
      executable: "designable-examples")
    // Parsed as a document named -doc.xib: reading it fails, no help is printed.
    #expect(result.exitCode == 74)
    #expect(result.standardError.contains("-doc.xib"))
    #expect(!result.standardOutput.contains("USAGE"))
  }
}
