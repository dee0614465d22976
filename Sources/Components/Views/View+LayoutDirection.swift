import Foundation

/// Left-to-right and right-to-left layout, as UIKit decides it.
extension View {
  /// The direction of content with `attribute`: forced directions win; playback and
  /// spatial content stays left to right; unspecified content follows the environment's
  /// direction (``DesignEnvironment/layoutDirection``, left to right by default).
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute
  ) -> UserInterfaceLayoutDirection {
    switch attribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return DesignEnvironment.current.layoutDirection
    }
  }

  /// The direction of this view's content, from its ``semanticContentAttribute``.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
  }
}
