import Components
import Foundation

/// An item of a tab bar (`UITabBarItem`): a title under an image, tinted by the tab bar.
/// Badges and the title attributes are stored, not drawn.
open class UITabBarItem: UIBarItem {
  /// The system's standard items (`UITabBarItem.SystemItem`); their titles and images are
  /// not drawn, as the system's artwork is not available here.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  open var selectedImage: UIImage?
  /// Stored only: no badge is drawn.
  open var badgeValue: String?
  /// Stored only: no badge is drawn.
  open var badgeColor: UIColor?
  /// Stored only.
  open var titlePositionAdjustment = UIOffset.zero
  /// Stored only.
  open var standardAppearance: UITabBarAppearance?
  /// The system item it was made as, if any.
  public let systemItem: SystemItem?

  public override init() {
    systemItem = nil
    super.init()
  }

  public init(title: String?, image: UIImage?, tag: Int) {
    systemItem = nil
    super.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    systemItem = nil
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    super.init()
    self.tag = tag
  }
}
