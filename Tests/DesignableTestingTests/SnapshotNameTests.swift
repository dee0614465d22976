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
}
