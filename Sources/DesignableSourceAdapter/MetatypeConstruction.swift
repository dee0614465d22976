import SwiftSyntax

/// Views built by `init(frame:)` from a type known only at run time: `Label(frame: .zero)`
/// where `Label` is a generic parameter bound to views, `cellClass.init(frame: rect)` on a
/// metatype value, `type(of: self).init(frame: bounds)`. Objective-C lets such calls
/// through on iOS; Swift here takes them only for a `required` initializer, which
/// `init(frame:)` is not. Each becomes `….madeByType(frame:)`, which builds the dynamic
/// class by its registration.
struct MetatypeConstruction {
  /// The target's protocols that only views adopt (`protocol OTPLabel: UIView`, or
  /// `where Self: UIView`), and that
  /// do not require `init(frame:)` themselves (a generic bound to one builds through it).
  private let viewProtocols: Set<String>
  private let classes: ClassNames

  init(_ trees: [SourceFileSyntax], classes: ClassNames) {
    self.classes = classes
    let finder = ProtocolFinder(viewMode: .sourceAccurate)
    for tree in trees { finder.walk(tree) }
    var bound: Set<String> = []
    // A protocol refining a view protocol is one too: repeat until nothing is added.
    var added = true
    while added {
      added = false
      for (name, protocolInfo) in finder.protocols
      where !bound.contains(name) && !protocolInfo.requiresFrameInitializer
        && protocolInfo.inherited.contains(where: {
          Self.isViewClass($0, classes) || bound.contains($0)
        })
      {
        bound.insert(name)
        added = true
      }
    }
    viewProtocols = bound
  }

  /// The edits that make `call` build through ``View/madeByType(frame:)``; none for any
  /// other call. `Label()` on a generic parameter bound to views (`init()`, which is
  /// `init(frame: .zero)` for a view on iOS) becomes `Label.madeByType(frame: .zero)`.
  func edits(for call: FunctionCallExprSyntax) -> [SourceEdit] {
    if call.arguments.isEmpty, call.trailingClosure == nil, let open = call.leftParen {
      let type =
        call.calledExpression.as(DeclReferenceExprSyntax.self)
        ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
          $0.declName.baseName.tokenKind == .keyword(.`init`)
            ? $0.base?.as(DeclReferenceExprSyntax.self) : nil
        }
      guard let type, isViewBoundGenericParameter(type.baseName.text, around: call) else {
        return []
      }
      let end = type.endPositionBeforeTrailingTrivia.utf8Offset
      let inside = open.endPositionBeforeTrailingTrivia.utf8Offset
      return [
        SourceEdit(
          range: end..<call.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: ".madeByType"),
        SourceEdit(range: inside..<inside, replacement: "frame: .zero"),
      ]
    }
    guard call.arguments.count == 1, call.arguments.first?.label?.text == "frame",
      call.trailingClosure == nil
    else { return [] }
    if let type = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      guard isViewBoundGenericParameter(type.baseName.text, around: call) else { return [] }
      let end = type.endPositionBeforeTrailingTrivia.utf8Offset
      return [SourceEdit(range: end..<end, replacement: ".madeByType")]
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base,
      isTypeKnownAtRunTime(base, around: call)
    else { return [] }
    return [SourceEdit(replacing: member.declName, with: "madeByType")]
  }

  /// Whether `base` is a metatype value: a variable or property (`cellClass`,
  /// `self.labelType`), `type(of: x)`, or a generic parameter bound to views.
  private func isTypeKnownAtRunTime(_ base: ExprSyntax, around call: FunctionCallExprSyntax)
    -> Bool
  {
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if isViewBoundGenericParameter(name, around: call) { return true }
      // `self.init(frame:)` delegates in a convenience initializer; a capitalized name is
      // a type named as itself.
      return reference.baseName.tokenKind == .identifier(name)
        && name.first.map { $0.isLowercase || $0 == "_" } == true
    }
    if let access = base.as(MemberAccessExprSyntax.self), access.base != nil {
      return access.declName.baseName.text.first?.isLowercase == true
        && access.declName.baseName.tokenKind != .keyword(.self)
    }
    if let typeOf = base.as(FunctionCallExprSyntax.self),
      typeOf.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
      typeOf.arguments.first?.label?.text == "of"
    {
      return true
    }
    return false
  }

  /// Whether `name` is a generic parameter declared around `node` with a bound that only
  /// views meet: a UIKit view class, a class of the target, or one of ``viewProtocols``.
  private func isViewBoundGenericParameter(_ name: String, around node: some SyntaxProtocol)
    -> Bool
  {
    var current = node.parent
    while let step = current {
      if let parameters = Self.genericParameters(of: step),
        let parameter = parameters.first(where: { $0.name.text == name })
      {
        guard let bound = parameter.inheritedType?.trimmedDescription else { return false }
        return bound.split(separator: "&").contains {
          let part = $0.trimmingWhitespace
          return Self.isViewClass(part, classes) || viewProtocols.contains(part)
        }
      }
      current = step.parent
    }
    return false
  }

  private static func genericParameters(of node: Syntax) -> GenericParameterListSyntax? {
    if let declaration = node.as(ClassDeclSyntax.self) {
      return declaration.genericParameterClause?.parameters
    }
    if let declaration = node.as(StructDeclSyntax.self) {
      return declaration.genericParameterClause?.parameters
    }
    if let declaration = node.as(EnumDeclSyntax.self) {
      return declaration.genericParameterClause?.parameters
    }
    if let declaration = node.as(FunctionDeclSyntax.self) {
      return declaration.genericParameterClause?.parameters
    }
    if let declaration = node.as(InitializerDeclSyntax.self) {
      return declaration.genericParameterClause?.parameters
    }
    return nil
  }

  /// A UIKit view class (`UIView`, `UILabel`, `UIButton`, ...) or a class of the target.
  private static func isViewClass(_ name: String, _ classes: ClassNames) -> Bool {
    classes.contains(name) || (name.hasPrefix("UI") && !name.hasSuffix("Delegate"))
  }

  /// Each protocol of the target: what it inherits, and whether it requires `init(frame:)`.
  private final class ProtocolFinder: SyntaxVisitor {
    struct Info {
      var inherited: [String]
      var requiresFrameInitializer: Bool
    }
    var protocols: [String: Info] = [:]

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      // `protocol Pin: UIView` or `protocol Pin where Self: UIView`.
      let inherited =
        (node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        + (node.genericWhereClause?.requirements ?? []).compactMap { requirement in
          guard case .conformanceRequirement(let conformance) = requirement.requirement,
            conformance.leftType.trimmedDescription == "Self"
          else { return nil }
          return conformance.rightType.trimmedDescription
        }
      let requiresFrame = node.memberBlock.members.contains {
        $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.first?
          .firstName.text == "frame"
      }
      protocols[node.name.text] = Info(
        inherited: inherited, requiresFrameInitializer: requiresFrame)
      return .skipChildren
    }
  }
}

extension Substring {
  fileprivate var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
