import Components
import Foundation
import Testing

@testable import DesignableChecks
@testable import DesignableTesting

/// One-time setup that checks, then acts, as a component's icon-font loader does: it
/// counts each time it runs.
enum IconFontSetup {
  nonisolated(unsafe) private static var isDone = false
  private static let lock = NSLock()
  nonisolated(unsafe) private static var runs = 0

  static var count: Int { lock.withLock { runs } }

  static func ensure() {
    guard !isDone else { return }
    Thread.sleep(forTimeInterval: 0.05)  // reading the font file
    lock.withLock { runs += 1 }
    isDone = true
  }
}

/// Two components that share the setup on their first draw.
final class IconBadge: View, FrameConstructible {
  override func draw(_ rect: CGRect) {
    IconFontSetup.ensure()
    Color.blue.setFill()
    BezierPath(rect: bounds).fill()
  }
}

final class IconButtonFace: View, FrameConstructible {
  override func draw(_ rect: CGRect) {
    IconFontSetup.ensure()
    Color.red.setFill()
    BezierPath(ovalIn: bounds).fill()
  }
}

@Suite("First use of a component")
struct FirstUseTests {
  @Test func oneTimeSetupRunsOnceWhileCellsRenderInParallel() throws {
    let box = try Sandbox()
    let types: [View.Type] = [IconBadge.self, IconButtonFace.self]
    let references = box.root.appendingPathComponent("refs").path
    let artifacts = box.root.appendingPathComponent("artifacts").path
    let outcomes = inParallel(types.count) { index in
      verifySnapshotMatrix(
        of: types[index], sizes: [CGSize(width: 4, height: 4), CGSize(width: 6, height: 6)],
        scales: [1, 2, 3], attributeSets: [.empty], test: "icons",
        folder: references, group: "FirstUse", artifactsFolder: artifacts, record: .missing)
    }.flatMap { $0 }
    #expect(outcomes.count == 12 && outcomes.allSatisfy { $0.status == .recorded })
    #expect(IconFontSetup.count == 1)
  }
}
