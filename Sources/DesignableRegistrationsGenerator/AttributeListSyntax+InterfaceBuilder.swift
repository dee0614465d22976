import SwiftSyntax

extension AttributeListSyntax {
  /// Whether the list holds `@name`, for example `@IBDesignable` (also `@UIKit.IBDesignable`).
  func contains(attribute name: String) -> Bool {
    contains { element in
      guard case .attribute(let attribute) = element else { return false }
      let written = attribute.attributeName.trimmedDescription
      return written == name || written.hasSuffix("." + name)
    }
  }
}

extension AttributeListSyntax {
  /// The Objective-C name an `@objc(Name)` attribute gives the class, also when the attribute
  /// sits in an `#if` clause (as it must for a build without the Objective-C runtime):
  /// documents name such a class by it.
  var objectiveCName: String? {
    for element in self {
      switch element {
      case .attribute(let attribute):
        guard attribute.attributeName.trimmedDescription == "objc",
          case .objCName(let pieces) = attribute.arguments
        else { continue }
        let name = pieces.trimmedDescription
        if !name.isEmpty { return name }
      case .ifConfigDecl(let conditional):
        for clause in conditional.clauses {
          if case .attributes(let nested) = clause.elements, let name = nested.objectiveCName {
            return name
          }
        }
      }
    }
    return nil
  }
}

extension AttributeListSyntax {
  /// Whether the list holds `@name` directly or in a clause of an `#if` (`@IBOutlet`, which
  /// a build against DesignableUIKit must leave out: `#if canImport(UIKit) @IBOutlet #endif`).
  func contains(conditionalAttribute name: String) -> Bool {
    if contains(attribute: name) { return true }
    for element in self {
      guard case .ifConfigDecl(let conditional) = element else { continue }
      for clause in conditional.clauses {
        if case .attributes(let nested) = clause.elements,
          nested.contains(conditionalAttribute: name)
        {
          return true
        }
      }
    }
    return false
  }
}

extension AttributeListSyntax {
  /// Whether the list holds `@available(*, unavailable)`, which no Swift code on any platform
  /// may use (a property kept for Interface Builder's key-value coding alone).
  var marksUnavailableEverywhere: Bool {
    contains { element in
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "available",
        case .availability(let arguments) = attribute.arguments,
        arguments.first?.trimmedDescription.hasPrefix("*") == true
      else { return false }
      return arguments.contains { $0.argument.trimmedDescription == "unavailable" }
    }
  }
}
