import SwiftSyntax

/// Messages sent to a property typed `AnyObject`, as an Interface Builder outlet for a
/// delegate is (`@IBOutlet weak var delegate: AnyObject?`): on iOS `delegate?.menuOpened?(self)`
/// finds the method through Objective-C's runtime, which looks up any `@objc` method by
/// name. Here the receiver is cast to the one `@objc` protocol of the target that declares
/// the method: `(delegate as? MenuDelegate)?.menuOpened(self)`.
struct AnyObjectMessages {
  /// The names of the target's properties typed `AnyObject`, `AnyObject?` or `AnyObject!`.
  private(set) var properties: Set<String> = []
  /// The protocol declaring each `@objc` requirement, by its name and labels (`f(_:at:)`);
  /// a method two protocols declare is left out.
  private(set) var protocols: [String: String] = [:]
  private var ambiguous: Set<String> = []

  init(_ trees: [SourceFileSyntax]) {
    for tree in trees {
      let finder = Finder(viewMode: .sourceAccurate)
      finder.walk(tree)
      properties.formUnion(finder.properties)
      for (key, name) in finder.requirements {
        if let known = protocols[key], known != name { ambiguous.insert(key) }
        protocols[key] = name
      }
    }
    for key in ambiguous { protocols[key] = nil }
  }

  /// `NSObject`'s own messages, which an `AnyObject` receiver answers through
  /// `NSObjectProtocol` (`testTarget?.performSelector(onMainThread:with:waitUntilDone:)`).
  static let objectMessages: Set<String> = [
    "perform(_:)", "perform(_:with:)", "perform(_:with:with:)", "perform(_:with:afterDelay:)",
    "perform(_:with:afterDelay:inModes:)", "performSelector(onMainThread:with:waitUntilDone:)",
    "performSelector(onMainThread:with:waitUntilDone:modes:)",
    "performSelector(inBackground:with:)",
    "perform(_:on:with:waitUntilDone:)", "responds(to:)", "isKind(of:)", "isMember(of:)",
    "isEqual(_:)",
  ]

  /// The base names of ``objectMessages``.
  static let objectMessageNames = Set(objectMessages.map { String($0.prefix { $0 != "(" }) })

  /// A method's key: its name and the labels of its arguments.
  static func key(_ name: String, labels: [String]) -> String {
    name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// The edits casting the receiver of `call` when it is `property?` for a property typed
  /// `AnyObject` and the method is a requirement of one `@objc` protocol: a parenthesis
  /// before it and ` as? Protocol)` after, so that edits inside it still apply. A receiver
  /// without `?` is that property unwrapped under its own name (`if let delegate =
  /// delegate`): a method it must have is reached through `as!`, as iOS stops when an
  /// object lacks it, and an optional one (`optionallyCalled`, `delegate.didOpen?(self)`)
  /// through `as?` and `?`, so a missing one gives `nil`.
  func cast(
    for call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, optionallyCalled: Bool
  ) -> [SourceEdit] {
    let receiver: ExprSyntax
    let chained: Bool
    if let chain = member.base?.as(OptionalChainingExprSyntax.self) {
      (receiver, chained) = (chain.expression, true)
    } else if let base = member.base, base.is(DeclReferenceExprSyntax.self) {
      (receiver, chained) = (base, false)
    } else {
      return []
    }
    let name =
      receiver.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? receiver.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    let key = Self.key(member.declName.baseName.text, labels: call.writtenLabels)
    guard let name, properties.contains(name), call.trailingClosureCount == 0,
      let protocolName = protocols[key]
        ?? (Self.objectMessages.contains(key) ? "NSObjectProtocol" : nil)
    else { return [] }
    let start = receiver.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = receiver.endPositionBeforeTrailingTrivia.utf8Offset
    // Any object answers NSObject's own messages on iOS; one that is not an object of
    // Foundation's here is skipped, never stopped at.
    let close =
      chained
      ? " as? \(protocolName))"
      : optionallyCalled || protocolName == "NSObjectProtocol"
        ? " as? \(protocolName))?" : " as! \(protocolName))"
    return [
      SourceEdit(range: start..<start, replacement: "("),
      SourceEdit(range: end..<end, replacement: close),
    ]
  }

  private final class Finder: SyntaxVisitor {
    var properties: Set<String> = []
    var requirements: [(String, String)] = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      guard node.attributes.contains(named: "objc") else { return .skipChildren }
      for member in node.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
        requirements.append(
          (AnyObjectMessages.key(function.name.text, labels: labels), node.name.text))
      }
      return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type
        else { continue }
        let base =
          type.as(OptionalTypeSyntax.self)?.wrappedType
          ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
        if base.trimmedDescription == "AnyObject" { properties.insert(name) }
      }
      return .skipChildren
    }
  }
}
