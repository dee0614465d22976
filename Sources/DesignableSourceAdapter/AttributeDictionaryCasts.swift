import SwiftSyntax

/// Casts to a dictionary keyed by text attributes (`attributes as? [NSAttributedString.Key:
/// AnyObject]`), which give `nil` here for an `NSDictionary` or a dictionary keyed by strings
/// (Foundation does not turn a string into an attribute key) and succeed on iOS: each becomes
/// `NSAttributedString.Key.dictionary(castFrom:values:)`, which casts as iOS does.
enum AttributeDictionaryCasts {
  /// How the attribute key type is spelled (the second in Swift 4).
  static let keyTypes: Set<String> = ["NSAttributedString.Key", "NSAttributedStringKey"]

  /// Operators that bind more loosely than a cast, so the operand of a cast after one of
  /// them is the single element between them (`a ?? b as? T` casts `b`).
  static let looserOperators: Set<String> = [
    "??", "==", "!=", "===", "!==", "<", "<=", ">", ">=", "~=", "&&", "||",
    "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=",
  ]

  /// The edits for each such cast in `sequence`, an expression of operators not yet folded.
  static func edits(in sequence: SequenceExprSyntax) -> [SourceEdit] {
    let elements = Array(sequence.elements)
    var edits: [SourceEdit] = []
    for index in elements.indices.dropFirst() {
      guard let cast = elements[index].as(UnresolvedAsExprSyntax.self),
        index + 1 < elements.count,
        let type = elements[index + 1].as(TypeExprSyntax.self)?.type,
        index == 1 || bindsLooser(elements[index - 2])
      else { continue }
      edits += rewrite(
        operand: elements[index - 1], cast: cast.asKeyword,
        mark: cast.questionOrExclamationMark, type: type)
    }
    return edits
  }

  /// The edits for a cast already folded into one expression.
  static func edits(for cast: AsExprSyntax) -> [SourceEdit] {
    rewrite(
      operand: cast.expression, cast: cast.asKeyword, mark: cast.questionOrExclamationMark,
      type: cast.type)
  }

  /// `operand as? [NSAttributedString.Key: V]` becomes
  /// `NSAttributedString.Key.dictionary(castFrom: operand, values: V.self)`, and `as!` the
  /// same unwrapped; every line stays where it was.
  private static func rewrite(
    operand: ExprSyntax, cast: TokenSyntax, mark: TokenSyntax?, type: TypeSyntax
  ) -> [SourceEdit] {
    guard let mark, let dictionary = type.as(DictionaryTypeSyntax.self),
      keyTypes.contains(dictionary.key.trimmedDescription.filter { !$0.isWhitespace })
    else { return [] }
    let start = operand.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = cast.positionAfterSkippingLeadingTrivia.utf8Offset
    let forced = mark.tokenKind == .exclamationMark ? "!" : ""
    // `Any.self`, but `(NSObject & NSCopying).self`.
    let value = dictionary.value
    let valueType =
      value.is(IdentifierTypeSyntax.self) || value.is(MemberTypeSyntax.self)
      ? value.trimmedDescription : "(\(value.trimmedDescription))"
    return [
      SourceEdit(
        range: start..<start, replacement: "NSAttributedString.Key.dictionary(castFrom: "),
      SourceEdit(
        range: end..<type.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: ", values: \(valueType).self)" + forced),
    ]
  }

  private static func bindsLooser(_ element: ExprSyntax) -> Bool {
    if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) {
      return true
    }
    guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
    return looserOperators.contains(binary.operator.text)
  }
}
