import Components
import Foundation
import Testing

/// uber/ios-snapshot-test-case @ e4b81173e0, `FBSnapshotTestCaseDemoTests.testViewSnapshot`:
/// a red 40 × 40 view, recorded at scale 2 and 3.
@Suite(.enabled(if: ParityReferences.isAvailable, ParityReferences.absence))
struct SnapshotTestCaseParityTests {
  @Test(arguments: [2, 3])
  func redView(scale: Int) throws {
    try ParityCase(
      project: "uber/ios-snapshot-test-case", name: "testViewSnapshot@\(scale)x",
      reference: ParityReferences.snapshotTestCase
        + "/FBSnapshotTestCaseDemoTests/testViewSnapshot@\(scale)x.png",
      scale: CGFloat(scale),
      makeView: {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        return view
      }
    ).check(.exact)
  }
}
