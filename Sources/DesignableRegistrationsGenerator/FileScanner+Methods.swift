import SwiftSyntax

extension FileScanner {
  /// Notes a method of the class or extension being walked: its name, for telling calls of
  /// the target's own methods apart, and what its body does.
  mutating func visitFunction(_ node: FunctionDeclSyntax, in scope: Scope) {
    guard Self.recordsMethods(scope), !node.modifiers.isStatic,
      case .identifier = node.name.tokenKind
    else { return }
    let parameters = node.signature.parameterClause.parameters
    let name = Self.reference(MethodBodyScanner.bare(node.name.text), parameters)
    scan.declaredMethods.append(name)
    guard let body = node.body else { return }
    record(name, at: node.name, body: body, locals: Self.localNames(parameters), in: scope)
  }

  /// Notes an initializer of the class or extension being walked, as `visitFunction` does.
  mutating func recordInitializer(_ node: InitializerDeclSyntax, in scope: Scope) {
    guard Self.recordsMethods(scope) else { return }
    let parameters = node.signature.parameterClause.parameters
    let name = Self.reference("init", parameters)
    scan.declaredMethods.append(name)
    guard let body = node.body else { return }
    record(name, at: node.initKeyword, body: body, locals: Self.localNames(parameters), in: scope)
  }

  /// Notes what the `willSet`, `didSet` and `set` accessors of a property do, as
  /// `lineWidth.didSet` or `value.set`.
  mutating func recordAccessors(of node: VariableDeclSyntax, in scope: Scope) {
    guard Self.recordsMethods(scope), !node.modifiers.isStatic else { return }
    for binding in node.bindings {
      guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
        case .accessors(let accessors) = binding.accessorBlock?.accessors
      else { continue }
      for accessor in accessors {
        let kind = accessor.accessorSpecifier.text
        guard let implicit = Self.accessorParameters[kind], let body = accessor.body else {
          continue
        }
        let parameter = accessor.parameters?.name.text ?? implicit
        let name = MethodBodyScanner.bare(property.text) + "." + kind
        record(name, at: accessor.accessorSpecifier, body: body, locals: [parameter], in: scope)
      }
    }
  }

  /// Notes the plain stored properties a class declares (no accessors, no observers) and the
  /// reads of the clock or of random numbers in their initial values
  /// (`var startTime = CACurrentMediaTime()`), as inputs kept in the property by a method
  /// named `startTime.initialValue`.
  mutating func recordStoredProperties(of node: VariableDeclSyntax, in scope: Scope) {
    guard case .classDeclaration(let index) = scope.owner, !node.modifiers.isStatic else {
      return
    }
    for binding in node.bindings where binding.accessorBlock == nil {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
        continue
      }
      let property = MethodBodyScanner.bare(name.text)
      scan.classes[index].storedProperties.insert(property)
      guard let value = binding.initializer?.value else { continue }
      let start = MethodFacts(
        name: property + ".initialValue", path: path, line: point(name).line)
      let read = MethodBodyScanner.scan(value, into: start, parameters: [], converter: converter)
      guard !read.outsideInputs.isEmpty else { continue }
      var facts = start
      facts.storedInputs = read.outsideInputs.map {
        MethodFacts.StoredInput(property: property, input: $0)
      }
      scan.classes[index].methods.append(facts)
    }
  }

  /// The implicit parameter of each accessor whose body is recorded.
  private static let accessorParameters = [
    "willSet": "newValue", "didSet": "oldValue",
    "set": "newValue",
  ]

  /// Whether members found in `scope` belong to a class or a class extension.
  private static func recordsMethods(_ scope: Scope) -> Bool {
    if case .none = scope.owner { return false }
    return true
  }

  /// `base(label:_:)`: the name a reference to a function with `parameters` spells.
  static func reference(_ base: String, _ parameters: FunctionParameterListSyntax) -> String {
    base + "(" + parameters.map { MethodBodyScanner.bare($0.firstName.text) + ":" }.joined()
      + ")"
  }

  /// The names the parameters are known by inside the body.
  private static func localNames(_ parameters: FunctionParameterListSyntax) -> Set<String> {
    Set(parameters.map { MethodBodyScanner.bare(($0.secondName ?? $0.firstName).text) })
  }

  /// Scans `body` and keeps the facts for the class or extension that owns `scope`, unless
  /// there is nothing to record. A `draw(_:)` is kept even then: the checker asks whether
  /// the class draws in one of its own (a context's `move(to:)` and `strokePath()` record
  /// nothing else).
  private mutating func record(
    _ name: String, at token: TokenSyntax, body: some SyntaxProtocol, locals: Set<String>,
    in scope: Scope
  ) {
    let start = MethodFacts(name: name, path: path, line: point(token).line)
    var facts = MethodBodyScanner.scan(
      body, into: start, parameters: locals, converter: converter)
    facts.trap = MethodBodyScanner.unconditionalTrap(in: body, converter: converter)
    guard facts.isKept else { return }
    switch scope.owner {
    case .classDeclaration(let index): scan.classes[index].methods.append(facts)
    case .classExtension(let index, _): scan.extensions[index].methods.append(facts)
    case .none: break
    }
  }
}
