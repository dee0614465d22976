import DesignableChecks
import Testing

extension SnapshotOwner {
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
