import SwiftSyntax

/// The names of the classes a file declares, at any depth.
enum ClassNames {
  static func all(in file: SourceFileSyntax) -> Set<String> {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(file)
    return finder.found
  }

  private final class Finder: SyntaxVisitor {
    var found: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      found.insert(node.name.text)
      return .visitChildren
    }
  }
}
