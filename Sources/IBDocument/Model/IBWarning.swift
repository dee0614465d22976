/// Something in an IB document that was skipped or approximated: reading goes on.
public struct IBWarning: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The document's path as given.
  public var file: String
  /// The 1-based line of the element concerned, or 0 when it concerns the whole file.
  public var line: Int
  /// What was found and what was done about it.
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: warning: message`, in the form compilers use.
  public var description: String {
    line > 0 ? "\(file):\(line): warning: \(message)" : "\(file): warning: \(message)"
  }
}
