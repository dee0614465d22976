import SwiftSyntax

/// A requirement an `@objc` protocol marks `optional`: a method by its base name and
/// argument labels (`_` for none), or a property by its name.
struct OptionalRequirement: Hashable {
  let name: String
  /// The method's argument labels; `nil` for a property.
  let labels: [String]?
  /// Whether the method returns a value that is not optional, which the adapted requirement
  /// makes optional.
  let returnsValue: Bool

  init(name: String, labels: [String]?, returnsValue: Bool = false) {
    self.name = name
    self.labels = labels
    self.returnsValue = returnsValue
  }

  init(_ function: FunctionDeclSyntax) {
    self.init(
      name: function.name.text,
      labels: function.signature.parameterClause.parameters.map { $0.firstName.text },
      returnsValue: function.returnsNonOptionalValue)
  }

  /// The optional requirements of every `@objc` protocol in `file`.
  static func all(in file: SourceFileSyntax) -> Set<OptionalRequirement> {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(file)
    return finder.found
  }

  private final class Finder: SyntaxVisitor {
    var found: Set<OptionalRequirement> = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      for member in node.memberBlock.members {
        if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.isOptional {
          found.insert(OptionalRequirement(function))
        } else if let variable = member.decl.as(VariableDeclSyntax.self),
          variable.modifiers.isOptional
        {
          for binding in variable.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
              found.insert(OptionalRequirement(name: name, labels: nil))
            }
          }
        }
      }
      return .skipChildren
    }
  }
}

extension FunctionDeclSyntax {
  /// Whether the method returns something other than `Void` or an optional.
  var returnsNonOptionalValue: Bool {
    guard let type = signature.returnClause?.type else { return false }
    return !type.isVoid && !type.is(OptionalTypeSyntax.self)
  }
}

extension TypeSyntax {
  /// `Void` or `()`.
  var isVoid: Bool {
    if let tuple = self.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    return trimmedDescription == "Void"
  }
}

extension DeclModifierListSyntax {
  /// Whether the list holds `optional`, which only `@objc` protocols allow.
  var isOptional: Bool { contains { $0.name.tokenKind == .keyword(.optional) } }

  /// The access level written (`public`, `private`, ...; not a setter's `private(set)`).
  var accessLevel: DeclModifierSyntax? {
    first { modifier in
      modifier.detail == nil
        && [.public, .internal, .fileprivate, .private, .package, .open].contains {
          modifier.name.tokenKind == .keyword($0)
        }
    }
  }

  /// `private` and `fileprivate`, which hide a declaration from other files (not
  /// `private(set)`).
  var hiding: [DeclModifierSyntax] {
    filter { modifier in
      modifier.detail == nil
        && [.private, .fileprivate].contains { modifier.name.tokenKind == .keyword($0) }
    }
  }
}
