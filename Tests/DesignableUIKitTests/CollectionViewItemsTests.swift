import DesignableUIKit
import Foundation
import Testing

/// Square swatches of a given count, sized by a flow layout delegate when `sizes` is set.
private final class Swatches: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let count: Int
  var sizes: [CGSize]?

  init(_ count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes?[indexPath.item] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
      ?? .zero
  }
}

@Suite("A collection view's items, laid out as a flow layout places them")
struct CollectionViewItemsTests {
  private func shown(_ swatches: Swatches, width: CGFloat, height: CGFloat = 200)
    -> UICollectionView
  {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 40)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
    view.dataSource = swatches
    view.delegate = swatches
    view.layoutIfNeeded()
    return view
  }

  /// Segmented controls built on a collection view show their selection through the cells'
  /// `isSelected`, which UIKit sets when it shows a cell and when an item is selected.
  @Test func cellsInViewShowTheSelection() throws {
    let swatches = Swatches(3)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 40)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 40), collectionViewLayout: layout)
    view.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
    view.dataSource = swatches
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    view.layoutIfNeeded()
    let cells = (0..<3).map { view.cellForItem(at: IndexPath(item: $0, section: 0)) }
    #expect(cells.map { $0?.isSelected } == [false, true, false])
    view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(cells.map { $0?.isSelected } == [false, false, true])
    view.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
    #expect(cells.map { $0?.isSelected } == [false, false, false])
  }

  @Test func theViewAnswersWhereItsItemsAre() throws {
    let swatches = Swatches(6)  // the data source is held weakly
    let view = shown(swatches, width: 200)
    let path = IndexPath(item: 4, section: 0)
    let cell = try #require(view.cellForItem(at: path))
    #expect(view.layoutAttributesForItem(at: path)?.frame == cell.frame)
    #expect(view.indexPathForItem(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY)) == path)
    #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 45)) == nil)
    #expect(view.indexPath(for: cell) == path)
    withExtendedLifetime(swatches) {}
  }

  @Test func itemsFillRowsSpreadToTheEdgesAndWrap() throws {
    let view = shown(Swatches(6), width: 200)
    #expect(view.visibleCells.count == 6)
    let frames = (0..<6).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
    // Four fit (4 x 40 + 3 x 10 <= 200): the 40 points left over are shared by three gaps.
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(abs((frames[1]?.minX ?? 0) - 160.0 / 3) < 1e-9)
    #expect(frames[3] == CGRect(x: 160, y: 0, width: 40, height: 40))
    // The second row, after the line spacing, spreads its two items to the edges.
    #expect(frames[4] == CGRect(x: 0, y: 50, width: 40, height: 40))
    #expect(frames[5] == CGRect(x: 160, y: 50, width: 40, height: 40))
    #expect(view.contentSize == CGSize(width: 200, height: 90))
    #expect(view.indexPathsForVisibleItems.count == 6)
  }

  @Test func aLoneItemIsCentredAndItemsAreCentredOnTheirRow() throws {
    let lone = shown(Swatches(1), width: 200)
    #expect(lone.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 80)
    let swatches = Swatches(2)
    swatches.sizes = [CGSize(width: 40, height: 40), CGSize(width: 40, height: 20)]
    let row = shown(swatches, width: 100)
    #expect(
      row.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 60, y: 10, width: 40, height: 20))
  }

  @Test func onlyItemsInViewGetCellsAndTheDataSourceDrawsThem() throws {
    let swatches = Swatches(1_000)  // a data source is held weakly
    let view = shown(swatches, width: 100, height: 100)
    // Two a row, rows 50 points apart: rows 0 and 1 are in view.
    #expect(view.visibleCells.count == 4)
    #expect(view.contentSize == CGSize(width: 100, height: 500 * 40 + 499 * 10))
    #expect(view.cellForItem(at: IndexPath(item: 10, section: 0)) == nil)
    let read = pixels(of: view)
    #expect(read(20, 20) == read(80, 20) && read(20, 20)[3] == 255, "the swatches are drawn")
  }

  @Test func aHugeItemCountIsCutShortInsteadOfHangingTheRender() {
    let swatches = Swatches(Int.max)
    let view = shown(swatches, width: 100, height: 100)
    #expect(view.visibleCells.count == 4)
    let rows: CGFloat = 100_000 / 2  // the items laid out at most, two a row
    #expect(view.contentSize.height == rows * 40 + (rows - 1) * 10)
  }

  @Test func aCellFromANibKeepsItsContentViewsSubviews() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <collectionViewCell contentMode="center" reuseIdentifier="digit" id="c1">
            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
            <view key="contentView" contentMode="center" id="cv1">
              <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
              <subviews>
                <label tag="7" text="4" contentMode="left" id="l1">
                  <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                </label>
              </subviews>
            </view>
          </collectionViewCell>
        </objects>
      </document>
      """
    let result = try UINib(data: Data(xml.utf8), bundle: nil).instantiateChecked(withOwner: nil)
    #expect(result.issues.isEmpty, "\(result.issues)")
    let cell = try #require(result.objects.first as? UICollectionViewCell)
    #expect((cell.contentView.viewWithTag(7) as? UILabel)?.text == "4")
  }
}

/// Invalidates its layout on every layout pass, as some components do.
private final class RestlessCollection: UICollectionView {
  override func layoutSubviews() {
    collectionViewLayout.invalidateLayout()
    super.layoutSubviews()
  }
}

@Suite struct RestlessCollectionTests {
  @Test func aLayoutInvalidatedWhileLayingOutStillRenders() {
    let swatches = Swatches(3)
    let view = RestlessCollection(
      frame: CGRect(x: 0, y: 0, width: 100, height: 40),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
    view.dataSource = swatches
    // 50 + 10 + 50 points do not fit a 100-point row: one item a row, centred.
    let read = pixels(of: view)
    #expect(read(50, 20)[3] == 255 && read(5, 20)[3] == 0)
    #expect(view.visibleCells.count == 1)
  }
}
