import SwiftSyntax

extension MethodBodyScanner {
  /// Records `input`, a read of the clock or of random numbers at `node`: as kept in a
  /// property when `node` is the whole right-hand side of an assignment to one of the view's
  /// properties by its bare name (`startTime = CACurrentMediaTime()`), as an outside input
  /// otherwise (a local, an argument, a layer's property, part of a larger expression).
  func recordInput(_ input: String, at node: Syntax) {
    if let property = storingProperty(of: node) {
      let stored = MethodFacts.StoredInput(property: property, input: input)
      if !facts.storedInputs.contains(stored) { facts.storedInputs.append(stored) }
    } else if !facts.outsideInputs.contains(input) {
      facts.outsideInputs.append(input)
    }
  }

  /// The view's property that the assignment whose right-hand side is `node` (or a chain
  /// ending in it, `Date().timeIntervalSince1970`) assigns, when it names one property.
  private func storingProperty(of node: Syntax) -> String? {
    var node = node
    while let parent = node.parent {
      if let list = parent.as(ExprListSyntax.self) {
        let items = Array(list)
        guard items.count == 3, items[2].id == node.id,
          items[1].is(AssignmentExprSyntax.self),
          let target = chain(items[0]), target.parts.count == 1
        else { return nil }
        return target.parts[0]
      }
      guard
        parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
          || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
      else { return nil }
      // A read passed as an argument (`TimeInterval(Date().timeIntervalSince1970)`) is
      // still the value stored; one that is the callee's base is too.
      node = parent
    }
    return nil
  }

  /// Whether `node` is the target of a plain assignment (`phase = 0`, `self.phase = 0`),
  /// which writes the property rather than reading it.
  static func isAssignmentTarget(_ node: Syntax) -> Bool {
    guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
    let items = Array(list)
    return items.count >= 3 && items[0].id == node.id && items[1].is(AssignmentExprSyntax.self)
  }
}
