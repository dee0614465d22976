import SwiftSyntax

/// The classes views name as their `layerClass` (`override class var layerClass: AnyClass {
/// GaugeLayer.self }`): UIKit builds them from the view's type, and here the generated
/// registrations do, from another file, so one declared `private` is made internal.
enum LayerClassNames {
  /// The last component of each type a `layerClass` getter in `file` returns.
  static func all(in file: SourceFileSyntax) -> Set<String> {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(file)
    return finder.found
  }

  private final class Finder: SyntaxVisitor {
    var found: Set<String> = []
    private var inLayerClass = false

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "layerClass",
        let accessors = node.accessorBlock
      else { return .visitChildren }
      inLayerClass = true
      walk(accessors)
      inLayerClass = false
      return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if inLayerClass, node.declName.baseName.text == "self", let base = node.base {
        if let name = base.trimmedDescription.split(separator: ".").last {
          found.insert(String(name))
        }
      }
      return .visitChildren
    }
  }
}
