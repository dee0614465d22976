import SwiftSyntax

extension MethodBodyScanner {
  /// The functions that stop the program whatever their arguments.
  static let trappingFunctions: Set<String> = ["fatalError", "preconditionFailure"]

  /// The call in `body` that stops the program every time the method runs: a `fatalError`
  /// or `preconditionFailure` among the body's own statements, with no `return` or `throw`
  /// before it (a guard that returns first makes it conditional). Nil for any other body.
  static func unconditionalTrap(
    in body: some SyntaxProtocol, converter: SourceLocationConverter
  ) -> MethodFacts.Trap? {
    guard let block = Syntax(body).as(CodeBlockSyntax.self) else { return nil }
    for statement in block.statements {
      if let call = statement.item.as(FunctionCallExprSyntax.self), isTrap(call) {
        return MethodFacts.Trap(
          line: call.startLocation(converter: converter).line, text: oneLine(call))
      }
      let leaves = statement.tokens(viewMode: .sourceAccurate).contains {
        $0.tokenKind == .keyword(.return) || $0.tokenKind == .keyword(.throw)
      }
      if leaves { return nil }
    }
    return nil
  }

  /// Whether `call` calls one of ``trappingFunctions`` (also as `Swift.fatalError`).
  private static func isTrap(_ call: FunctionCallExprSyntax) -> Bool {
    let called = call.calledExpression
    if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text {
      return trappingFunctions.contains(name)
    }
    if let member = called.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift"
    {
      return trappingFunctions.contains(member.declName.baseName.text)
    }
    return false
  }
}
