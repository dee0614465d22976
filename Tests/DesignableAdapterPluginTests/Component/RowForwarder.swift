import UIKit

/// A table delegate that forwards the display calls it gets to the delegate its user gives,
/// through UIKit's optional requirements called with `?`, as table wrappers do.
public final class RowForwarder: NSObject, UITableViewDelegate {
  public weak var original: UITableViewDelegate?

  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    original?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    original?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    original?.tableView?(tableView, didEndDisplayingHeaderView: view, forSection: section)
  }
}
