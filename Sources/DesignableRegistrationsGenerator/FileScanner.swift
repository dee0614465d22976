import SwiftSyntax

/// Walks the declarations of one file (parsed, not type-checked) and collects its classes,
/// the extensions that add `@IBInspectable` properties, and its imports.
///
/// Only declarations at file scope and inside type bodies are walked: a class declared in a
/// function body cannot be reached from another file.
struct FileScanner {
  /// Where a declaration sits while walking.
  struct Scope {
    /// Where a property found here belongs.
    enum Owner {
      case none
      case classDeclaration(Int)
      /// An extension, and whether its members are private unless they say otherwise.
      case classExtension(Int, membersHidden: Bool)
    }

    var enclosingTypes: [String] = []
    var condition = BuildCondition.always
    var obstacle: ClassDeclaration.Obstacle?
    var owner = Owner.none
    var isFileScope = true
    /// The line of the clause on `TARGET_INTERFACE_BUILDER` this scope sits in (or after,
    /// in the same `#if`), inside the nearest type.
    var flagClause: Int?
  }

  let path: String
  let converter: SourceLocationConverter
  /// Whether `private` and `fileprivate` `@IBInspectable` and `@IBOutlet` properties are
  /// reachable: DesignableAdapterPlugin makes them internal, as Interface Builder sets them by
  /// key-value coding whatever their access.
  var opensHiddenMembers = false
  var scan = FileScan()

  /// Scans the file at `path` parsed as `tree`; a file that does not parse gives a warning
  /// and nothing else. With `adapted` (DesignableAdapterPlugin compiles it), hidden members
  /// are opened (see above).
  static func scan(path: String, tree: SourceFileSyntax, adapted: Bool = false) -> FileScan {
    var scanner = FileScanner(
      path: path, converter: SourceLocationConverter(fileName: path, tree: tree),
      opensHiddenMembers: adapted)
    if tree.hasError {
      scanner.reportParseFailure(of: tree)
    } else {
      scanner.walk(tree.statements, in: Scope())
    }
    return scanner.scan
  }

  func point(_ node: some SyntaxProtocol) -> SourcePoint {
    let location = node.startLocation(converter: converter)
    return SourcePoint(path: path, line: location.line, column: location.column)
  }

  mutating func warn(_ node: some SyntaxProtocol, _ message: String) {
    scan.diagnostics.append(Diagnostic(.warning, at: point(node), message))
  }

  mutating func walk(_ statements: CodeBlockItemListSyntax, in scope: Scope) {
    for statement in statements {
      if case .decl(let decl) = statement.item { visit(decl, in: scope) }
    }
  }

  mutating func walk(_ members: MemberBlockItemListSyntax, in scope: Scope) {
    for member in members { visit(member.decl, in: scope) }
  }

  mutating func visit(_ decl: DeclSyntax, in scope: Scope) {
    noteFlagged(decl, in: scope)
    if scope.isFileScope, let name = Self.declaredName(decl),
      name.text == RegistrationsRenderer.typeName
    {
      scan.ownLists.append(point(name))
    }
    if let node = decl.as(ClassDeclSyntax.self) {
      visitClass(node, in: scope)
    } else if let node = decl.as(ExtensionDeclSyntax.self) {
      visitExtension(node, in: scope)
    } else if let node = decl.as(IfConfigDeclSyntax.self) {
      visitIfConfig(node, in: scope)
    } else if let node = decl.as(VariableDeclSyntax.self) {
      recordAccessors(of: node, in: scope)
      recordStoredProperties(of: node, in: scope)
      visitVariable(node, in: scope)
      visitOutlet(node, in: scope)
      visitLayerClass(node, in: scope)
    } else if let node = decl.as(InitializerDeclSyntax.self) {
      recordInitializer(node, in: scope)
      recordPlainInitializer(node, in: scope)
      visitInitializer(node, in: scope)
    } else if let node = decl.as(FunctionDeclSyntax.self) {
      visitFunction(node, in: scope)
    } else if let node = decl.as(ImportDeclSyntax.self), scope.isFileScope {
      visitImport(node, in: scope)
    } else if let group = decl.asProtocol(DeclGroupSyntax.self),
      let name = group.typeName
    {
      // Structs, enums and actors can hold classes, not inspectables.
      let inner = nested(
        scope, in: name, modifiers: group.modifiers,
        generic: group.hasGenericParameters)
      scan.otherTypes.append(inner.enclosingTypes.joined(separator: "."))
      walk(group.memberBlock.members, in: inner)
    }
  }

  /// The name a type declaration introduces (`class`, `struct`, `enum`, `actor`, `typealias`).
  static func declaredName(_ decl: DeclSyntax) -> TokenSyntax? {
    if let node = decl.as(ClassDeclSyntax.self) { return node.name }
    if let node = decl.as(StructDeclSyntax.self) { return node.name }
    if let node = decl.as(EnumDeclSyntax.self) { return node.name }
    if let node = decl.as(ActorDeclSyntax.self) { return node.name }
    if let node = decl.as(TypeAliasDeclSyntax.self) { return node.name }
    return nil
  }

  /// The scope inside a type named `name` that sits in `scope`.
  func nested(
    _ scope: Scope, in name: String, modifiers: DeclModifierListSyntax, generic: Bool
  ) -> Scope {
    var inner = scope
    inner.enclosingTypes.append(name)
    inner.isFileScope = false
    inner.owner = .none
    inner.flagClause = nil
    let qualified = inner.enclosingTypes.joined(separator: ".")
    if inner.obstacle == nil, let access = modifiers.hidingAccess {
      inner.obstacle = .notReachable(type: qualified, access: access)
    } else if inner.obstacle == nil, case .classExtension(_, membersHidden: true) = scope.owner,
      !modifiers.hasAccessLevel
    {
      // A type in a `private` extension is as hidden as the extension's members.
      inner.obstacle = .notReachable(type: qualified, access: "in a private extension")
    } else if inner.obstacle == nil, generic {
      inner.obstacle = .generic(qualified)
    }
    return inner
  }

