#if !canImport(UIKit)
  /// `UITraitCollection`'s comparison for colour changes.
  extension UITraitCollection {
    /// Whether colours resolve differently for `other` than for these traits: their
    /// interface styles differ, or there is no `other` (as before the first traits).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
      guard let other else { return true }
      return other.userInterfaceStyle != userInterfaceStyle
    }
  }
#endif
