import SwiftSyntax

/// One replacement in a file's UTF-8 text: the bytes in `range` become `replacement`.
struct SourceEdit: Equatable {
  let range: Range<Int>
  let replacement: String

  /// Applies `edits` (which must not overlap) to `text`.
  static func apply(_ edits: [SourceEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension SourceEdit {
  /// `node`, without the trivia before it, becomes `text`; with `trailing`, the spaces after
  /// it go too, never a line break (every line stays where it was).
  init(replacing node: some SyntaxProtocol, with text: String, trailing: Bool = false) {
    let keepsTrailing = !trailing || node.trailingTrivia.contains { $0.isNewline }
    let end = keepsTrailing ? node.endPositionBeforeTrailingTrivia : node.endPosition
    self.init(
      range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset,
      replacement: text)
  }
}

extension SourceEdit {
  /// `node`, without the trivia around it, becomes as many line breaks as it spans (a CRLF
  /// counts once, as the compiler counts), so every line after it stays where it was.
  init(blanking node: some SyntaxProtocol) {
    let breaks = node.trimmedDescription.utf8.filter { $0 == 10 }.count
    self.init(replacing: node, with: String(repeating: "\n", count: breaks))
  }
}

extension String {
  /// The string as a Swift string literal: `"a \"b\""`; a path with a quote or a line break
  /// in it still makes one.
  var swiftLiteral: String {
    let escaped = replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "\\r")
    return "\"" + escaped + "\""
  }
}
