import Testing

/// The test that asked for a snapshot, so that a reference is claimed by one test only.
///
/// Under Swift Testing it is the running test (its identity names the suite, the function
/// and where it is declared); under XCTest, which has no public current test, it is the test
/// function's name in its file.
public struct SnapshotOwner: Equatable, Sendable {
  /// Equal for the same test, different for different tests.
  public var id: String
  /// The test in words, for messages: `ring() (Tests/RingTests.swift:12)`.
  public var label: String

  public init(id: String, label: String) {
    self.id = id
    self.label = label
  }

  /// The test running now, or the function `testName` of `fileID` when no Swift Testing test
  /// is current.
  static func current(fileID: String, testName: String) -> SnapshotOwner {
    if let test = Test.current {
      let place = test.sourceLocation
      return SnapshotOwner(
        id: String(describing: test.id),
        label: "\(test.name) (\(place.fileID):\(place.line))")
    }
    return SnapshotOwner(id: fileID + " " + testName, label: "\(testName) (\(fileID))")
  }
}
