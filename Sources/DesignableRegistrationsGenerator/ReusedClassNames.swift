import SwiftSyntax

/// The classes a target registers for reuse (`register(DayCell.self,
/// forCellWithReuseIdentifier: "day")`, and a table's, a supplementary or decoration view's,
/// a header or footer's), which a collection or table view builds from the type when it
/// dequeues one. Here the generated registrations build them, from another file, so
/// `DesignableAdapterPlugin` makes such a class internal when it is `private` or
/// `fileprivate`, with the superclasses of the target it inherits from, as an internal class
/// cannot inherit from a private one.
public enum ReusedClassNames {
  /// The labels of the argument after the class in UIKit's registering methods.
  static let registeringLabels: Set<String> = [
    "forCellWithReuseIdentifier", "forCellReuseIdentifier", "forSupplementaryViewOfKind",
    "forHeaderFooterViewReuseIdentifier", "forDecorationViewOfKind",
  ]

  /// The classes to make internal in `trees`: each class registered for reuse with the
  /// target's superclasses it inherits from, when every one of them can be: declared once in
  /// the target (two `private` classes of one name in two files would collide) and naming no
  /// `private` or `fileprivate` type in its body (an internal class's members could not use
  /// it). Otherwise none of them is, and the class keeps its access.
  public static func opened(in trees: [SourceFileSyntax]) -> Set<String> {
    let finder = Finder(viewMode: .sourceAccurate)
    for tree in trees { finder.walk(tree) }
    var opened: Set<String> = []
    for name in finder.registered.sorted() {
      var chain: [String] = []
      var current: String? = name
      while let class_ = current, finder.declarations[class_] != nil, !chain.contains(class_) {
        chain.append(class_)
        current = finder.superclasses[class_]
      }
      // The classes opened together may name each other.
      let hidden = finder.hiddenTypes.subtracting(chain)
      let openable = chain.allSatisfy { class_ in
        finder.declarations[class_] == 1
          && !finder.bodyNames[class_, default: []].contains(where: hidden.contains)
      }
      if openable { opened.formUnion(chain) }
    }
    return opened
  }

  private final class Finder: SyntaxVisitor {
    var registered: Set<String> = []
    var declarations: [String: Int] = [:]
    var superclasses: [String: String] = [:]
    /// The type names each class's body writes.
    var bodyNames: [String: Set<String>] = [:]
    /// The types declared `private` or `fileprivate`.
    var hiddenTypes: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      declarations[node.name.text, default: 0] += 1
      if let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
        let name = first.split(separator: ".").last
      {
        superclasses[node.name.text] = String(name)
      }
      let names = TypeNames(viewMode: .sourceAccurate)
      names.walk(node.memberBlock)
      bodyNames[node.name.text, default: []].formUnion(names.found)
      noteHidden(node.name.text, node.modifiers)
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      noteHidden(node.name.text, node.modifiers)
      return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      noteHidden(node.name.text, node.modifiers)
      return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      noteHidden(node.name.text, node.modifiers)
      return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      noteHidden(node.name.text, node.modifiers)
      return .visitChildren
    }

    private func noteHidden(_ name: String, _ modifiers: DeclModifierListSyntax) {
      if modifiers.hidingAccess != nil { hiddenTypes.insert(name) }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let called =
        node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      let arguments = Array(node.arguments)
      guard called == "register", arguments.count >= 2, arguments[0].label == nil,
        let label = arguments[1].label?.text, ReusedClassNames.registeringLabels.contains(label),
        let type = arguments[0].expression.as(MemberAccessExprSyntax.self),
        type.declName.baseName.text == "self", let base = type.base,
        let name = base.trimmedDescription.split(separator: ".").last
      else { return .visitChildren }
      registered.insert(String(name))
      return .visitChildren
    }
  }
}

/// The type names a piece of syntax writes (`Model` in `var model: Model?`).
private final class TypeNames: SyntaxVisitor {
  var found: Set<String> = []

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    found.insert(node.baseName.text)
    return .visitChildren
  }
}
