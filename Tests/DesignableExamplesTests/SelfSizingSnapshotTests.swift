import Components
import DesignableExamples
import DesignableTesting
import Foundation
import Testing

@Suite("Snapshots of a view that resizes itself")
struct SelfSizingSnapshotTests {
  /// Verifies SelfSizingRating at `sizes` in a folder of its own, removed afterwards.
  func outcomes(_ sizes: [CGSize]) -> [SnapshotOutcome] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("self-sizing-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return verifySnapshotMatrix(
      of: SelfSizingRating.self, sizes: sizes, scales: [2], attributeSets: [.empty],
      test: "selfSizing", folder: folder + "/snapshots", group: "selfSizing",
      artifactsFolder: folder + "/artifacts", record: .missing)
  }

  @Test func aSnapshotWarnsWithTheSizeAskedAndTheSizeDrawn() throws {
    let sizes = [CGSize(width: 200, height: 40), CGSize(width: 300, height: 60)]
    let results = outcomes(sizes)
    #expect(results.count == 2)
    for (outcome, asked) in zip(results, ["200x40", "300x60"]) {
      let warning = try #require(outcome.warning, "\(outcome.name)")
      #expect(warning.contains("asked for \(asked) points"), "\(warning)")
      #expect(warning.contains("drew itself at 100x20"), "\(warning)")
      #expect(outcome.status == .recorded)
    }
  }

  @Test func aSnapshotAtTheViewsOwnSizeDoesNotWarn() throws {
    let results = outcomes([CGSize(width: 100, height: 20)])
    // Only a size warning counts: a machine under load may also warn of a slow cell.
    #expect(results.count == 1)
    #expect(!results.contains { ($0.warning ?? "").contains("asked for") })
  }
}
