import Components
import Foundation

/// The table API a component calls on its rows. A render draws none, so no cell is
/// visible: ``cellForRow(at:)`` is `nil` and ``visibleCells`` empty.
extension UITableView {
  /// Registers `cellClass` for `identifier`.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    reuse.register(cellClass, for: identifier)
  }

  /// Registers `nib`, whose first top-level cell is built, for `identifier`.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    reuse.register(nib, for: identifier)
  }

  /// A new cell of the class or nib registered for `identifier`, or `nil` when none is.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    let cell = reuse.make(identifier, as: UITableViewCell.self) {
      UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    cell?.reuseIdentifier = identifier
    return cell
  }

  /// A new cell of the class or nib registered for `identifier`; a plain `.default` cell
  /// when none is (UIKit raises an exception there).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// The data source's section count: 1 without one that says.
  public var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }

  /// The data source's row count for `section`; 0 without a data source.
  public func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// `nil`: no row is shown by a render.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }

  /// Empty: no row is shown by a render.
  public var visibleCells: [UITableViewCell] { [] }

  /// Empty: no row is shown by a render.
  public var indexPathsForVisibleRows: [IndexPath]? { [] }

  /// The first selected row, if any.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

  /// The selected rows, if any.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows
  }

  /// Selects the row at `indexPath` (or deselects all for `nil`); nothing scrolls.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    selectedRows.select(indexPath, multiple: allowsMultipleSelection)
  }

  /// Deselects the row at `indexPath`.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
  }

  /// Does nothing: rows are not drawn.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
}
