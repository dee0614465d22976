import SwiftSyntax

extension DeclGroupSyntax {
  /// The name of a struct, enum or actor, whose body may hold nested classes; `nil` for
  /// other groups.
  var typeName: String? {
    if let node = self.as(StructDeclSyntax.self) { return node.name.text }
    if let node = self.as(EnumDeclSyntax.self) { return node.name.text }
    if let node = self.as(ActorDeclSyntax.self) { return node.name.text }
    return nil
  }

  /// Whether a struct, enum or actor has generic parameters.
  var hasGenericParameters: Bool {
    if let node = self.as(StructDeclSyntax.self) { return node.genericParameterClause != nil }
    if let node = self.as(EnumDeclSyntax.self) { return node.genericParameterClause != nil }
    if let node = self.as(ActorDeclSyntax.self) { return node.genericParameterClause != nil }
    return false
  }

  /// Whether `@IBInspectable` is written anywhere in the body (comments do not count).
  var declaresInspectables: Bool {
    memberBlock.tokens(viewMode: .sourceAccurate).contains { $0.text == "IBInspectable" }
  }
}
