/// How a nib loader connects one `@IBOutlet` of a class: its name and a setter through the
/// property's key path. Swift on Linux cannot find a property by its name, so
/// `DesignablePlugin` records each outlet it finds
/// (`.outlet("titleLabel", \CardView.titleLabel)`), as it records inspectable attributes.
public struct NibOutlet: @unchecked Sendable {
  /// The class that declares the outlet.
  public let owner: AnyClass
  /// The property's name, as a document's `<outlet property="…">` writes it.
  public let name: String
  /// Sets the property of an instance of ``owner`` to an object (an outlet) or to an array
  /// of objects (an outlet collection); `false` when the instance or the value has the
  /// wrong type.
  public let set: (AnyObject, Any) -> Bool

  /// The outlet `name`, set through `keyPath`: a property of any optional, implicitly
  /// unwrapped or array type (`UIView!`, `UILabel?`, `[UIButton]!`).
  public static func outlet<Root: AnyObject, Value>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>
  ) -> NibOutlet {
    NibOutlet(owner: Root.self, name: name) { object, value in
      guard let root = object as? Root, let typed = value as? Value else { return false }
      root[keyPath: keyPath] = typed
      return true
    }
  }

  private init(owner: AnyClass, name: String, set: @escaping (AnyObject, Any) -> Bool) {
    self.owner = owner
    self.name = name
    self.set = set
  }
}
