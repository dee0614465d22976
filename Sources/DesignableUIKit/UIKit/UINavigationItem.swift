import Components
import Foundation

/// What a navigation bar shows for one screen (`UINavigationItem`). The bar draws the
/// ``title`` (or ``titleView``); the bar button items and the prompt are stored only.
open class UINavigationItem {
  /// How a large title shows (`UINavigationItem.LargeTitleDisplayMode`); stored only.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never
  }

  open var title: String?
  open var titleView: UIView?
  /// Stored only.
  open var prompt: String?
  /// Stored only.
  open var backButtonTitle: String?
  /// Stored only.
  open var backBarButtonItem: UIBarButtonItem?
  open var hidesBackButton = false
  /// Stored only: no bar button item is drawn.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// Stored only: no bar button item is drawn.
  open var rightBarButtonItems: [UIBarButtonItem]?
  open var leftItemsSupplementBackButton = false
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// Stored only.
  open var standardAppearance: UINavigationBarAppearance?
  /// Stored only: the bar draws no search field.
  open var searchController: UISearchController?
  /// Stored only.
  open var hidesSearchBarWhenScrolling = true

  /// The first of ``leftBarButtonItems``.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of ``rightBarButtonItems``.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  public init(title: String) {
    self.title = title
  }

  public init() {}

  /// Sets the left items; `animated` is ignored.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right items; `animated` is ignored.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets the left item; `animated` is ignored.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the right item; `animated` is ignored.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
}
