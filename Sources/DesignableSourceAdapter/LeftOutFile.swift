import DesignableRegistrationsGenerator
import SwiftSyntax

/// A file the adapter leaves out because it needs a framework only Apple platforms have
/// (``AppleOnlyFrameworks``): what is compiled in its place, and the warning that says so.
enum LeftOutFile {
  /// The adapted file's text: a comment, and nothing to compile.
  static func text(_ path: String, _ reason: AppleOnlyFrameworks.Reason) -> String {
    "// \(path.replacingLineBreaks) is left out: it \(reason.what), which only Apple "
      + "platforms have.\n"
  }

  /// A warning where the file needs the framework, with what to do.
  static func warning(
    _ file: SwiftSource, _ tree: SourceFileSyntax, _ reason: AppleOnlyFrameworks.Reason
  ) -> Diagnostic {
    let converter = SourceLocationConverter(fileName: file.path, tree: tree)
    let location = reason.node.startLocation(converter: converter, afterLeadingTrivia: true)
    return Diagnostic(
      .warning, at: SourcePoint(path: file.path, line: location.line, column: location.column),
      "this file is left out of the build: it \(reason.what), which only Apple platforms "
        + "have; name it in the target's `exclude:` to silence this, or put what the "
        + "components need from it in a file of its own")
  }
}

extension String {
  /// The text on one line, for a comment.
  fileprivate var replacingLineBreaks: String {
    String(map { $0.isNewline ? " " : $0 })
  }
}
