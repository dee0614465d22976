import SwiftSyntax

extension MethodBodyScanner {
  /// A member chain that starts at the view: `["layer", "cornerRadius"]` for
  /// `self.layer.cornerRadius` or `layer.cornerRadius`.
  struct Chain {
    var parts: [String]
    /// Whether `self.` is written, which makes the first name the view's even when a local
    /// of that name is in scope.
    var isExplicit: Bool
  }

  /// The invalidations recorded when called on the view or one of its members.
  static let invalidations: Set<String> = [
    "setNeedsDisplay()", "setNeedsDisplay(_:)", "setNeedsLayout()", "layoutIfNeeded()",
    "invalidateIntrinsicContentSize()",
  ]
  /// Types whose construction builds an animation.
  static let animationTypes: Set<String> = [
    "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CATransition",
    "CAAnimationGroup", "UIViewPropertyAnimator",
  ]
  /// The most reads kept for one assignment.
  static let readLimit = 6
  /// The longest assignment text kept, in characters, before it is cut with "…".
  static let textLimit = 80

  /// The chain `expr` names on the view, or `nil` when it starts at a local, a type, `super`,
  /// or anything but a name.
  func chain(_ expr: ExprSyntax, closureLocals: Set<String> = []) -> Chain? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      guard reference.argumentNames == nil else { return nil }
      switch reference.baseName.tokenKind {
      case .keyword(.self): return Chain(parts: [], isExplicit: true)
      case .identifier: break
      default: return nil
      }
      let name = Self.bare(reference.baseName.text)
      guard let first = name.first, !first.isUppercase, !isLocal(name),
        !closureLocals.contains(name)
      else { return nil }
      return Chain(parts: [name], isExplicit: false)
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      guard member.declName.argumentNames == nil,
        var result = chain(base, closureLocals: closureLocals)
      else { return nil }
      result.parts.append(Self.bare(member.declName.baseName.text))
      return result
    }
    if let optional = expr.as(OptionalChainingExprSyntax.self) {
      return chain(optional.expression, closureLocals: closureLocals)
    }
    if let forced = expr.as(ForceUnwrapExprSyntax.self) {
      return chain(forced.expression, closureLocals: closureLocals)
    }
    return nil
  }

  /// Whether `element`, the second of a sequence, is `=` or a compound assignment (`+=`).
  static func isAssignment(_ element: ExprSyntax) -> Bool {
    if element.is(AssignmentExprSyntax.self) { return true }
    guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
    let text = binary.operator.text
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }

  /// The view's property that `target` assigns (`colors[0] = c` assigns `colors`), if any.
  func assignedProperty(_ target: ExprSyntax) -> String? {
    var expr = target
    while let subscripted = expr.as(SubscriptCallExprSyntax.self) {
      expr = subscripted.calledExpression
    }
    guard let found = chain(expr), !found.parts.isEmpty else { return nil }
    return found.parts.joined(separator: ".")
  }

  /// Adds to `reads` each chain on the view that `node` reads, once, leaving out the method
  /// name of a call (`bounds.insetBy(dx:dy:)` reads `bounds`), up to the limit.
  func collectReads(in node: Syntax, closureLocals: Set<String>, into reads: inout [String]) {
    if let closure = node.as(ClosureExprSyntax.self) {
      let inner = closureLocals.union(Self.parameterNames(of: closure))
      for statement in closure.statements {
        collectReads(in: Syntax(statement), closureLocals: inner, into: &reads)
      }
      return
    }
    if node.is(KeyPathExprSyntax.self) || node.is(MacroExpansionExprSyntax.self)
      || node.is(DeclSyntax.self)
    {
      return
    }
    if let expr = node.as(ExprSyntax.self),
      expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self)
    {
      if var found = chain(expr, closureLocals: closureLocals) {
        let isCallee = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        if isCallee { _ = found.parts.popLast() }
        let text = found.parts.joined(separator: ".")
        if !text.isEmpty, reads.count < Self.readLimit, !reads.contains(text) {
          reads.append(text)
        }
      } else if let base = expr.as(MemberAccessExprSyntax.self)?.base {
        collectReads(in: Syntax(base), closureLocals: closureLocals, into: &reads)
      }
      return
    }
    for child in node.children(viewMode: .sourceAccurate) {
      collectReads(in: child, closureLocals: closureLocals, into: &reads)
    }
  }

  /// Records `call` as an animation, an invalidation or a call of a method on the view.
  func record(_ call: FunctionCallExprSyntax) {
    let callee = call.calledExpression
    if let input = Self.outsideInput(called: callee, arguments: call.arguments) {
      if !Self.onlyTimesAnAnimation(call) { recordInput(input, at: Syntax(call)) }
      return
    }
    if let animation = Self.animation(called: callee, arguments: call.arguments) {
      if !facts.animations.contains(animation) { facts.animations.append(animation) }
      return
    }
    if let deferred = Self.deferredWork(called: callee) {
      if !facts.deferredWork.contains(deferred) { facts.deferredWork.append(deferred) }
      return
    }
    if let removal = Self.removal(called: callee) {
      if !facts.removals.contains(removal) { facts.removals.append(removal) }
      return
    }
    guard let found = chain(callee), let method = found.parts.last else { return }
    if Self.additionMethods.contains(method) {
      if let added = call.arguments.first?.expression, createsEachRun(added) {
        let line = call.startLocation(converter: converter).line
        let local = added.as(DeclReferenceExprSyntax.self).map { Self.bare($0.baseName.text) }
        facts.additions.append(
          MethodFacts.Addition(line: line, text: Self.oneLine(call), local: local))
      }
      return
    }
    let labels = call.arguments.map { ($0.label.map { Self.bare($0.text) } ?? "_") + ":" }
    let name = method + "(" + labels.joined() + ")"
    if Self.invalidations.contains(name) {
      let written = (found.parts.dropLast() + [name]).joined(separator: ".")
      if !facts.invalidations.contains(written) { facts.invalidations.append(written) }
    } else if found.parts.count == 1 {
      facts.calls.append(MethodFacts.Call(name: name, base: method))
    }
  }

  /// The methods that add a sublayer or subview, by base name.
  static let additionMethods: Set<String> = [
    "addSublayer", "insertSublayer", "addSubview", "insertSubview",
  ]

  /// `removeFromSuperlayer()` or `removeFromSuperview()` when `callee` calls one of them, on
  /// whatever receiver.
  static func removal(called callee: ExprSyntax) -> String? {
    guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    return ["removeFromSuperlayer", "removeFromSuperview"].contains(name) ? name + "()" : nil
  }

  /// The local that `value`, the right-hand side of an assignment, names, if it is one.
  func localName(_ value: ExprSyntax) -> String? {
    guard let reference = value.as(DeclReferenceExprSyntax.self) else { return nil }
    let name = Self.bare(reference.baseName.text)
    return isLocal(name) ? name : nil
  }

  /// Whether `added` is an object made anew at each run: a construction (`CALayer()`), or a
  /// local the method initialized with one. A stored property added again is only moved.
  func createsEachRun(_ added: ExprSyntax) -> Bool {
    var expr = added
    while let unwrapped = expr.as(ForceUnwrapExprSyntax.self) { expr = unwrapped.expression }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      let name = Self.bare(reference.baseName.text)
      return isLocal(name) && constructedLocals.contains(name)
    }
    return Self.isConstruction(expr)
  }

  /// Whether `expr` calls an initializer by its type's name (`CAShapeLayer()`,
  /// `UILabel.init(frame: .zero)`).
  static func isConstruction(_ expr: ExprSyntax) -> Bool {
    guard let construction = expr.as(FunctionCallExprSyntax.self) else { return false }
    var type = construction.calledExpression
    if let member = type.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base
    {
      type = base
    }
    let name = type.as(DeclReferenceExprSyntax.self)?.baseName.text
    return name?.first?.isUppercase == true
  }

  /// Functions and initializers whose result changes from run to run: the wall clock and
  /// random numbers.
  static let outsideInputCalls: Set<String> = [
    "Date", "NSDate", "Date.init", "Date.now", "CACurrentMediaTime", "CFAbsoluteTimeGetCurrent",
    "arc4random", "arc4random_uniform", "drand48", "random", "UUID",
  ]

  /// Calls that queue work for the main thread to run later.
  static let deferredWorkCalls: Set<String> = [
    "DispatchQueue.main.async", "DispatchQueue.main.asyncAfter", "OperationQueue.main.addOperation",
    "RunLoop.main.perform", "RunLoop.current.perform",
  ]

  /// The callee as written when it queues work for the main thread.
  static func deferredWork(called callee: ExprSyntax) -> String? {
    let written = callee.trimmedDescription.filter { !$0.isWhitespace }
    return deferredWorkCalls.contains(written) ? written : nil
  }

  /// `Date()` or `Int.random` as written when `callee` reads the clock or a random number
  /// (`Date(timeIntervalSince1970: 0)`, with arguments, does not).
  static func outsideInput(called callee: ExprSyntax, arguments: LabeledExprListSyntax)
    -> String?
  {
    let written = callee.trimmedDescription.filter { !$0.isWhitespace }
    if outsideInputCalls.contains(written) {
      let constructs = ["Date", "NSDate", "Date.init", "UUID"].contains(written)
      return constructs && !arguments.isEmpty ? nil : written + "()"
    }
    if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil,
      ["random", "randomElement", "shuffled", "shuffle"].contains(member.declName.baseName.text)
    {
      return written
    }
    return nil
  }

  /// `Date.now`, `Calendar.current` (whose date arithmetic is usually on `Date()`) and the
  /// process clock as written, when `node` reads one of them.
  static func outsideInput(_ node: MemberAccessExprSyntax) -> String? {
    // A callee (`Int.random` in `Int.random(in:)`) is the call's to judge.
    if let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == ExprSyntax(node).id
    {
      return nil
    }
    let written = node.trimmedDescription.filter { !$0.isWhitespace }
    let known = [
      "Date.now", "NSDate.now", "ProcessInfo.processInfo.systemUptime",
      "Date.timeIntervalSinceReferenceDate", "NSDate.timeIntervalSinceReferenceDate",
    ]
    return known.contains(written) ? written : nil
  }

  /// The callee as written without `self.` (`UIView.animate`, `layer.add`) when the call
  /// starts an animation.
  static func animation(called callee: ExprSyntax, arguments: LabeledExprListSyntax) -> String? {
    let written = String(
      callee.trimmedDescription.filter { !$0.isWhitespace }.trimmingPrefix("self."))
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return animationTypes.contains(reference.baseName.text) ? written : nil
    }
    guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    let base = member.base?.trimmedDescription
    let labels = arguments.map { $0.label?.text }
    switch (base, name) {
    case ("UIView", _) where name.hasPrefix("animate") || name.hasPrefix("transition"):
      return written
    case ("CATransaction", "begin"): return written
    case (.some, "add") where labels.count == 2 && labels[1] == "forKey": return written
    default:
      return animationTypes.contains(base ?? "") && name == "init" ? written : nil
    }
  }

  /// `node`'s tokens on one line without comments, each run of whitespace made one space
  /// (inside a multi-line string too), cut to about `textLimit` characters with "…".
  static func oneLine(_ node: some SyntaxProtocol) -> String {
    var written = ""
    var spaceAfter = false
    for token in node.tokens(viewMode: .sourceAccurate) {
      if !written.isEmpty, spaceAfter || !token.leadingTrivia.isEmpty { written += " " }
      written += token.text
      spaceAfter = !token.trailingTrivia.isEmpty
    }
    let text = written.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard text.count > textLimit else { return text }
    return String(text.prefix(textLimit - 1)) + "…"
  }
}
