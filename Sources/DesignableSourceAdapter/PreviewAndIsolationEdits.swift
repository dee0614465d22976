import SwiftSyntax

/// What Xcode's UIKit accepts beyond Objective-C and Designable's does not, edited away in
/// one file, every line kept where it was:
///
/// - `#Preview { ... }` (with its attributes) becomes blank lines: it is Xcode's canvas, which
///   nothing shows here, and the macro exists only in Apple's SDKs.
/// - `@MainActor` goes from declarations (a class, a protocol, a method, a property): UIKit's
///   views are main-actor isolated on iOS and not here, so a view class marked so could not
///   override their methods, nor a model marked so be used from its view. On a closure or a
///   function type it stays: calling nonisolated code from the main actor is allowed.
final class PreviewAndIsolationEdits: SyntaxVisitor {
  private(set) var edits: [SourceEdit] = []
  /// The ranges of the previews erased, in which no other edit may fall.
  private(set) var erased: [Range<Int>] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "Preview" else { return .visitChildren }
    erase(node)
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    // At the top level of a file, `#Preview { ... }` may parse as an expression.
    guard node.macroName.text == "Preview", node.parent?.is(CodeBlockItemSyntax.self) == true
    else { return .visitChildren }
    erase(node)
    return .skipChildren
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    guard node.attributeName.trimmedDescription == "MainActor",
      let owner = node.parent?.parent, owner.isProtocol(DeclSyntaxProtocol.self)
    else { return .visitChildren }
    edits.append(SourceEdit(replacing: node, with: "", trailing: true))
    return .skipChildren
  }

  /// `node` becomes as many line breaks as it spans.
  private func erase(_ node: some SyntaxProtocol) {
    let edit = SourceEdit(blanking: node)
    edits.append(edit)
    erased.append(edit.range)
  }
}
