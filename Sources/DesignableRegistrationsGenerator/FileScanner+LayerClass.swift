import SwiftSyntax

extension FileScanner {
  /// Notes the classes a class names as its `layerClass` (`override class var layerClass:
  /// AnyClass { ShapeLayer.self }`), so that the generated list can build them.
  mutating func visitLayerClass(_ node: VariableDeclSyntax, in scope: Scope) {
    guard case .classDeclaration(let index) = scope.owner, node.modifiers.isStatic,
      let binding = node.bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "layerClass",
      let accessors = binding.accessorBlock
    else { return }
    let finder = MetatypeFinder(viewMode: .sourceAccurate)
    finder.walk(accessors)
    for (name, node) in finder.found {
      scan.classes[index].layerClasses.append(
        ClassDeclaration.LayerClass(name: name, location: point(node), condition: scope.condition))
    }
  }

  /// Notes an `init()` a class declares, designated or convenience, and what stops other
  /// files from calling it, if anything.
  mutating func recordPlainInitializer(_ node: InitializerDeclSyntax, in scope: Scope) {
    guard case .classDeclaration(let index) = scope.owner,
      node.signature.parameterClause.parameters.isEmpty,
      scan.classes[index].initializers.plain == nil
    else { return }
    var problem: String?
    if let access = node.modifiers.hidingAccess {
      problem = "its init() is \(access)"
    } else if let mark = node.optionalMark?.text {
      problem = "its init\(mark)() can fail"
    }
    scan.classes[index].initializers.plain = (point(node.initKeyword), problem)
  }
}

/// The types a getter returns as metatypes (`Name.self`, `Outer.Name.self`), in source order.
private final class MetatypeFinder: SyntaxVisitor {
  var found: [(String, MemberAccessExprSyntax)] = []

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.declName.baseName.text == "self", let base = node.base else {
      return .visitChildren
    }
    let name = base.trimmedDescription.filter { !$0.isWhitespace }
    let isTypeName = name.split(separator: ".").allSatisfy {
      $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    if isTypeName, !found.contains(where: { $0.0 == name }) { found.append((name, node)) }
    return .skipChildren
  }
}
