/// `NSObject`'s questions about an object's class (`isKind(of:)`, `isMember(of:)`), for
/// objects that need not be `NSObject`s, such as delegates (see ``DelegateObject``): code
/// that asks them (`if delegate.isKind(of: UIView.self)`) runs as on iOS.
public protocol ClassQueries: AnyObject {}

extension ClassQueries {
  /// Whether the object is an instance of `aClass` or of one of its subclasses.
  public func isKind(of aClass: AnyClass) -> Bool {
    var current: AnyClass? = type(of: self)
    while let type = current {
      if ObjectIdentifier(type) == ObjectIdentifier(aClass) { return true }
      current = _getSuperclass(type)
    }
    return false
  }

  /// Whether the object is an instance of `aClass` itself, not of a subclass.
  public func isMember(of aClass: AnyClass) -> Bool {
    ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass)
  }
}
