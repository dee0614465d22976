import Components
import Foundation

/// An item of a tab bar (`UITabBarItem`): a title under an image, tinted by the tab bar.
/// Badges and the title attributes are stored, not drawn.
open class UITabBarItem {
  /// The system's standard items (`UITabBarItem.SystemItem`); their titles and images are
  /// not drawn, as the system's artwork is not available here.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  open var title: String?
  open var image: UIImage?
  open var selectedImage: UIImage?
  open var tag = 0
  open var isEnabled = true
  /// Stored only: no badge is drawn.
  open var badgeValue: String?
  /// Stored only: no badge is drawn.
  open var badgeColor: UIColor?
  /// Stored only.
  open var imageInsets = UIEdgeInsets.zero
  /// Stored only.
  open var titlePositionAdjustment = UIOffset.zero
  /// Stored only.
  open var accessibilityLabel: String?
  /// Stored only.
  open var standardAppearance: UITabBarAppearance?
  /// The system item it was made as, if any.
  public let systemItem: SystemItem?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  public init() {
    systemItem = nil
  }

  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    systemItem = nil
  }

  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    systemItem = nil
  }

  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.tag = tag
  }

  /// Keeps the title's attributes for `state`; stored only.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title's attributes kept for `state`, if any.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }
}

/// Items are equal only to themselves, as `UITabBarItem`s are (NSObject's `isEqual:` compares
/// identity), so `firstIndex(of:)` over a bar's items reads as on iOS.
extension UITabBarItem: Hashable {
  public static func == (lhs: UITabBarItem, rhs: UITabBarItem) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
