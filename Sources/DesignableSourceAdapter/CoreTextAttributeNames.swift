import SwiftSyntax

/// Core Text's attribute names read as strings (`kCTFontAttributeName as String`): on iOS a
/// `CFString` that bridges to `String`, here an attribute key (so that `kCTFontAttributeName
/// as NSAttributedString.Key` holds as it is). Each such cast becomes
/// `kCTFontAttributeName.rawValue`, the same string.
enum CoreTextAttributeNames {
  /// The edits for each such cast in `sequence`, an expression of operators not yet folded.
  static func edits(in sequence: SequenceExprSyntax) -> [SourceEdit] {
    let elements = Array(sequence.elements)
    var edits: [SourceEdit] = []
    for index in elements.indices.dropFirst() {
      guard let cast = elements[index].as(UnresolvedAsExprSyntax.self),
        cast.questionOrExclamationMark == nil, index + 1 < elements.count,
        let type = elements[index + 1].as(TypeExprSyntax.self)?.type
      else { continue }
      edits += rewrite(operand: elements[index - 1], cast: cast.asKeyword, type: type)
    }
    return edits
  }

  /// The edits for a cast already folded into one expression.
  static func edits(for cast: AsExprSyntax) -> [SourceEdit] {
    guard cast.questionOrExclamationMark == nil else { return [] }
    return rewrite(operand: cast.expression, cast: cast.asKeyword, type: cast.type)
  }

  /// Whether `name` is one of Core Text's attribute names (`kCTFontAttributeName`).
  static func isAttributeName(_ name: String) -> Bool {
    name.hasPrefix("kCT") && name.hasSuffix("AttributeName")
  }

  /// `name as String` (or `as CFString`) becomes `name.rawValue`.
  private static func rewrite(
    operand: ExprSyntax, cast: TokenSyntax, type: TypeSyntax
  ) -> [SourceEdit] {
    guard let name = operand.as(DeclReferenceExprSyntax.self),
      isAttributeName(name.baseName.text),
      ["String", "CFString"].contains(type.trimmedDescription)
    else { return [] }
    let start = name.endPositionBeforeTrailingTrivia.utf8Offset
    return [
      SourceEdit(
        range: start..<type.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ".rawValue")
    ]
  }
}
