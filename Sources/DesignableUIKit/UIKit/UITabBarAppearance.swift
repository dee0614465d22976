import Components
import Foundation

/// A tab bar's appearance (`UITabBarAppearance`): the background and shadow the tab bar
/// draws; the item appearances are not modelled.
open class UITabBarAppearance: UIBarAppearance {
  /// Stored only.
  open var selectionIndicatorTintColor: UIColor?
  /// Stored only.
  open var selectionIndicatorImage: UIImage?
}
