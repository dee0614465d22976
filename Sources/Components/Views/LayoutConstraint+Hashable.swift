/// Constraints are equal only to themselves and hash by identity, as `NSLayoutConstraint`
/// inherits from `NSObject`: a component may keep them in a `Set` or as dictionary keys.
extension LayoutConstraint: IdentityHashable {}
