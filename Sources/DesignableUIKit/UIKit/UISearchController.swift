import Components
import Foundation

/// A controller that presents search results over another (`UISearchController`). A render
/// presents nothing, so it is never active; its search bar, a plain ``UISearchBar``, is kept
/// and drawn where code places it (a table's header view), and its settings are stored.
open class UISearchController: UIViewController {
  /// The bar the user types into.
  public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
  /// The controller that shows the results; stored only.
  public let searchResultsController: UIViewController?
  /// Told when the search text changes; never told here, as nothing is typed.
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  open weak var delegate: UISearchControllerDelegate?
  /// Whether the search is presented; `false` unless set, and nothing is presented either way.
  open var isActive = false
  /// Stored only.
  open var obscuresBackgroundDuringPresentation = true
  /// Stored only (`dimsBackgroundDuringPresentation`, the older name).
  open var dimsBackgroundDuringPresentation = true
  /// Stored only.
  open var hidesNavigationBarDuringPresentation = true
  /// Stored only.
  open var automaticallyShowsCancelButton = true
  /// Stored only.
  open var automaticallyShowsSearchResultsController = true
  /// Stored only.
  open var showsSearchResultsController = false

  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  public convenience init() {
    self.init(searchResultsController: nil)
  }

  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }
}

/// Updates the results for a search controller's text (`UISearchResultsUpdating`).
public protocol UISearchResultsUpdating: DelegateObject {
  func updateSearchResults(for searchController: UISearchController)
}

/// Told as a search controller is presented and dismissed (`UISearchControllerDelegate`);
/// never told here, as a render presents nothing.
public protocol UISearchControllerDelegate: DelegateObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
  public func presentSearchController(_ searchController: UISearchController) {}
}
