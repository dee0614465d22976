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
