import Foundation

/// Why a nib could not be loaded, or what of it could not be rebuilt.
public enum NibError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No nib of that name where it was looked for (UIKit raises "Could not load NIB in
  /// bundle").
  case notFound(name: String, searched: [String])
  /// The document does not read as a `.xib`.
  case unreadable(name: String, reason: String)
  /// A `customClass` names no view class of the modules tried; the element's own UIKit class
  /// is used instead, as UIKit does.
  case unknownClass(name: String, modules: [String], nib: String, line: Int)
  /// An `<outlet>` names a property the plugin did not register for the object's class.
  case unknownOutlet(property: String, className: String, nib: String, line: Int)
  /// An outlet's value has the wrong type for its property.
  case outletTypeMismatch(property: String, className: String, nib: String, line: Int)
  /// An element this library cannot rebuild (`mapView`, `webView`, …): a plain view
  /// stands in for it.
  case unsupportedElement(kind: String, nib: String, line: Int)
  /// A user-defined runtime attribute could not be set.
  case attribute(message: String, nib: String, line: Int)
  /// `init(coder:)` of the element's class returned nil.
  case initializerReturnedNil(className: String, nib: String, line: Int)

  public var description: String {
    switch self {
    case .notFound(let name, let searched):
      return """
        Could not load the nib named "\(name)": no \(name).xib in \
        \(searched.joined(separator: "; ")). Put \(name).xib in the Swift target whose code \
        loads it, with the DesignablePlugin applied to that target (the plugin embeds the \
        target's .xib files), or add it to the target's resources (.copy("\(name).xib")) \
        and pass Bundle.module.
        """
    case .unreadable(let name, let reason):
      return "Could not load the nib named \"\(name)\": \(reason)"
    case .unknownClass(let name, let modules, let nib, let line):
      let tried = modules.isEmpty ? "no module to look in" : modules.joined(separator: ", ")
      return """
        \(nib):\(line): unknown class \(name) in the nib (looked in \(tried)); its element's \
        UIKit class stands in. Declare \(name) at the top level of the module the nib's \
        customModule names, or of the module of the nib's owner.
        """
    case .unknownOutlet(let property, let className, let nib, let line):
      return """
        \(nib):\(line): outlet \(property) of \(className) is not connected: no @IBOutlet \
        property of that name was registered. Declare it `@IBOutlet var \(property)` \
        (internal, not private) in a target that applies the DesignablePlugin.
        """
    case .outletTypeMismatch(let property, let className, let nib, let line):
      return """
        \(nib):\(line): outlet \(property) of \(className) is not connected: the object \
        has another type than the property.
        """
    case .unsupportedElement(let kind, let nib, let line):
      return "\(nib):\(line): <\(kind)> is not rebuilt here; a plain UIView stands in for it"
    case .attribute(let message, let nib, let line):
      return "\(nib):\(line): \(message)"
    case .initializerReturnedNil(let className, let nib, let line):
      return "\(nib):\(line): \(className).init(coder:) returned nil; the object is left out"
    }
  }
}
