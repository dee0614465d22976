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

  /// Whether the user asked for more contrast (`UIAccessibilityContrast`, iOS 13).
  public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal, high
  }

  extension UITraitCollection {
    /// The contrast asked for: `.normal`, as a render's traits keep the default settings.
    public var accessibilityContrast: UIAccessibilityContrast { .normal }
  }
#endif
