import SwiftSyntax

/// Declarations of a class, or of an extension of it, that sit in an `#if` clause naming
/// `TARGET_INTERFACE_BUILDER` (or in a later clause of that `#if`): Interface Builder's
/// build compiles one set of them and the app's another.
struct FlaggedDeclarations: Sendable, Equatable {
  /// The file that declares them.
  let path: String
  /// The line of the `#if` or `#elseif` clause that names the flag.
  let line: Int
  /// What each declaration is, as written in a finding: `extension Plot`,
  /// `numberOfPoints()`, `var sampleData`.
  var names: [String]
}

extension FileScanner {
  /// The line of `clause` when its condition names the Interface Builder flag.
  func flagClauseLine(_ clause: IfConfigClauseSyntax) -> Int? {
    let namesFlag = clause.condition?.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind == .identifier(MethodBodyScanner.interfaceBuilderFlag)
    }
    return namesFlag == true ? point(clause).line : nil
  }

  /// Notes `decl`, found in a clause on the flag inside a class or extension, on its owner.
  mutating func noteFlagged(_ decl: DeclSyntax, in scope: Scope) {
    guard let line = scope.flagClause, !decl.is(IfConfigDeclSyntax.self),
      let name = Self.flaggedName(decl)
    else { return }
    switch scope.owner {
    case .classDeclaration(let index):
      Self.add(name, line: line, path: path, to: &scan.classes[index].flagged)
    case .classExtension(let index, _):
      Self.add(name, line: line, path: path, to: &scan.extensions[index].flagged)
    case .none: break
    }
  }

  /// Adds `name` to the entry of the clause at `line`, making one if needed.
  static func add(
    _ name: String, line: Int, path: String, to list: inout [FlaggedDeclarations]
  ) {
    if let index = list.firstIndex(where: { $0.line == line && $0.path == path }) {
      if !list[index].names.contains(name) { list[index].names.append(name) }
    } else {
      list.append(FlaggedDeclarations(path: path, line: line, names: [name]))
    }
  }

  /// How a finding names a declaration: `draw(_:)`, `var sampleData`, `class Inner`.
  static func flaggedName(_ decl: DeclSyntax) -> String? {
    if let node = decl.as(FunctionDeclSyntax.self) {
      return reference(
        MethodBodyScanner.bare(node.name.text),
        node.signature.parameterClause
          .parameters)
    }
    if let node = decl.as(InitializerDeclSyntax.self) {
      return reference("init", node.signature.parameterClause.parameters)
    }
    if let node = decl.as(VariableDeclSyntax.self) {
      let names = node.bindings.compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self).map {
          MethodBodyScanner.bare($0.identifier.text)
        }
      }
      return names.isEmpty ? nil : "var " + names.joined(separator: ", ")
    }
    if let node = decl.as(ExtensionDeclSyntax.self) {
      return "extension " + node.extendedType.trimmedDescription
    }
    if let name = declaredName(decl) { return keyword(decl) + name.text }
    if let node = decl.as(SubscriptDeclSyntax.self) {
      return "subscript" + node.parameterClause.trimmedDescription
    }
    return nil
  }

  private static func keyword(_ decl: DeclSyntax) -> String {
    if decl.is(ClassDeclSyntax.self) { return "class " }
    if decl.is(StructDeclSyntax.self) { return "struct " }
    if decl.is(EnumDeclSyntax.self) { return "enum " }
    if decl.is(ActorDeclSyntax.self) { return "actor " }
    return "typealias "
  }
}
