/// A message about one place in a source file, printed the way the compiler prints its own
/// (`path:line:column: warning: message`), so SwiftPM and editors show it beside the code.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is: only errors fail the build.
  public enum Severity: String, Sendable {
    case warning
    case error
  }

  public let severity: Severity
  public let location: SourcePoint
  public let message: String

  public init(_ severity: Severity, at location: SourcePoint, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// The compiler's format: `path:line:column: severity: message`.
  public var description: String {
    "\(location): \(severity.rawValue): \(message)"
  }
}
