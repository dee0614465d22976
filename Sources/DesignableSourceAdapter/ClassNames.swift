import SwiftSyntax

/// The classes a target declares, at any depth: each one's superclass as written (or the
/// first type it inherits), and whether it declares `awakeFromNib()` itself.
struct ClassNames {
  /// Each class's first inherited type, `nil` for a root class.
  private(set) var superclasses: [String: String?] = [:]
  /// The classes that declare `awakeFromNib()`.
  private(set) var awakeFromNibDeclarers: Set<String> = []

  init(_ trees: [SourceFileSyntax]) {
    let finder = Finder(viewMode: .sourceAccurate)
    for tree in trees { finder.walk(tree) }
    superclasses = finder.superclasses
    awakeFromNibDeclarers = finder.declarers
  }

  /// The first class, going up from `name` through the target's classes, that the target
  /// does not declare (`UIButton` for a button class of the target's): `name` itself when
  /// the target does not declare it.
  func firstExternalAncestor(from name: String) -> String {
    var current = name
    var seen: Set<String> = []
    while contains(current), seen.insert(current).inserted {
      guard let next = superclasses[current] ?? nil else { return current }
      current = next
    }
    return current
  }

  /// Whether the target declares a class named `name`.
  func contains(_ name: String) -> Bool { superclasses[name] != nil }

  /// Whether `awakeFromNib()`, overridden in a class whose superclass is `superclass`, has
  /// nothing to override here: no class of the target between it and `NSObject` declares
  /// it, and `NSObject` here does not (UIKit's nib loading adds it on iOS).
  func awakeFromNibIsNew(below superclass: String) -> Bool {
    var name = superclass
    var seen: Set<String> = []
    while contains(name), seen.insert(name).inserted {
      if awakeFromNibDeclarers.contains(name) { return false }
      guard let next = superclasses[name] ?? nil else { return false }
      name = next
    }
    return name == "NSObject"
  }

  private final class Finder: SyntaxVisitor {
    var superclasses: [String: String?] = [:]
    var declarers: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
      superclasses[node.name.text] = .some(first)
      let declares = node.memberBlock.members.contains {
        guard let function = $0.decl.as(FunctionDeclSyntax.self) else { return false }
        return function.name.text == "awakeFromNib"
          && function.signature.parameterClause.parameters.isEmpty
      }
      if declares { declarers.insert(node.name.text) }
      return .visitChildren
    }
  }
}
