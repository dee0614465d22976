import Foundation
import ImageDiff
import PNGCodec
import Raster
import SnapshotTesting
import Testing

@testable import DesignableTesting

@Suite("Bitmap strategy for swift-snapshot-testing")
struct StrategyTests {
  @Test func recordsThenMatchesThenReportsNumbers() throws {
    let box = try Sandbox()
    let folder = box.root.appendingPathComponent("snapshots").path
    let first = verifySnapshot(
      of: dot(), as: .image, named: "dot", record: .missing, snapshotDirectory: folder,
      testName: "strategy")
    #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
    let stored = try PNGFile.read(folder + "/strategy.dot.png")
    #expect(stored.bitmap == dot())
    #expect(
      verifySnapshot(of: dot(), as: .image, named: "dot", record: .never, snapshotDirectory: folder, testName: "strategy")
        == nil)
    let failure = try #require(
      verifySnapshot(of: dot(at: 3), as: .image, named: "dot", record: .never, snapshotDirectory: folder, testName: "strategy"))
    #expect(failure.contains("Images differ (exact): 2 of 16 pixels differ (12.5%, 0 allowed)"))
    #expect(failure.contains("\ndiff: "))
    #expect(
      verifySnapshot(
        of: dot(at: 3), as: .image(options: DiffOptions(allowedDifferingPixels: .count(2))), named: "dot",
        record: .never, snapshotDirectory: folder, testName: "strategy") == nil)
  }
}
