/// The generated file's text and what was found wrong while writing it.
public struct GeneratedRegistrations: Sendable {
  /// The Swift source of `DesignableRegistrations`; the same sources give the same text.
  public let text: String
  /// Warnings and errors, by file path, then line.
  public let diagnostics: [Diagnostic]

  /// Whether a diagnostic is an error: the build must fail.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
