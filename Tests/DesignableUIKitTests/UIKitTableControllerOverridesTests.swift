import DesignableUIKit
import Foundation
import Testing

/// A demo's table controller overriding the delegate and data source methods UIKit's
/// declares, as Objective-C makes every one of them overridable.
private final class GalleryController: UITableViewController {
  override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { indexPath.row > 0 }

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { nil }

  override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { 12 }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  var scrolledTo: [CGPoint] = []

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolledTo.append(scrollView.contentOffset)
  }
}

struct UIKitTableControllerOverridesTests {
  @Test func aTableControllersOverridesAnswerForItsTable() {
    let controller = GalleryController(style: .plain)
    let table = controller.tableView!
    let first = IndexPath(row: 0, section: 0)
    let delegate = table.delegate as? UITableViewDelegate
    #expect(delegate?.tableView(table, shouldHighlightRowAt: first) == false)
    #expect(delegate?.tableView(table, shouldHighlightRowAt: IndexPath(row: 1, section: 0)) == true)
    #expect(delegate?.tableView(table, willSelectRowAt: first) == nil)
    #expect(delegate?.tableView(table, heightForFooterInSection: 0) == 12)
    #expect(table.dataSource?.tableView(table, canEditRowAt: first) == false)
    #expect(delegate?.tableView(table, editingStyleForRowAt: first) == .delete)
  }

  /// The index, swipe actions and scroll view methods a controller overrides answer for its
  /// table, and scrolling the table reaches the override.
  @Test func indexSwipeAndScrollOverridesAnswer() {
    let controller = GalleryController(style: .plain)
    let table = controller.tableView!
    let first = IndexPath(row: 0, section: 0)
    let delegate = table.delegate as? UITableViewDelegate
    #expect(table.dataSource?.sectionIndexTitles(for: table) == ["A", "B"])
    let swipe = delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: first)
    #expect(
      swipe?.actions.map(\.title) == ["Delete"] && swipe?.actions.first?.style == .destructive)
    #expect(delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: first) == nil)
    table.contentOffset = CGPoint(x: 0, y: 30)
    #expect(controller.scrolledTo == [CGPoint(x: 0, y: 30)])
  }
}
