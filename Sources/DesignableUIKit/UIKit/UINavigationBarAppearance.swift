import Components
import Foundation

/// A navigation bar's appearance (`UINavigationBarAppearance`): the background, shadow and
/// title attributes the navigation bar draws.
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's attributes; `.foregroundColor` and `.font` are drawn.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Stored only: large titles are not drawn.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Stored only.
  open var titlePositionAdjustment = UIOffset.zero
}
