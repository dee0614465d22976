import SwiftSyntax

/// Reads one method's body (parsed, not type-checked) for what it does to the view: the
/// properties it assigns and from what, the methods it calls on `self`, the invalidations it
/// asks for and the animations it starts.
///
/// Names are resolved by scope alone: a name that a parameter, `let`, `var`, pattern or
/// closure parameter in scope declares is local; any other lowercase name is the view's own.
/// Closures, nested functions, `defer` and `#if` clauses count as part of the method; nested
/// types do not.
final class MethodBodyScanner: SyntaxVisitor {
  let converter: SourceLocationConverter
  /// The names declared in each enclosing scope, innermost last.
  private var scopes: [Set<String>]
  var facts: MethodFacts
  /// The locals initialized with a construction (`let shape = CAShapeLayer()`), by name.
  var constructedLocals: Set<String> = []
  /// The locals the method keeps in one of the view's properties (`pieLayer = pie`), which
  /// is how a layer made once is kept: adding one of them is not counted as made every run.
  var keptLocals: Set<String> = []
  /// The locals whose autoresizing constraints the method turns off
  /// (`stack.translatesAutoresizingMaskIntoConstraints = false`).
  var constrainedLocals: Set<String> = []
  /// For each enclosing code block, innermost last, whether its statements run only the
  /// first time (`OnceTest`).
  private var onceBlocks: [Bool] = []

  private init(facts: MethodFacts, parameters: Set<String>, converter: SourceLocationConverter) {
    self.facts = facts
    self.scopes = [parameters]
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  /// `facts` completed from `body`, where `parameters` are the method's own local names.
  static func scan(
    _ body: some SyntaxProtocol, into facts: MethodFacts, parameters: Set<String>,
    converter: SourceLocationConverter
  ) -> MethodFacts {
    let scanner = MethodBodyScanner(facts: facts, parameters: parameters, converter: converter)
    scanner.walk(body)
    var facts = scanner.facts
    facts.additions.removeAll { $0.local.map(scanner.keptLocals.contains) ?? false }
    for index in facts.additions.indices {
      if let local = facts.additions[index].local, scanner.constrainedLocals.contains(local) {
        facts.additions[index].followsConstraints = true
      }
    }
    return facts
  }

  /// Whether `name` is a parameter or local of the method rather than one of the view's.
  func isLocal(_ name: String) -> Bool {
    name.hasPrefix("$") || scopes.contains { $0.contains(name) }
  }

  private func declare(_ name: String) {
    guard !scopes.isEmpty else { return }
    scopes[scopes.count - 1].insert(name)
  }

  private func enter(_ names: Set<String> = []) -> SyntaxVisitorContinueKind {
    scopes.append(names)
    return .visitChildren
  }

  private func leave() { _ = scopes.popLast() }

  // MARK: Scopes

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    let owner = node.parent?.as(IfExprSyntax.self)
    onceBlocks.append(
      owner.map {
        $0.body.id == node.id && OnceTest.holds(for: $0.conditions, namesTheView: namesTheView)
      }
        ?? false)
    return enter()
  }
  override func visitPost(_ node: CodeBlockSyntax) {
    _ = onceBlocks.popLast()
    leave()
  }

