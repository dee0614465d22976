import DesignableRegistrationsGenerator
import SwiftSyntax

/// Methods of the target that implement an optional requirement returning a value, such as
/// `func knobTint(for:) -> UIColor`: the adapted requirement returns `UIColor?`, which a
/// method returning `UIColor` does not implement, so the default (`nil`) answers instead. Each
/// is a warning at the method, with what to change.
final class HiddenImplementations: SyntaxVisitor {
  private let requirements: Set<OptionalRequirement>
  private let converter: SourceLocationConverter
  private let path: String
  private(set) var warnings: [Diagnostic] = []

  init(requirements: Set<OptionalRequirement>, path: String, converter: SourceLocationConverter) {
    self.requirements = requirements.filter(\.returnsValue)
    self.path = path
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let signature = OptionalRequirement(node)
    guard signature.returnsValue,
      requirements.contains(
        OptionalRequirement(name: signature.name, labels: signature.labels, returnsValue: true))
    else { return .skipChildren }
    let location = node.name.startLocation(converter: converter)
    let type = node.signature.returnClause?.type.trimmedDescription ?? ""
    warnings.append(
      Diagnostic(
        .warning, at: SourcePoint(path: path, line: location.line, column: location.column),
        "'\(node.name.text)' implements an optional requirement that returns \(type); adapted, "
          + "the requirement returns \(type)? and this method is not called (the default, nil, "
          + "answers): declare it returning \(type)? to have it called here too"))
    return .skipChildren
  }
}
