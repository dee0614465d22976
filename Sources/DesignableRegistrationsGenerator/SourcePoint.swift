/// A place in a source file: its path as given, a 1-based line and a 1-based column.
public struct SourcePoint: Equatable, Sendable, CustomStringConvertible {
  public let path: String
  public let line: Int
  public let column: Int

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `path:line:column`, as compilers print it.
  public var description: String { "\(path):\(line):\(column)" }
}
