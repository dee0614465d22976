import DesignableTesting
import Raster
import Testing
import XCTest

@Suite("assertDesignableSnapshot")
struct AssertSnapshotTests {
  /// Each test's reference is committed in `__Snapshots__/AssertSnapshotTests/` at the
  /// package root, named after the test: `<test>.Checkerboard.4x4@1x.default.png`.
  static let checkerboard: Bitmap = {
    var bitmap = Bitmap(width: 4, height: 4, fill: .white)
    for y in 0..<4 {
      for x in 0..<4 where (x + y) % 2 == 0 { bitmap[x, y] = RGBA8(red: 20, green: 90, blue: 200) }
    }
    return bitmap
  }()

  @Test func passesAgainstTheCommittedReference() {
    let outcome = assertDesignableSnapshot(
      of: Self.checkerboard, named: "Checkerboard.4x4@1x.default")
    #expect(outcome.status == .passed)
    #expect(outcome.name == "passesAgainstTheCommittedReference.Checkerboard.4x4@1x.default")
    #expect(
      outcome.referencePath.hasSuffix(
        "/__Snapshots__/AssertSnapshotTests/passesAgainstTheCommittedReference.Checkerboard.4x4@1x.default.png"
      ))
  }

  @Test func aMismatchIsRecordedAsAnIssue() {
    var changed = Self.checkerboard
    changed[0, 0] = .black
    withKnownIssue {
      let outcome = assertDesignableSnapshot(
        of: changed, named: "Checkerboard.4x4@1x.default", record: .missing)
      #expect(outcome.status == .failed)
    }
  }
}

final class AssertSnapshotXCTests: XCTestCase {
  func testPassesInXCTest() {
    let outcome = assertDesignableSnapshot(
      of: AssertSnapshotTests.checkerboard, named: "Checkerboard.4x4@1x.default")
    XCTAssertEqual(outcome.status, .passed)
    XCTAssertEqual(outcome.name, "testPassesInXCTest.Checkerboard.4x4@1x.default")
  }
}
