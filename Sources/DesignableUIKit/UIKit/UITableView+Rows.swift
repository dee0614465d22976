import Components
import Foundation

/// The table API a component calls on its rows; the rows shown are those of the last
/// layout (``showRows()``).
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

  /// The cell the last layout shows for `indexPath`; `nil` for a row out of view.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    shownRows.first { $0.path == indexPath }?.cell
  }

  /// The cells the last layout shows, in order.
  public var visibleCells: [UITableViewCell] { shownRows.map(\.cell) }

  /// The rows the last layout shows, in order.
  public var indexPathsForVisibleRows: [IndexPath]? { shownRows.map(\.path) }

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
    reloadShownRows()
  }

  /// Deselects the row at `indexPath`.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    reloadShownRows()
  }

  /// Does nothing: a render shows the table from its top.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
}
