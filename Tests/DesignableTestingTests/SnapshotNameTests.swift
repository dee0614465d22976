import Components
import DesignableTesting
import Foundation
import Testing

@Suite("Snapshot names")
struct SnapshotNameTests {
  @Test func namesAreReadableAndStable() {
    #expect(
      SnapshotName.make(
        component: "PieChartView", size: CGSize(width: 120, height: 120), scale: 2,
        attributeSet: "quarter") == "PieChartView.120x120@2x.quarter")
    #expect(
      SnapshotName.make(
        component: "Rating", size: CGSize(width: 100.5, height: 50), scale: 3,
        attributeSet: "default", path: .runTime) == "Rating.100.5x50@3x.default.runTime")
  }

  @Test func testNamesFollowSwiftSnapshotTesting() {
    #expect(SnapshotName.test("testRing()") == "testRing")
    #expect(SnapshotName.test("ring(progress:)") == "ring-progress")
    #expect(SnapshotName.test("snapshots(_:)") == "snapshots-_")  // `_` is a word character.
    #expect(SnapshotName.test("snapshots(of:)") == "snapshots-of")
    #expect(SnapshotName.test("a  b!!c") == "a-b-c")
    #expect(
      SnapshotName.inTest("pieChart()", "PieChartView.1x1@1x.x") == "pieChart.PieChartView.1x1@1x.x"
    )
  }

  @Test(arguments: SafeFileNameTests.hostile)
  func everyPartFromOutsideIsMadeSafe(_ hostile: String) {
    let name = SnapshotName.make(
      component: hostile, size: CGSize(width: 1, height: 1), scale: 1, attributeSet: hostile)
    #expect(SafeFileName.isSafe(name), "\(name)")
    #expect(SafeFileName.isSafe(SnapshotName.test(hostile)))
    #expect(SafeFileName.isSafe(SnapshotName.inTest(hostile, name)))
  }
}
