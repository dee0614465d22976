import Testing

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

  /// The test running now, or the function `testName` of `fileID` when no Swift Testing test
  /// is current.
  static func current(fileID: String, testName: String) -> SnapshotOwner {
    if let test = Test.current {
      let place = test.sourceLocation
      var owner = SnapshotOwner(
        id: String(describing: test.id),
        label: "\(test.name) (\(place.fileID):\(place.line))")
      if let testCase = Test.Case.current, testCase.isParameterized {
        // Swift Testing names no case publicly; its description holds the arguments and is
        // the same for the same case throughout the process.
        owner.id += " " + String(describing: testCase)
        let values = argumentValues(testCase)
        owner.label += values.map { " with arguments " + $0.joined(separator: ", ") } ?? ""
      }
      return owner
    }
    guard let testCase = XCTestCurrentCase.name else {
      // Before the first XCTest case is known: the claims learn its class when it finishes.
      SnapshotClaims.shared.noteUnplaced(fileID: fileID, testName: testName)
      return unplaced(fileID: fileID, testName: testName)
    }
    return xcTest(testCase, fileID: fileID, testName: testName)
  }

  /// The XCTest test function `testName` of `fileID` run by the case `testCase`.
  static func xcTest(_ testCase: XCTestCurrentCase.Name, fileID: String, testName: String)
    -> SnapshotOwner
  {
    SnapshotOwner(
      id: fileID + " " + testCase.className + " " + testName,
      label: "\(testCase.className).\(testName) (\(fileID))")
  }

  /// The test function `testName` of `fileID` when no running test is known.
  static func unplaced(fileID: String, testName: String) -> SnapshotOwner {
    SnapshotOwner(id: fileID + " " + testName, label: "\(testName) (\(fileID))")
  }

  /// The arguments of a parameterized test's case, described, when Swift Testing's layout
  /// shows them (`_kind: .parameterized(arguments: [Argument(value: …)])`).
  private static func argumentValues(_ testCase: Test.Case) -> [String]? {
    guard let kind = Mirror(reflecting: testCase).descendant("_kind"),
      let payload = Mirror(reflecting: kind).children.first?.value
    else { return nil }
    var arguments = Mirror(reflecting: payload)
    if arguments.displayStyle == .tuple, let inner = arguments.children.first?.value {
      arguments = Mirror(reflecting: inner)
    }
    let values = arguments.children.compactMap { Mirror(reflecting: $0.value).descendant("value") }
    return values.isEmpty ? nil : values.map { String(reflecting: $0) }
  }
}
