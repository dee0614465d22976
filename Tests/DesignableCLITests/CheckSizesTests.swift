import Foundation
import Testing

/// `check` on instances that the document sizes by constraints rather than by a frame.
@Suite("check: sizes from constraints")
struct CheckSizesTests {
  /// A frameless PieChartView `id` with the given constraints and element attributes.
  static func pie(_ id: String, _ constraints: String, attributes: String = "") -> String {
    """
    <view contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" customClass="PieChartView" customModule="DesignableExamples">
        <constraints>
            \(constraints)
        </constraints>
    </view>
    """
  }

  @Test func aFramelessInstanceIsCheckedAtItsConstraintSize() throws {
    let folder = try TemporaryFolder()
    let document = folder.path("sized.storyboard")
    try TestDocuments.storyboard(
      Self.pie(
        "pie-1",
        """
        <constraint firstAttribute="width" constant="96" id="w1"/>
        <constraint firstAttribute="height" constant="64" id="h1"/>
        """)
        + "\n"
        + Self.pie(
          "pie-2", "",
          attributes: #"placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="30""#),
      at: document)
    let result = try CommandRunner.run(
      ["check", "--artifacts", folder.path("a"), document], executable: "designable-examples")
    #expect(result.exitCode == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("PieChartView 96x64 pie-1") && $0.contains(" ok (")
          && $0.hasSuffix("(size 96x64 from its constraints)")
      }, "\(result.standardOutput)")
    #expect(
      lines.contains {
        $0.hasPrefix("PieChartView 40x30 pie-2")
          && $0.hasSuffix("(size 40x30 from its placeholder intrinsic size)")
      }, "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("skipped"))
    #expect(
      result.standardOutput.hasSuffix(
        "checked 2 components in 2 checks: 0 unexpected findings, 0 expected\n"))
  }

  @Test func aFramelessInstanceWithoutAHeightIsSkippedSayingWhatToAdd() throws {
    let folder = try TemporaryFolder()
    let document = folder.path("unsized.storyboard")
    try TestDocuments.storyboard(
      Self.pie("pie-1", #"<constraint firstAttribute="width" constant="96" id="w1"/>"#)
        + "\n"
        + Self.pie(
          "pie-2",
          """
          <constraint firstAttribute="width" constant="96" id="w2"/>
          <constraint firstAttribute="height" constant="0" id="h2"/>
          """),
      at: document)
    let result = try CommandRunner.run(
      ["check", "--artifacts", folder.path("a"), document], executable: "designable-examples")
    #expect(result.exitCode == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "\(document):10: skipped PieChartView (pie-1): no frame in the document, and its "
          + "constraints give no height: add a height constraint or a frame"),
      "\(result.standardOutput)")
    #expect(
      lines.contains(
        "\(document):15: skipped PieChartView (pie-2): its size 96x0 from its constraints is "
          + "empty or negative"), "\(result.standardOutput)")
    #expect(lines.last == "checked 0 components in 0 checks: 0 unexpected findings, 0 expected")
  }
}
