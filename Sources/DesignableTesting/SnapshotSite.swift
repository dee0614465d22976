import DesignableChecks
import Foundation
import Testing

/// Where one assertion's references live, which test owns them and where its failure
/// pictures go: the same for `assertSnapshots`, `assertDesignableSnapshot` and the
/// strategies' `assertSnapshot`.
struct SnapshotSite {
  /// The test file's group: the folder under `__Snapshots__`.
  let group: String
  /// `<snapshots folder>/<group>`.
  let folder: String
  let artifacts: String
  let owner: SnapshotOwner
  /// The XCTest case running, when the test is an XCTest one and its case is known.
  let testCase: XCTestCurrentCase.Name?

  init(filePath: String, fileID: String, testName: String) {
    group = SnapshotLocations.group(forFile: filePath)
    folder = (SnapshotLocations.snapshotsFolder(forFile: filePath) as NSString)
      .appendingPathComponent(group)
    artifacts = SnapshotLocations.artifactsFolder(forFile: filePath)
    owner = SnapshotOwner.current(fileID: fileID, testName: testName)
    testCase = Test.current == nil ? XCTestCurrentCase.name : nil
  }

  /// The reference of the snapshot named `name` (already a safe file name).
  func referencePath(_ name: String) -> String {
    (folder as NSString).appendingPathComponent(name + ".png")
  }
}
