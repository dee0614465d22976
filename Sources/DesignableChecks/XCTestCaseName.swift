/// A test case as XCTest names it: `-[Class method]` or `Class.method`. Kept apart from
/// XCTest, so that the run's claims can tell cases apart without linking it.
package struct XCTestCaseName: Equatable, Sendable {
  /// The test case class's name.
  package var className: String
  /// The test method's name.
  package var method: String

  /// The class and method of `name`; `nil` when it is in neither form.
  package init?(_ name: String) {
    var text = Substring(name)
    if text.hasPrefix("-["), text.hasSuffix("]") {
      text = text.dropFirst(2).dropLast()
      guard let space = text.firstIndex(of: " ") else { return nil }
      className = String(text[..<space])
      method = String(text[text.index(after: space)...])
    } else {
      guard let dot = text.lastIndex(of: ".") else { return nil }
      className = String(text[..<dot])
      method = String(text[text.index(after: dot)...])
    }
    guard !className.isEmpty, !method.isEmpty else { return nil }
  }
}
