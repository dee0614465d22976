/// The test that asked for a snapshot, so that a reference is claimed by one test only.
///
/// Under Swift Testing it is the running test (its identity names the suite, the function
/// and where it is declared) and, for a parameterized test, the case's arguments, so that
/// two cases sharing a reference are caught too; under XCTest, which has no public current
/// test, it is the running case's class (learnt from `XCTestObservationCenter`) and the test
/// function's name in its file, so that two classes, or a subclass re-running inherited
/// tests, are told apart.
public struct SnapshotOwner: Equatable, Sendable, Codable {
  /// Equal for the same test, different for different tests.
  public var id: String
  /// The test in words, for messages: `ring() (Tests/RingTests.swift:12)`.
  public var label: String

  public init(id: String, label: String) {
    self.id = id
    self.label = label
  }

  /// The XCTest test function `testName` of `fileID` run by the case `testCase`.
  package static func xcTest(_ testCase: XCTestCaseName, fileID: String, testName: String)
    -> SnapshotOwner
  {
    SnapshotOwner(
      id: fileID + " " + testCase.className + " " + testName,
      label: "\(testCase.className).\(testName) (\(fileID))")
  }

  /// The test function `testName` of `fileID` when no running test is known.
  package static func unplaced(fileID: String, testName: String) -> SnapshotOwner {
    SnapshotOwner(id: fileID + " " + testName, label: "\(testName) (\(fileID))")
  }
}
