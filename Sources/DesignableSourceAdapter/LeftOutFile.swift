import DesignableRegistrationsGenerator
import SwiftSyntax

/// A file the adapter leaves out because it needs a framework only Apple platforms have
/// (``AppleOnlyFrameworks``): what is compiled in its place, and the warning that says so.
enum LeftOutFile {
  /// The adapted file's text: a comment, and nothing to compile.
  static func text(_ path: String, _ reason: AppleOnlyFrameworks.Reason) -> String {
    "// \(path.replacingLineBreaks) is left out: it \(reason.what).\n"
  }

  /// A warning where the file needs the framework, with what to do; of a file that keeps
  /// its declarations that do not name SwiftUI (`remnant`), which lines go.
  static func warning(
    _ file: SwiftSource, _ tree: SourceFileSyntax, _ reason: AppleOnlyFrameworks.Reason,
    remnant: SwiftUIRemnant? = nil
  ) -> Diagnostic {
    let converter = SourceLocationConverter(fileName: file.path, tree: tree)
    let location = reason.node.startLocation(converter: converter, afterLeadingTrivia: true)
    let point = SourcePoint(path: file.path, line: location.line, column: location.column)
    guard let remnant else {
      return Diagnostic(
        .warning, at: point,
        "this file is left out of the build: it \(reason.what); name it in the target's "
          + "`exclude:` to silence this, or \(reason.remedy)")
    }
    let lines = remnant.blankedLines.map(String.init).joined(separator: ", ")
    let which =
      switch remnant.blankedLines.count {
      case 0: "its import is left out of the build, and the rest, which names nothing of it, "
      case 1:
        "its declaration that names SwiftUI (at line \(lines)) is left out of the "
          + "build, and the rest "
      default:
        "its declarations that name SwiftUI (at lines \(lines)) are left out of the "
          + "build, and the rest "
      }
    return Diagnostic(
      .warning, at: point,
      "this file \(reason.what): \(which)is built; put the SwiftUI parts in a file of their "
        + "own to silence this")
  }
}

extension String {
  /// The text on one line, for a comment.
  fileprivate var replacingLineBreaks: String {
    String(map { $0.isNewline ? " " : $0 })
  }
}
