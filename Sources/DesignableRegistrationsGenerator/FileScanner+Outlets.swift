import SwiftSyntax

extension FileScanner {
  /// Collects the `@IBOutlet` properties of `node` (also those whose attribute sits in an
  /// `#if`) for the class that holds it, or says why one cannot be connected.
  mutating func visitOutlet(_ node: VariableDeclSyntax, in scope: Scope) {
    guard node.attributes.contains(conditionalAttribute: "IBOutlet") else { return }
    guard case .classDeclaration(let index) = scope.owner else { return }
    // The adapter opens a hidden outlet whose `@IBOutlet` is written plainly, not in an `#if`.
    let opened = opensHiddenMembers && node.attributes.contains(attribute: "IBOutlet")
    let problem = Self.problem(with: node, membersHidden: false, opened: opened)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
        continue
      }
      if let problem = problem ?? (Self.isReadOnly(binding) ? "has no setter" : nil) {
        if scope.obstacle == nil {
          warn(
            name,
            "@IBOutlet '\(name.text)' cannot be connected when a nib is loaded: it "
              + problem.replacingOccurrences(of: "IB cannot set", with: "a nib cannot set"))
        }
        continue
      }
      scan.classes[index].outlets.append(
        InspectableProperty(name: name.text, location: point(name), condition: scope.condition))
    }
  }
}
