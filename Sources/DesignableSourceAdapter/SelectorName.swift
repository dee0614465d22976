import SwiftSyntax

/// The strings Objective-C would make of `#selector(...)` and `#keyPath(...)`, read from the
/// syntax alone, as selectors and key paths are spelt off Apple platforms.
enum SelectorName {
  /// `#selector(tapped)` is `tapped`, `#selector(tapped(_:))` `tapped:`,
  /// `#selector(tapped(with:))` `tappedWith:`, `#selector(getter: value)` `value` and
  /// `#selector(setter: value)` `setValue:`. A method's parameters are known only when the
  /// reference names them.
  static func selector(_ arguments: LabeledExprListSyntax) -> String? {
    guard let argument = arguments.first, let reference = lastReference(argument.expression)
    else { return nil }
    let base = reference.baseName.text
    switch argument.label?.text {
    case "getter": return base
    case "setter": return "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"
    default: break
    }
    guard let names = reference.argumentNames?.arguments, !names.isEmpty else { return base }
    var pieces: [String] = []
    for (index, name) in names.enumerated() {
      let label = name.name.text == "_" ? "" : name.name.text
      if index == 0 {
        // Swift names `turned(by:)` `turnedBy:` and `spin(speed:)` `spinWithSpeed:`.
        let joiner = label.isEmpty || prepositions.contains(label) ? "" : "With"
        pieces.append(base + joiner + label.capitalizedFirst + ":")
      } else {
        pieces.append(label + ":")
      }
    }
    return pieces.joined()
  }

  /// `#keyPath(layer.cornerRadius)` is `layer.cornerRadius`; a leading type
  /// (`#keyPath(CALayer.position)`) is left out, as a key path string starts at an instance.
  static func keyPath(_ arguments: LabeledExprListSyntax) -> String? {
    guard let expression = arguments.first?.expression else { return nil }
    var components = expression.trimmedDescription.split(separator: ".").map(String.init)
    while components.count > 1, components[0].first?.isUppercase == true {
      components.removeFirst()
    }
    guard !components.isEmpty, components.allSatisfy({ !$0.isEmpty && !$0.contains(" ") })
    else { return nil }
    return components.joined(separator: ".")
  }

  /// First argument labels Swift joins to a method's name without a `With`.
  private static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
    "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
    "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The method or property an expression refers to: `tapped`, `Self.tapped(_:)`,
  /// `view.tapped`.
  private static func lastReference(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName }
    return nil
  }
}

extension String {
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
