/// Views are equal only to themselves, as `UIView`s are (NSObject's `isEqual:` compares
/// identity), so code that compares views with `==` or keeps them in sets reads as on iOS.
extension View: Hashable {
  public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
