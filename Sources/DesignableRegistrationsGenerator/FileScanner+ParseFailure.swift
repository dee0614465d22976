import SwiftSyntax

extension FileScanner {
  /// Warns at the first place the parser could not make sense of; the file is then skipped,
  /// and the compiler reports the error itself.
  mutating func reportParseFailure(of tree: SourceFileSyntax) {
    let culprit = tree.tokens(viewMode: .all).first { token in
      token.presence == .missing || Self.isUnexpected(token)
    }
    let location = culprit.map { point($0) } ?? SourcePoint(path: path, line: 1, column: 1)
    let file = path.split(separator: "/").last.map(String.init) ?? path
    scan.diagnostics.append(
      Diagnostic(
        .warning, at: location,
        "\(file) does not parse here, so none of its @IBDesignable classes or @IBInspectable "
          + "properties are registered; fix the syntax error and build again"))
  }

  /// Whether `token` is part of text the parser skipped.
  private static func isUnexpected(_ token: TokenSyntax) -> Bool {
    var node = token.parent
    while let current = node {
      if current.is(UnexpectedNodesSyntax.self) { return true }
      node = current.parent
    }
    return false
  }
}
