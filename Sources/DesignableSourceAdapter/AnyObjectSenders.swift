import SwiftSyntax

/// UIKit's members read from a parameter typed `AnyObject`, as action methods of older code
/// take their sender (`@objc func removeTag(_ sender: AnyObject) { sender.tag ... }`): on
/// iOS Objective-C's runtime finds any `@objc` member of any object by name. Here the
/// parameter is cast to the UIKit class that declares the member: `(sender as! UIView).tag`,
/// as iOS stops when the sender has no such member and its value is used, and
/// `(sender as? UIButton)?.currentTitle` through `?` for an optional parameter (actions are
/// never sent in a render, so what matters is that the method compiles). Only members one
/// UIKit class clearly owns are cast (`text`, `title` and `state` are left alone: labels
/// and fields, bar items and buttons, recognizers and controls share them), and a name the
/// target also declares as an `AnyObject` property is left to ``AnyObjectMessages``.
final class AnyObjectSenders: SyntaxVisitor {
  private(set) var edits: [SourceEdit] = []
  private let properties: Set<String>
  /// The parameters typed `AnyObject` (optional or not) of the functions being walked,
  /// innermost last.
  private var scopes: [Set<String>] = []

  init(properties: Set<String>) {
    self.properties = properties
    super.init(viewMode: .sourceAccurate)
  }

  /// The UIKit class that declares each member, by its name.
  static let owners: [String: String] = {
    var owners: [String: String] = [:]
    for name in [
      "tag", "isHidden", "alpha", "frame", "bounds", "center", "superview", "subviews",
      "backgroundColor", "tintColor", "layer", "isUserInteractionEnabled", "transform",
    ] { owners[name] = "UIView" }
    for name in ["isSelected", "isEnabled", "isHighlighted"] { owners[name] = "UIControl" }
    for name in [
      "currentTitle", "currentImage", "titleLabel", "imageView", "setTitle", "setImage",
      "setTitleColor",
    ] { owners[name] = "UIButton" }
    return owners
  }()

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    var typed: Set<String> = []
    for parameter in node.signature.parameterClause.parameters {
      let name = (parameter.secondName ?? parameter.firstName).text
      guard name != "_", !properties.contains(name) else { continue }
      let type = parameter.type
      let base =
        type.as(OptionalTypeSyntax.self)?.wrappedType
        ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
      if base.trimmedDescription == "AnyObject" { typed.insert(name) }
    }
    scopes.append(typed)
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard let scope = scopes.last, let owner = Self.owners[node.declName.baseName.text]
    else { return .visitChildren }
    let chained = node.base?.as(OptionalChainingExprSyntax.self)
    guard let reference = (chained?.expression ?? node.base)?.as(DeclReferenceExprSyntax.self),
      scope.contains(reference.baseName.text)
    else { return .visitChildren }
    let start = reference.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = reference.endPositionBeforeTrailingTrivia.utf8Offset
    // `sender?.tag` on an optional parameter casts through `as?` and keeps its `?`; a
    // non-optional one goes through `as!`.
    let close = chained != nil ? " as? \(owner))" : " as! \(owner))"
    edits += [
      SourceEdit(range: start..<start, replacement: "("),
      SourceEdit(range: end..<end, replacement: close),
    ]
    return .visitChildren
  }
}
