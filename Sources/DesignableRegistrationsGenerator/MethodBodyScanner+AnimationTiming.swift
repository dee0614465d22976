import SwiftSyntax

extension MethodBodyScanner {
  /// An animation's properties that place it in time.
  static let animationTimings: Set<String> = ["beginTime", "timeOffset", "duration"]

  /// Whether `call` is part of the value assigned to an animation's timing
  /// (`pulse.beginTime = CACurrentMediaTime() + delay`): the clock then only says when the
  /// animation runs, and a snapshot, which draws the layers' own values, never shows that.
  static func onlyTimesAnAnimation(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call)
    while let parent = node.parent {
      if let elements = parent.as(ExprListSyntax.self),
        parent.parent?.is(SequenceExprSyntax.self) == true
      {
        let items = Array(elements)
        if items.count >= 3, isAssignment(items[1]) {
          guard items[0].id != node.id, let target = items[0].as(MemberAccessExprSyntax.self)
          else { return false }
          return animationTimings.contains(target.declName.baseName.text)
        }
      }
      if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self)
        || parent.is(DeclSyntax.self)
      {
        return false
      }
      node = parent
    }
    return false
  }
}
