import Components
import Foundation
import Testing

@testable import DesignableChecks
@testable import DesignableTesting

/// A component whose drawing waits a little longer than a snapshot may take unremarked.
final class SlowSquare: View, FrameConstructible {
  override func draw(_ rect: CGRect) {
    Thread.sleep(forTimeInterval: SnapshotMatrix.slowCellSeconds + 0.1)
    Color.green.setFill()
    BezierPath(rect: bounds).fill()
  }
}

@Suite("Snapshots that take long")
struct SlowCellTests {
  @Test func aSlowCellIsVerifiedAndSaysHowLongItTook() throws {
    let box = try Sandbox()
    let outcome = try #require(
      verifySnapshotMatrix(
        of: SlowSquare.self, sizes: [CGSize(width: 4, height: 4)], scales: [1],
        attributeSets: [.empty], test: "slow", folder: box.root.appendingPathComponent("refs").path,
        group: "Slow", artifactsFolder: box.root.appendingPathComponent("artifacts").path,
        record: .missing
      ).first)
    #expect(outcome.status == .recorded)
    let warning = try #require(outcome.warning)
    #expect(warning.contains("\"slow.SlowSquare.4x4@1x.default\" took 2."), "\(warning)")
    #expect(warning.contains("draw(_:)"))
  }

  @Test func aQuickCellSaysNothing() {
    let request = SnapshotRequest(
      name: "quick", group: "G", referencePath: "/tmp/none.png", options: .exact, scale: 1,
      metadata: SnapshotMetadata(), record: .never, artifactsFolder: "/tmp")
    #expect(SnapshotMatrix.slowWarning(.milliseconds(1999), request) == nil)
    #expect(SnapshotMatrix.slowWarning(.milliseconds(2001), request)?.contains("2.0 s") == true)
  }
}