  /// Whether `expression` is a member chain of the view (`line.superlayer`, `self.dot`).
  private func namesTheView(_ expression: ExprSyntax) -> Bool {
    guard let found = chain(expression) else { return false }
    return !found.parts.isEmpty
  }

  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    // `guard band == nil else { return }`: what follows in the block runs only once.
    if !onceBlocks.isEmpty, OnceTest.holds(for: node.conditions, namesTheView: namesTheView),
      OnceTest.leaves(node.body)
    {
      onceBlocks[onceBlocks.count - 1] = true
    }
    return .visitChildren
  }
  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { enter() }
  override func visitPost(_ node: IfExprSyntax) { leave() }
  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { enter() }
  override func visitPost(_ node: WhileStmtSyntax) { leave() }
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { enter() }
  override func visitPost(_ node: ForStmtSyntax) { leave() }
  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { enter() }
  override func visitPost(_ node: SwitchCaseSyntax) { leave() }

  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    enter(node.catchItems.isEmpty ? ["error"] : [])
  }
  override func visitPost(_ node: CatchClauseSyntax) { leave() }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    enter(Self.parameterNames(of: node))
  }
  override func visitPost(_ node: ClosureExprSyntax) { leave() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(Self.bare(node.name.text))
    let parameters = node.signature.parameterClause.parameters.map {
      Self.bare(($0.secondName ?? $0.firstName).text)
    }
    return enter(Set(parameters))
  }
  override func visitPost(_ node: FunctionDeclSyntax) { leave() }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value, Self.isConstruction(value)
    {
      constructedLocals.insert(Self.bare(name))
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    declare(Self.bare(node.identifier.text))
    return .skipChildren
  }

  // A nested type's members are not the method's.
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // MARK: Facts

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count == 3, Self.isAssignment(elements[1]),
      let local = constrainedLocal(elements[0], value: elements[2])
    {
      constrainedLocals.insert(local)
    }
    guard elements.count >= 3, Self.isAssignment(elements[1]),
      let property = assignedProperty(elements[0])
    else { return .visitChildren }
    var reads: [String] = []
    for element in elements.dropFirst(2) {
      collectReads(in: Syntax(element), closureLocals: [], into: &reads)
    }
    if elements.count == 3, let local = localName(elements[2]) { keptLocals.insert(local) }
    let line = node.startLocation(converter: converter).line
    facts.assignments.append(
      MethodFacts.Assignment(
        property: property, reads: reads, line: line, text: Self.oneLine(node),
        once: onceBlocks.contains(true)))
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    record(node)
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let input = Self.outsideInput(node) { recordInput(input, at: Syntax(node)) }
    if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
      !Self.isAssignmentTarget(Syntax(node))
    {
      facts.propertyReads.insert(Self.bare(node.declName.baseName.text))
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
    if !isMemberName, case .identifier = node.baseName.tokenKind,
      !Self.isAssignmentTarget(Syntax(node))
    {
      let name = Self.bare(node.baseName.text)
      if name.first?.isUppercase == false, !isLocal(name) { facts.propertyReads.insert(name) }
    }
    return .visitChildren
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    let namesFlag = node.condition?.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind == .identifier(Self.interfaceBuilderFlag)
    }
    if namesFlag == true {
      facts.interfaceBuilderBranches.append(node.startLocation(converter: converter).line)
    }
    return .visitChildren
  }

  /// The local in `local.translatesAutoresizingMaskIntoConstraints = false`.
  private func constrainedLocal(_ target: ExprSyntax, value: ExprSyntax) -> String? {
    guard let member = target.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "translatesAutoresizingMaskIntoConstraints",
      value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
      let base = member.base.flatMap(localName)
    else { return nil }
    return base
  }

  /// The compilation condition Interface Builder's build of a designable defines.
  static let interfaceBuilderFlag = "TARGET_INTERFACE_BUILDER"

  /// A name without the backticks that let it be a keyword.
  static func bare(_ name: String) -> String { name.filter { $0 != "`" } }

  /// The names a closure's signature declares: parameters and captures other than `self`.
  static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
    guard let signature = closure.signature else { return [] }
    var names: Set<String> = []
    switch signature.parameterClause {
    case .simpleInput(let list):
      for parameter in list { names.insert(bare(parameter.name.text)) }
    case .parameterClause(let clause):
      for parameter in clause.parameters {
        names.insert(bare((parameter.secondName ?? parameter.firstName).text))
      }
    case .none: break
    }
    for capture in signature.capture?.items ?? [] where capture.name.text != "self" {
      names.insert(bare(capture.name.text))
    }
    return names
  }
}
