import Components
import DesignableExamples
import DesignableTesting
import Foundation
import Testing

/// The example components' snapshots: every size × scale × attribute set, against the
/// references in `__Snapshots__/ExampleSnapshotTests/` at the package root, named after
/// this test (`snapshots-of.PieChartView.120x120@2x.quarter.png`); `designable demo`
/// verifies the same references.
@Suite("Example snapshots")
struct ExampleSnapshotTests {
  init() { ExampleImages.register() }

  @Test(arguments: ExampleCatalog.components.map(\.name))
  func snapshots(of name: String) throws {
    let example = try #require(ExampleCatalog.components.first { $0.name == name })
    let outcomes = assertSnapshots(
      of: example.type, sizes: example.sizes, attributeSets: example.attributeSets,
      standard: example.standard)
    #expect(outcomes.count == example.sizes.count * 3 * example.attributeSets.count)
    #expect(outcomes.allSatisfy { $0.name.hasPrefix("snapshots-of." + example.name + ".") })
  }
}
