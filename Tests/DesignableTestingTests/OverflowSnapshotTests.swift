import Components
import Foundation
import PNGCodec
import Raster
import SnapshotTesting
import Testing

@testable import DesignableTesting

/// A card whose layer casts a soft shadow below it, past its bounds.
final class ShadowedCard: View, FrameConstructible {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.shadowColor = .black
    layer.shadowOpacity = 0.5
    layer.shadowRadius = 4
    layer.shadowOffset = CGSize(width: 0, height: 3)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

@Suite("Snapshots with what shows past the bounds")
struct OverflowSnapshotTests {
  func verify(_ area: DrawnArea, in box: Sandbox, record: SnapshotTestingConfiguration.Record)
    -> SnapshotOutcome?
  {
    verifySnapshotMatrix(
      of: ShadowedCard.self, sizes: [CGSize(width: 20, height: 10)], scales: [2],
      attributeSets: [.empty],
      area: area,
      test: "card", folder: box.root.appendingPathComponent("refs").path, group: "Cards",
      artifactsFolder: box.root.appendingPathComponent("artifacts").path, record: record
    ).first
  }

  @Test func theOverflowHasAReferenceOfItsOwnNamedSo() throws {
    let box = try Sandbox()
    let bounds = try #require(verify(.bounds, in: box, record: .missing))
    let whole = try #require(verify(.boundsAndOverflow, in: box, record: .missing))
    #expect(bounds.status == .recorded && whole.status == .recorded)
    #expect(bounds.referencePath.hasSuffix("/card.ShadowedCard.20x10@2x.default.png"))
    #expect(whole.referencePath.hasSuffix("/card.ShadowedCard.20x10@2x.default.overflow.png"))
    // Only a size warning counts: a machine under load may also warn of a slow cell.
    #expect(!(whole.warning ?? "").contains("asked for"), "the view keeps the size asked for")
    let small = try PNGFile.read(bounds.referencePath).bitmap
    let large = try PNGFile.read(whole.referencePath).bitmap
    #expect(small.width == 40 && small.height == 20)
    #expect(large.width > 40 && large.height > 20)
    #expect(verify(.boundsAndOverflow, in: box, record: .never)?.status == .passed)
  }

  @Test func theStrategyDrawsTheOverflowToo() throws {
    let box = try Sandbox()
    let folder = box.root.appendingPathComponent("snapshots").path
    let strategy = Snapshotting<View.Type, Bitmap>.image(
      size: CGSize(width: 20, height: 10), scale: 1, area: .boundsAndOverflow)
    _ = verifySnapshot(
      of: ShadowedCard.self, as: strategy, named: "card", record: .missing,
      snapshotDirectory: folder, testName: "t")
    let stored = try PNGFile.read(folder + "/t.card.png").bitmap
    #expect(stored.width > 20 && stored.height > 10)
  }
}
