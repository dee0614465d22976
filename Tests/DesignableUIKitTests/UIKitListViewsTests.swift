import DesignableUIKit
import Testing

/// A cell a table builds from its registered class: `FrameConstructible`, so a table can
/// make it without the plugin's registrations.
final class NoteCell: UITableViewCell, FrameConstructible {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.backgroundColor = .yellow
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A collection cell a collection view builds from its registered class.
final class SwatchCell: UICollectionViewCell, FrameConstructible {
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .orange
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A data source of three notes in two sections.
final class Notes: NSObject, UITableViewDataSource, UITableViewDelegate,
  UICollectionViewDataSource
{
  func numberOfSections(in tableView: UITableView) -> Int { 2 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? 1 : 2
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 4 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
  }
}

/// A calendar that keeps count of its reloads, as subclasses that show an empty state do.
private final class CountingCalendar: UICollectionView {
  var reloads = 0
  override func reloadData() {
    reloads += 1
    super.reloadData()
  }
}

/// A table that keeps count of its reloads.
private final class CountingTable: UITableView {
  var reloads = 0
  override func reloadData() {
    reloads += 1
    super.reloadData()
  }
}

@Suite("UIKit's table and collection views")
struct UIKitListViewsTests {
  /// `reloadData()` is open, as in UIKit: a subclass's override runs, and `super` still
  /// asks for a layout.
  @Test func aSubclassOverridesReloadData() {
    let calendar = CountingCalendar(
      frame: CGRect(x: 0, y: 0, width: 20, height: 20),
      collectionViewLayout: UICollectionViewFlowLayout())
    calendar.layoutIfNeeded()
    calendar.reloadData()
    #expect(calendar.reloads == 1 && calendar.layer.needsLayout())
    let table = CountingTable(frame: .zero, style: .plain)
    (table as UITableView).reloadData()
    #expect(table.reloads == 1)
  }

  @Test func aTablesBackgroundFollowsItsStyle() {
    let plain = UITableView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(plain.style == .plain && plain.backgroundColor == .systemBackground)
    let grouped = UITableView(frame: .zero, style: .grouped)
    #expect(grouped.backgroundColor == .systemGroupedBackground)
    grouped.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    #expect(pixels(of: grouped)(10, 10) == [242, 242, 247, 255])
    #expect(plain.rowHeight == UITableView.automaticDimension)
    #expect(plain.separatorStyle == .singleLine && plain.separatorColor == .separator)
  }

  @Test func aTableFromACoderWithNoArchivedColourHasItsStylesBackground() throws {
    let coder = Coder(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let table = try #require(UITableView(coder: coder))
    #expect(table.backgroundColor == .systemBackground)
    var standard = StandardProperties()
    standard.backgroundColor = .red
    let coloured = Coder(frame: .zero, standard: standard)
    #expect(UITableView(coder: coloured)?.backgroundColor == .red)
  }

  @Test func aTableDequeuesItsRegisteredCellAndAsksItsDataSourceForCounts() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let notes = Notes()
    table.dataSource = notes
    table.delegate = notes
    #expect(table.dequeueReusableCell(withIdentifier: "note") == nil)
    table.register(NoteCell.self, forCellReuseIdentifier: "note")
    let cell = notes.tableView(table, cellForRowAt: IndexPath(row: 1, section: 1))
    #expect(cell is NoteCell && cell.reuseIdentifier == "note")
    #expect(cell.contentView.backgroundColor == .yellow)
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
    table.reloadData()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(table.visibleCells.isEmpty)
  }

  @Test func aTableKeepsItsSelectionAndLaysOutItsHeaderAndFooter() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let path = IndexPath(row: 2, section: 0)
    #expect(path.row == 2 && path.section == 0)
    table.selectRow(at: path, animated: true, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == path)
    table.deselectRow(at: path, animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    header.backgroundColor = .red
    let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    table.tableHeaderView = header
    table.tableFooterView = footer
    let read = pixels(of: table)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(footer.frame == CGRect(x: 0, y: 30, width: 100, height: 20))
    #expect(read(90, 10) == [255, 0, 0, 255] && read(90, 40) == opaqueWhite)
  }

  @Test func aCollectionViewHasAFlowLayoutAndDequeuesItsRegisteredCell() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.minimumLineSpacing == 10)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 20), collectionViewLayout: layout)
    #expect(layout.collectionView === view)
    let notes = Notes()
    view.dataSource = notes
    view.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
    let cell = notes.collectionView(view, cellForItemAt: IndexPath(item: 3, section: 0))
    #expect(cell is SwatchCell && cell.reuseIdentifier == "swatch")
    #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 4)
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .top)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    // The first 50-point item, centred alone on its row, covers the 20-point view.
    let swatch = SwatchCell(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(pixels(of: view)(10, 10) == pixels(of: swatch)(10, 10))
  }

  /// A layout subclass that keeps its cells in order in right-to-left languages.
  @Test func aLayoutTellsItsDevelopmentDirection() {
    final class FixedLayout: UICollectionViewFlowLayout {
      override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    }
    let plain = UICollectionViewFlowLayout()
    #expect(plain.developmentLayoutDirection == .leftToRight)
    #expect(!plain.flipsHorizontallyInOppositeLayoutDirection)
    #expect(FixedLayout().flipsHorizontallyInOppositeLayoutDirection)
  }
}
