import Components
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
    #expect(
      first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
    let stored = try PNGFile.read(folder + "/strategy.dot.png")
    #expect(stored.bitmap == dot())
    #expect(
      verifySnapshot(
        of: dot(), as: .image, named: "dot", record: .never, snapshotDirectory: folder,
        testName: "strategy")
        == nil)
    let failure = try #require(
      verifySnapshot(
        of: dot(at: 3), as: .image, named: "dot", record: .never, snapshotDirectory: folder,
        testName: "strategy"))
    #expect(failure.contains("Images differ (exact): 2 of 16 pixels differ (12.5%, 0 allowed)"))
    #expect(failure.contains("\ndiff: "))
    #expect(
      verifySnapshot(
        of: dot(at: 3), as: .image(options: DiffOptions(allowedDifferingPixels: .count(2))),
        named: "dot",
        record: .never, snapshotDirectory: folder, testName: "strategy") == nil)
  }
}

/// A component for the strategy tests: a blue square inset by a quarter of its size.
final class InsetSquare: View {
  var inset: CGFloat = 0.25 { didSet { setNeedsDisplay() } }
  override class var inspectables: [Inspectable] { [.number("inset", \InsetSquare.inset)] }
  override func draw(_ rect: CGRect) {
    Color.blue.setFill()
    BezierPath(rect: bounds.insetBy(dx: bounds.width * inset, dy: bounds.height * inset)).fill()
  }
}

@Suite("Component strategies")
struct ComponentStrategyTests {
  @Test func aComponentTypeIsBuiltRenderedAndCompared() throws {
    let box = try Sandbox()
    let folder = box.root.appendingPathComponent("snapshots").path
    let strategy = Snapshotting<View.Type, Bitmap>.image(
      size: CGSize(width: 8, height: 8), scale: 2,
      attributes: AttributeSet("wide", ["inset": .real(0.125)]))
    _ = verifySnapshot(
      of: InsetSquare.self, as: strategy, named: "square", record: .missing,
      snapshotDirectory: folder, testName: "t")
    let stored = try PNGFile.read(folder + "/t.square.png").bitmap
    #expect(stored.width == 16)
    #expect(stored[8, 8] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(stored[1, 1].alpha == 0)
    #expect(
      verifySnapshot(
        of: InsetSquare.self, as: strategy, named: "square", record: .never,
        snapshotDirectory: folder, testName: "t") == nil)
    let narrower = Snapshotting<View.Type, Bitmap>.image(
      size: CGSize(width: 8, height: 8), scale: 2)
    #expect(
      verifySnapshot(
        of: InsetSquare.self, as: narrower, named: "square", record: .never,
        snapshotDirectory: folder, testName: "t") != nil)
  }
}

extension InsetSquare: FrameConstructible {}
