import Foundation
import Testing

@testable import DesignableUIKit

/// Three rows of a dropdown's list, each cell coloured by its row, 30 points high from the
/// delegate; it counts the cells it is asked for and those shown to `willDisplay`.
private final class Choices: NSObject, UITableViewDataSource, UITableViewDelegate {
  let colours: [UIColor] = [.red, .green, .blue, .orange]
  var made = 0
  var displayed: [IndexPath] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    colours.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    made += 1
    let cell = UITableViewCell(style: .default, reuseIdentifier: "choice")
    cell.contentView.backgroundColor = colours[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 30 }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }
}

@Suite("Table rows") struct UIKitTableRowsTests {
  /// A table shows the rows in its bounds, as UIKit does on layout: each cell the table's
  /// width and its row's height, a separator under it from the inset, the rows below the
  /// bounds not made, the footer under the last row, and the content size holding them all.
  @Test func aTableShowsTheRowsInViewWithSeparators() {
    let choices = Choices()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    table.dataSource = choices
    table.delegate = choices
    table.separatorColor = .black
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    table.tableFooterView = footer
    let read = pixels(of: table)

    #expect(table.visibleCells.count == 3 && choices.made == 3)
    #expect(table.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 0) })
    #expect(choices.displayed.count == 3)
    #expect(
      table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame
        == CGRect(x: 0, y: 30, width: 100, height: 30))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) == nil, "below the bounds")
    #expect(footer.frame == CGRect(x: 0, y: 120, width: 100, height: 10))
    #expect(table.contentSize == CGSize(width: 100, height: 130))
    #expect(read(50, 10) == [255, 0, 0, 255] && read(50, 45)[1] > 120)
    #expect(read(50, 29) == [0, 0, 0, 255], "the separator under the first row")
    #expect(read(8, 29) == [255, 0, 0, 255], "the separator starts at the inset")

    table.separatorStyle = .none
    table.reloadData()
    #expect(pixels(of: table)(50, 29) == [255, 0, 0, 255])
  }
}
