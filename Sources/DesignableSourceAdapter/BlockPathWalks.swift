import SwiftSyntax

/// The walk over a path's elements that iOS code writes with an Objective-C block, a snippet
/// many components copy: `extension CGPath { func forEach(body: @escaping @convention(block)
/// (CGPathElement) -> Void) { ... self.apply(info: unsafeBitCast(body, ...), function: ...) }
/// }`. Its trick (a block passed as a raw pointer) needs Objective-C's blocks, and a
/// `@convention(block)` or `@convention(c)` function cannot take Swift's `CGPathElement`
/// here. So `@convention(block)` goes from function types over `CGPathElement`, and such a
/// method of a `CGPath` extension that casts its block (`unsafeBitCast`) gets, on its first
/// line, the body `applyWithBlock { body($0.pointee) }`, which does the same walk; its other
/// lines become blank.
final class BlockPathWalks: SyntaxVisitor {
  private(set) var edits: [SourceEdit] = []
  /// The bodies replaced, in which no other edit may fall.
  private(set) var erased: [Range<Int>] = []
  /// The file's type aliases of such a block type (`typealias Applier = @convention(block)
  /// (CGPathElement) -> Void`).
  private var blockAliases: Set<String> = []

  init(_ tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    let finder = AliasFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    blockAliases = finder.names
  }

  override func visit(_ node: AttributedTypeSyntax) -> SyntaxVisitorContinueKind {
    guard Self.walksElements(node) else { return .visitChildren }
    for element in node.attributes {
      guard let attribute = element.as(AttributeSyntax.self), Self.isBlockConvention(attribute)
      else { continue }
      edits.append(SourceEdit(replacing: attribute, with: "", trailing: true))
    }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.extendedType.trimmedDescription == "CGPath" else { return .visitChildren }
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        let body = function.body, body.description.contains("unsafeBitCast"),
        function.signature.parameterClause.parameters.count == 1,
        let parameter = function.signature.parameterClause.parameters.first,
        takesElementBlock(parameter.type)
      else { continue }
      let name = (parameter.secondName ?? parameter.firstName).text
      let start = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
      let end = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
      let breaks = body.description.utf8.filter { $0 == 10 }.count
      erased.append(start..<end)
      edits.append(
        SourceEdit(
          range: start..<end,
          replacement: " applyWithBlock { \(name)($0.pointee) }"
            + String(repeating: "\n", count: breaks)))
    }
    return .visitChildren
  }

  /// Whether `type` is a block over path elements, written out or by one of the file's
  /// aliases.
  private func takesElementBlock(_ type: TypeSyntax) -> Bool {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      if Self.walksElements(attributed) { return true }
      return takesElementBlock(attributed.baseType)
    }
    if let name = type.as(IdentifierTypeSyntax.self)?.name.text {
      return blockAliases.contains(name)
    }
    return false
  }

  /// Whether `type` is `@convention(block)` over a function type that takes `CGPathElement`.
  fileprivate static func walksElements(_ type: AttributedTypeSyntax) -> Bool {
    guard let function = type.baseType.as(FunctionTypeSyntax.self),
      function.parameters.trimmedDescription.contains("CGPathElement")
    else { return false }
    return type.attributes.contains {
      $0.as(AttributeSyntax.self).map(isBlockConvention) ?? false
    }
  }

  fileprivate static func isBlockConvention(_ attribute: AttributeSyntax) -> Bool {
    attribute.attributeName.trimmedDescription == "convention"
      && attribute.arguments?.trimmedDescription == "block"
  }

  private final class AliasFinder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      if let type = node.initializer.value.as(AttributedTypeSyntax.self),
        BlockPathWalks.walksElements(type)
      {
        names.insert(node.name.text)
      }
      return .skipChildren
    }
  }
}
