/// A problem setting or reading an attribute by key path.
public enum AttributeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The component has no attribute with that key path.
  case unknownKeyPath(String, component: String, known: [String])
  /// The value's kind does not fit the attribute.
  case wrongKind(String, component: String, expected: AttributeKind, found: AttributeKind)
  /// An image attribute names an image that no image folder holds.
  case imageNotFound(String, keyPath: String, searched: [String])
  /// An image attribute names an image that exists but cannot be drawn here (`reason`).
  case imageUndrawable(String, keyPath: String, reason: String)
  /// A number that does not fit the attribute (NaN or infinite into an integer, or out of
  /// range).
  case numberOutOfRange(String, component: String, value: Double)

  public var description: String {
    switch self {
    case .unknownKeyPath(let key, let component, let known):
      return "\(component) is not key value coding-compliant for the key \"\(key)\"; "
        + "its key paths are: \(known.joined(separator: ", ")). Check the spelling. The "
        + "DesignablePlugin registers an @IBInspectable property only when other files can set "
        + "it (not private, with a setter), and its build warnings name those it skipped; "
        + "without the plugin, declare the attribute in \(component).inspectables."
    case .wrongKind(let key, let component, let expected, let found):
      return "\(component).\(key) takes a \(expected.rawValue) value, not a \(found.rawValue); "
        + "change the attribute's type in the document or the attribute set."
    case .imageNotFound(let name, let keyPath, let searched):
      let folders =
        searched.isEmpty
        ? "no image folders are registered" : "searched: " + searched.joined(separator: ", ")
      return "image \"\(name)\" for \(keyPath) was not found (\(folders)); add its folder with "
        + "ImageCatalog.shared.addFolder(_:) or --images."
    case .imageUndrawable(let name, let keyPath, let reason):
      return "image \"\(name)\" for \(keyPath) exists but cannot be drawn here: \(reason). "
        + "On iOS it loads; Designable cannot build the view with it."
    case .numberOutOfRange(let key, let component, let value):
      let shown = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
      return "\(component).\(key) cannot hold the number \(shown): it is not finite, out of the "
        + "property's range, or not one of an enumeration's values; give a value it accepts."
    }
  }
}
