import Foundation

/// A Dynamic Type size (`UIContentSizeCategory`). A render's is always `.large`, the
/// default, at which text styles have their standard sizes.
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = ContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The categories from smallest to largest.
  private static let order: [ContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
    .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// Smaller sizes first; a category not among UIKit's counts as unspecified.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}

extension TraitCollection {
  /// Always `.large`, the default Dynamic Type size.
  public var preferredContentSizeCategory: ContentSizeCategory { .large }
}
