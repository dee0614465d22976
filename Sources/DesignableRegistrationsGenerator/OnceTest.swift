import SwiftSyntax

/// The tests a method uses to do something only the first time it runs: that a layer or
/// view it places is not yet in the tree (`shape.superlayer == nil`, `label.superview ==
/// nil`), or that a property it fills is still empty (`band == nil`). Read from the syntax
/// alone: a condition list holds when one of its conditions is such a comparison of a
/// member or name of the view with `nil` (not of a local, which each run starts afresh).
enum OnceTest {
  /// Whether one of `conditions` is a once test (see above); `namesTheView` tells whether an
  /// expression is a member chain of the view (`MethodBodyScanner.chain(_:)`).
  static func holds(
    for conditions: ConditionElementListSyntax, namesTheView: (ExprSyntax) -> Bool
  ) -> Bool {
    conditions.contains { element in
      guard case .expression(let expression) = element.condition,
        let sequence = expression.as(SequenceExprSyntax.self)
      else { return false }
      let parts = Array(sequence.elements)
      guard parts.count == 3,
        parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
        parts[2].is(NilLiteralExprSyntax.self)
      else { return false }
      return namesTheView(parts[0])
    }
  }

  /// Whether a `guard`'s else block leaves the method (`return`, `throw`).
  static func leaves(_ body: CodeBlockSyntax) -> Bool {
    guard let last = body.statements.last?.item else { return false }
    return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
  }
}
