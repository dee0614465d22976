/// One Swift file of a target: its path, as diagnostics will name it, and its text.
public struct SwiftSource: Sendable {
  public let path: String
  public let text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
