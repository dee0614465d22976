import Components
import Foundation

/// Where a table places its sections and rows, as its layout does (``showRows()``): under
/// the header view, row after row at the table's width, with no section headers or footers
/// drawn, so their rectangles are empty and there is no header or footer view to find.
extension UITableView {
  /// The rectangle of the row at `indexPath` (`rectForRow(at:)`); `.zero` for a row the
  /// data source does not have.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    var found = CGRect.zero
    walkRows { path, rect in
      guard path == indexPath else { return path.section <= indexPath.section }
      found = rect
      return false
    }
    return found
  }

  /// The rectangle of `section`'s rows (`rect(forSection:)`); empty, at the section's
  /// place, for a section without rows; `.zero` for a section the data source does not have.
  public func rect(forSection section: Int) -> CGRect {
    guard section >= 0, section < numberOfSections else { return .zero }
    var top = tableHeaderView?.frame.height ?? 0
    var bottom: CGFloat?
    walkRows { path, rect in
      if path.section < section { top = rect.maxY }
      if path.section == section {
        if bottom == nil { top = rect.minY }
        bottom = rect.maxY
      }
      return path.section <= section
    }
    return CGRect(x: 0, y: top, width: bounds.width, height: (bottom ?? top) - top)
  }

  /// The rectangle of `section`'s header (`rectForHeader(inSection:)`): empty, at the top
  /// of the section, as headers are not drawn.
  public func rectForHeader(inSection section: Int) -> CGRect {
    let whole = rect(forSection: section)
    return CGRect(x: whole.minX, y: whole.minY, width: whole.width, height: 0)
  }

  /// The rectangle of `section`'s footer (`rectForFooter(inSection:)`): empty, at the
  /// bottom of the section.
  public func rectForFooter(inSection section: Int) -> CGRect {
    let whole = rect(forSection: section)
    return CGRect(x: whole.minX, y: whole.maxY, width: whole.width, height: 0)
  }

  /// The header view shown for `section` (`headerView(forSection:)`): `nil`, as section
  /// headers are not drawn.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

  /// The footer view shown for `section` (`footerView(forSection:)`): `nil`.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

  /// The index path of `cell` when the last layout shows it (`indexPath(for:)`).
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    shownRows.first { $0.cell === cell }?.path
  }

  /// The index path of the row at `point` (`indexPathForRow(at:)`), in the table's
  /// coordinates; `nil` outside every row.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    var found: IndexPath?
    walkRows { path, rect in
      if rect.contains(point) { found = path }
      return found == nil && rect.minY <= point.y
    }
    return found
  }

  /// Calls `visit` with each row's index path and rectangle in order, as the layout places
  /// them, while it answers `true` (and up to ``maximumCountedRows`` rows).
  func walkRows(_ visit: (IndexPath, CGRect) -> Bool) {
    guard dataSource != nil else { return }
    var y = tableHeaderView?.frame.height ?? 0
    var budget = Self.maximumCountedRows
    for section in 0..<max(0, numberOfSections) where budget > 0 {
      let rows = min(max(0, numberOfRows(inSection: section)), budget)
      budget -= rows
      for row in 0..<rows {
        let path = IndexPath(row: row, section: section)
        let height = height(ofRowAt: path)
        guard visit(path, CGRect(x: 0, y: y, width: bounds.width, height: height)) else {
          return
        }
        y += height
      }
    }
  }
}
