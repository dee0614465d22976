import Components
import Foundation

extension UITableView {
  /// How many rows a table counts at most, so that a data source that answers a huge count
  /// does not hang a render.
  static let maximumCountedRows = 100_000
  /// The height of a row when neither the delegate nor ``rowHeight`` gives one, as in UIKit.
  static let defaultRowHeight: CGFloat = 44

  /// The height of the row at `indexPath`: the delegate's, else ``rowHeight``, else 44.
  func height(ofRowAt indexPath: IndexPath) -> CGFloat {
    let asked =
      (delegate as? UITableViewDelegate)?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    return asked.isFinite && asked >= 0 ? asked : Self.defaultRowHeight
  }

  /// Shows the rows in view, as UIKit does on layout: below the header view, each row the
  /// table's width and its height, its cell made by the data source (told whether it is
  /// selected, then shown to the delegate's `willDisplay`), with a separator (a hairline of
  /// ``separatorColor`` from ``separatorInset``'s left) under it unless ``separatorStyle``
  /// is `.none`; rows below the bounds are not made. The content size holds every row, and
  /// the footer view goes under the last one. The rows are asked for again when the bounds
  /// change or ``reloadShownRows()`` was called (by `reloadData()` and the updates).
  func showRows() {
    // Adding the cells asks for another layout; what it would show is shown already.
    guard rowsShownFor != bounds else { return }
    rowsShownFor = bounds
    for shown in shownRows { shown.cell.removeFromSuperview() }
    for line in shownSeparators { line.removeFromSuperview() }
    shownRows = []
    shownSeparators = []
    var y = tableHeaderView?.frame.height ?? 0
    if let dataSource {
      let (top, bottom) = (bounds.minY, bounds.maxY)
      walkRows { path, rect in
        if rect.minY < bottom, rect.maxY > top {
          show(
            dataSource.tableView(self, cellForRowAt: path), at: path, y: rect.minY,
            height: rect.height)
        }
        y = rect.maxY
        return true
      }
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
      y += footer.frame.height
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }

  private func show(_ cell: UITableViewCell, at path: IndexPath, y: CGFloat, height: CGFloat) {
    cell.isSelected = selectedRows.contains(path)
    cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
    (delegate as? UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: path)
    insertSubview(cell, at: backgroundView == nil ? 0 : 1)
    shownRows.append((path, cell))
    guard separatorStyle != .none, let color = separatorColor else { return }
    let hairline = 1 / max(UIScreen.main.scale, 1)
    let line = UIView(
      frame: CGRect(
        x: separatorInset.left, y: y + height - hairline,
        width: max(0, bounds.width - separatorInset.left - separatorInset.right),
        height: hairline))
    line.backgroundColor = color
    addSubview(line)
    shownSeparators.append(line)
  }
}
