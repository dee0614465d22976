import SwiftSyntax

extension FileScanner {
  /// Collects the `@IBInspectable` properties of `node` for the class or extension that
  /// holds it, or says why one cannot be registered.
  mutating func visitVariable(_ node: VariableDeclSyntax, in scope: Scope) {
    guard node.attributes.contains(attribute: "IBInspectable") else { return }
    let membersHidden: Bool
    switch scope.owner {
    case .none:
      if scope.obstacle == nil {
        warn(
          node.bindingSpecifier,
          "@IBInspectable is ignored here: only properties of classes and class extensions "
            + "are registered")
      }
      return
    case .classDeclaration: membersHidden = false
    case .classExtension(_, let hidden): membersHidden = hidden
    }
    let problem = Self.problem(
      with: node, membersHidden: membersHidden, opened: opensHiddenMembers)
    let hiddenReason = Self.hiddenReason(node, membersHidden: membersHidden)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
        continue
      }
      let readOnly = Self.isReadOnly(binding) && problem == nil
      if let problem = problem ?? (readOnly ? "has no setter; add a 'set' accessor" : nil) {
        if scope.obstacle == nil {
          warn(name, "@IBInspectable '\(name.text)' cannot be registered: it \(problem)")
          if let hiddenReason {
            let hidden = HiddenInspectable(
              key: name.text.filter { $0 != "`" }, location: point(name), reason: hiddenReason)
            add(hidden, to: scope.owner)
          }
        }
        continue
      }
      let property = InspectableProperty(
        name: name.text, location: point(name), condition: scope.condition,
        isComputed: Self.isComputed(binding))
      add(property, to: scope.owner)
    }
  }

  /// Why no property of `node` can be set from the registrations file, if one of them
  /// cannot; the text follows "it". With `opened`, a `private` or `fileprivate` property or
  /// setter is reachable (see ``opensHiddenMembers``).
  static func problem(
    with node: VariableDeclSyntax, membersHidden: Bool, opened: Bool = false
  ) -> String? {
    let modifiers = node.modifiers
    if node.bindingSpecifier.tokenKind == .keyword(.let) {
      return "is a constant, which IB cannot set; declare it with 'var'"
    }
    if modifiers.isStatic {
      return "belongs to the type, not to its instances; remove 'static'"
    }
    if node.attributes.marksUnavailableEverywhere {
      return "is marked unavailable, so no Swift code can set it (Interface Builder sets it by "
        + "key-value coding); it is left out"
    }
    if !opened, let access = modifiers.hidingAccess {
      return "is \(access), so other files cannot reach it; make it internal"
    }
    if membersHidden, !modifiers.hasAccessLevel {
      return "is in a private extension, so other files cannot reach it; make it internal"
    }
    if !opened, let setter = modifiers.hidingSetterAccess {
      return "has a \(setter) setter, so other files cannot set it; make the setter internal"
    }
    return nil
  }

  /// Why other files cannot set the properties of `node` though key-value coding can, as in
  /// ``problem(with:membersHidden:)`` and following "it"; `nil` when that is not the problem.
  static func hiddenReason(_ node: VariableDeclSyntax, membersHidden: Bool) -> String? {
    let modifiers = node.modifiers
    if node.bindingSpecifier.tokenKind == .keyword(.let) || modifiers.isStatic { return nil }
    if node.attributes.marksUnavailableEverywhere { return "is marked unavailable" }
    if let access = modifiers.hidingAccess { return "is \(access)" }
    if membersHidden, !modifiers.hasAccessLevel { return "is in a private extension" }
    if let setter = modifiers.hidingSetterAccess { return "has a \(setter) setter" }
    return nil
  }

  /// Whether a binding has a getter and no setter (`var x: Int { 1 }`).
  static func isReadOnly(_ binding: PatternBindingSyntax) -> Bool {
    let (reads, writes) = accessors(binding)
    return reads && !writes
  }

  /// Whether `binding` has a getter of its own (a computed property, not one stored with
  /// observers).
  static func isComputed(_ binding: PatternBindingSyntax) -> Bool { accessors(binding).reads }

  /// Whether `binding` declares an accessor that reads it and one that writes it; a bare
  /// getter block (`{ 1 }`) reads.
  private static func accessors(_ binding: PatternBindingSyntax) -> (reads: Bool, writes: Bool) {
    switch binding.accessorBlock?.accessors {
    case .none: return (false, false)
    case .getter: return (true, false)
    case .accessors(let accessors):
      let kinds = Set(accessors.map(\.accessorSpecifier.text))
      return (
        !kinds.isDisjoint(with: ["get", "_read", "read", "unsafeAddress"]),
        !kinds.isDisjoint(with: ["set", "_modify", "modify", "unsafeMutableAddress"])
      )
    }
  }

  mutating func add(_ hidden: HiddenInspectable, to owner: Scope.Owner) {
    switch owner {
    case .classDeclaration(let index): scan.classes[index].hiddenInspectables.append(hidden)
    case .classExtension(let index, _): scan.extensions[index].hiddenInspectables.append(hidden)
    case .none: break
    }
  }

  mutating func add(_ property: InspectableProperty, to owner: Scope.Owner) {
    switch owner {
    case .classDeclaration(let index): scan.classes[index].inspectables.append(property)
    case .classExtension(let index, _): scan.extensions[index].inspectables.append(property)
    case .none: break
    }
  }

  /// Notes an initializer of the class being walked: whether it is `init(frame:)` (designated
  /// or convenience) and whether other files can call it, or whether it is another designated
  /// one, which stops the class inheriting `init(frame:)`.
  mutating func visitInitializer(_ node: InitializerDeclSyntax, in scope: Scope) {
    guard case .classDeclaration(let index) = scope.owner else { return }
    let parameters = node.signature.parameterClause.parameters
    let isFrame =
      parameters.first?.firstName.text == "frame"
      && parameters.dropFirst().allSatisfy { $0.defaultValue != nil }
    if !isFrame, node.modifiers.isConvenience { return }
    let mark = node.optionalMark?.text ?? ""
    var facts = scan.classes[index].initializers
    if isFrame, facts.frame == nil {
      var problem: String?
      if let access = node.modifiers.hidingAccess {
        problem = "its init(frame:) is \(access); make it internal"
      } else if node.attributes.marksUnavailableEverywhere {
        problem = "its init(frame:) is marked unavailable"
      } else if mark == "?" {
        problem = "its init?(frame:) can fail; make it init(frame:)"
      }
      facts.frame = (point(node.initKeyword), problem)
    } else if !isFrame {
      let labels = parameters.map { "\($0.firstName.text):" }.joined()
      let signature = "init\(mark)(\(labels))"
      if facts.otherDesignated == nil {
        facts.otherDesignated = (signature, point(node.initKeyword))
      }
      facts.otherDesignatedSignatures.append(signature)
    }
    scan.classes[index].initializers = facts
  }
}