  mutating func visitClass(_ node: ClassDeclSyntax, in scope: Scope) {
    var inner = nested(
      scope, in: node.name.text, modifiers: node.modifiers,
      generic: node.genericParameterClause != nil)
    if inner.obstacle == nil, node.attributes.marksUnavailableEverywhere {
      inner.obstacle = .unavailable(inner.enclosingTypes.joined(separator: "."))
    }
    var declaration = ClassDeclaration(
      name: inner.enclosingTypes.joined(separator: "."), location: point(node.name),
      condition: scope.condition, obstacle: inner.obstacle,
      isDesignable: node.attributes.contains(attribute: "IBDesignable"),
      objectiveCName: node.attributes.objectiveCName)
    if let inherited = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
      let scopes = scope.enclosingTypes.indices.reversed().map {
        scope.enclosingTypes[...$0].joined(separator: ".") + "."
      }
      declaration.superclassCandidates = (scopes + [""]).map { $0 + inherited }
    }
    if let line = scope.flagClause {
      declaration.flagged = [.init(path: path, line: line, names: ["class " + node.name.text])]
    }
    inner.owner = .classDeclaration(scan.classes.count)
    scan.classes.append(declaration)
    walk(node.memberBlock.members, in: inner)
  }

  mutating func visitExtension(_ node: ExtensionDeclSyntax, in scope: Scope) {
    let name = node.extendedType.trimmedDescription.filter { !$0.isWhitespace }
    var inner = scope
    inner.enclosingTypes = [name]
    inner.isFileScope = false
    inner.flagClause = nil
    let isGeneric = name.contains("<") || node.genericWhereClause != nil
    let isDesignable = node.attributes.contains(attribute: "IBDesignable")
    if isGeneric, isDesignable || node.declaresInspectables {
      warn(
        node.extendedType,
        "'\(name)' is extended with generic arguments or a where clause, so its "
          + "@IBInspectable properties cannot be registered; declare them in a plain "
          + "'extension \(name.prefix { $0 != "<" })'")
    }
    if !isGeneric {
      inner.owner = .classExtension(
        scan.extensions.count, membersHidden: node.modifiers.hidingAccess != nil)
      var addition = ClassExtension(
        name: name, location: point(node.extendedType), condition: scope.condition,
        isDesignable: isDesignable)
      if let line = scope.flagClause {
        addition.flagged = [.init(path: path, line: line, names: ["extension " + name])]
      }
      scan.extensions.append(addition)
    } else {
      inner.owner = .none
      inner.obstacle = .generic(name)
    }
    walk(node.memberBlock.members, in: inner)
  }

  /// Walks each clause of `#if ... #elseif ... #else ... #endif` under its own condition: its
  /// own test, and the negation of every test before it. A clause on the Interface Builder
  /// flag, and every clause after it, is noted as differing between the two builds.
  mutating func visitIfConfig(_ node: IfConfigDeclSyntax, in scope: Scope) {
    var before = scope.condition
    var flagClause = scope.flagClause
    for clause in node.clauses {
      var inner = scope
      flagClause = flagClause ?? flagClauseLine(clause)
      inner.flagClause = flagClause
      if let test = clause.condition.map(Self.oneLine) {
        inner.condition = before.and(test)
        before = before.andNot(test)
      } else {
        inner.condition = before
      }
      switch clause.elements {
      case .statements(let statements): walk(statements, in: inner)
      case .decls(let members): walk(members, in: inner)
      default: break
      }
    }
  }

  /// A condition's text without comments, each run of whitespace made one space.
  static func oneLine(_ condition: ExprSyntax) -> String {
    condition.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Modules of Apple's SDKs that a component's file may import unconditionally and that
  /// DesignableAdapterPlugin adapts (`import CoreText` becomes `import DesignableUIKit`).
  static let appleOnlyModules: Set<String> = ["UIKit", "ObjectiveC", "Darwin", "CoreText"]

  /// Apple's modules whose submodules and single declarations (`import CoreGraphics.CGContext`,
  /// `import struct CoreGraphics.CGPoint`) the registrations import as the whole module, which
  /// exists on every platform, as a module of its own here without those parts.
  static let wholeModules: Set<String> = ["CoreGraphics", "QuartzCore", "CoreImage"]

  mutating func visitImport(_ node: ImportDeclSyntax, in scope: Scope) {
    var words = node.modifiers.map(\.name.text)
    words.append("import")
    if let first = node.path.first?.name.text, Self.wholeModules.contains(first),
      node.path.count > 1
    {
      words.append(first)
    } else {
      if let kind = node.importKindSpecifier { words.append(kind.text) }
      words.append(node.path.trimmedDescription)
    }
    // A module only Apple platforms have (a file's `import UIKit` outside the import switch,
    // which DesignableAdapterPlugin adapts) is imported where it exists.
    var condition = scope.condition
    if let module = node.path.first?.name.text, Self.appleOnlyModules.contains(module),
      !condition.terms.contains("canImport(\(module))")
    {
      condition = condition.and("canImport(\(module))")
    }
    scan.imports.append(FileScan.Import(line: words.joined(separator: " "), condition: condition))
  }
}
