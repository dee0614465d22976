import SwiftSyntax

/// Names the library's views have beside UIKit's that components declare for themselves:
/// `isInterfaceBuilder`, which DesignableUIKit's views answer from the render's design
/// environment, and which a component often keeps as its own flag
/// (`var isInterfaceBuilder = false`, set in `prepareForInterfaceBuilder()`). UIKit has no
/// such member, so such a declaration would need an `override` it cannot have. When a file
/// of the target declares one of these names without `override`, the name becomes the
/// component's own in every file of the target (`isInterfaceBuilder_`): no UIKit source
/// means the library's member by it.
enum LibraryNameClashes {
  /// The library's own names, each with the name a component's declaration takes.
  static let renamed: [String: String] = ["isInterfaceBuilder": "isInterfaceBuilder_"]

  /// The library's names that `trees` declare as their own.
  static func declared(in trees: [SourceFileSyntax]) -> Set<String> {
    let finder = Finder(viewMode: .sourceAccurate)
    for tree in trees { finder.walk(tree) }
    return finder.found.subtracting(finder.overridden)
  }

  /// Edits that rename every use of `names` in `tree`.
  static func edits(renaming names: Set<String>, in tree: SourceFileSyntax) -> [SourceEdit] {
    guard !names.isEmpty else { return [] }
    let renamer = Renamer(names: names)
    renamer.walk(tree)
    return renamer.edits
  }

  private final class Finder: SyntaxVisitor {
    var found: Set<String> = []
    var overridden: Set<String> = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          LibraryNameClashes.renamed[name] != nil
        else { continue }
        if isOverride { overridden.insert(name) } else { found.insert(name) }
      }
      return .visitChildren
    }
  }

  private final class Renamer: SyntaxVisitor {
    let names: Set<String>
    var edits: [SourceEdit] = []

    init(names: Set<String>) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      if case .identifier(let name) = token.tokenKind, names.contains(name),
        let new = LibraryNameClashes.renamed[name]
      {
        edits.append(SourceEdit(replacing: token, with: new))
      }
      return .visitChildren
    }
  }
}
