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
}
