import SwiftSyntax

/// A layer class that a view names as its `layerClass` but that is declared in a `private`
/// (or `fileprivate`) extension (`private extension ProgressView { class ProgressLayer:
/// CALayer { ... } }`) is as hidden as the extension: UIKit builds it from the view's type,
/// and here the generated registrations must name it from another file. Such an extension
/// loses its access modifier, and each member that writes no access of its own gains
/// `fileprivate`, which is what it had; the layer classes stay internal. Every line stays
/// where it was.
enum PrivateExtensionLayers {
  /// The edits that open `node`'s layer classes (see above); none when the extension is not
  /// hidden or declares none of `layerClasses` directly.
  static func edits(for node: ExtensionDeclSyntax, layerClasses: Set<String>) -> [SourceEdit] {
    let hiding = node.modifiers.hiding
    guard !hiding.isEmpty else { return [] }
    let members = declarations(in: node.memberBlock.members)
    let opened = members.filter { decl in
      guard let layer = decl.as(ClassDeclSyntax.self) else { return false }
      return layerClasses.contains(layer.name.text) && !writesVisibleAccess(layer.modifiers)
    }
    guard !opened.isEmpty else { return [] }
    var edits = hiding.map { SourceEdit(replacing: $0, with: "", trailing: true) }
    for decl in members where !opened.contains(where: { $0.id == decl.id }) {
      guard let (modifiers, keyword) = introducer(of: decl),
        !modifiers.contains(where: { isAccess($0) })
      else { continue }
      let position = keyword.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.append(SourceEdit(range: position..<position, replacement: "fileprivate "))
    }
    return edits
  }

  /// The declarations of a member block, those inside `#if` clauses included.
  private static func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
    members.flatMap { item -> [DeclSyntax] in
      guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
      return conditional.clauses.flatMap { clause -> [DeclSyntax] in
        guard case .decls(let inner) = clause.elements else { return [] }
        return declarations(in: inner)
      }
    }
  }

  /// A declaration's modifiers and the keyword that introduces it, for the kinds an
  /// extension holds; `nil` for others (`#if`, macros).
  private static func introducer(of decl: DeclSyntax) -> (DeclModifierListSyntax, TokenSyntax)? {
    if let node = decl.as(FunctionDeclSyntax.self) { return (node.modifiers, node.funcKeyword) }
    if let node = decl.as(VariableDeclSyntax.self) {
      return (node.modifiers, node.bindingSpecifier)
    }
    if let node = decl.as(InitializerDeclSyntax.self) {
      return (node.modifiers, node.initKeyword)
    }
    if let node = decl.as(SubscriptDeclSyntax.self) {
      return (node.modifiers, node.subscriptKeyword)
    }
    if let node = decl.as(ClassDeclSyntax.self) { return (node.modifiers, node.classKeyword) }
    if let node = decl.as(StructDeclSyntax.self) { return (node.modifiers, node.structKeyword) }
    if let node = decl.as(EnumDeclSyntax.self) { return (node.modifiers, node.enumKeyword) }
    if let node = decl.as(ActorDeclSyntax.self) { return (node.modifiers, node.actorKeyword) }
    if let node = decl.as(TypeAliasDeclSyntax.self) {
      return (node.modifiers, node.typealiasKeyword)
    }
    return nil
  }

  /// Whether `modifier` sets an access level (`private(set)` sets only the setter's).
  private static func isAccess(_ modifier: DeclModifierSyntax) -> Bool {
    guard modifier.detail == nil else { return false }
    return [.private, .fileprivate, .internal, .package, .public, .open].contains {
      modifier.name.tokenKind == .keyword($0)
    }
  }

  /// Whether the class says it is reachable from other files itself (`internal`, `public`).
  private static func writesVisibleAccess(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { modifier in
      modifier.detail == nil
        && [.internal, .package, .public, .open].contains {
          modifier.name.tokenKind == .keyword($0)
        }
    }
  }
}
