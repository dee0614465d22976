import DesignableUIKit
import Foundation
import Testing

/// A palette as apps write one: a collection view controller overriding its data source and
/// display methods, and sizing its items as a flow layout delegate of its own.
private final class PaletteController: UICollectionViewController,
  UICollectionViewDelegateFlowLayout
{
  var displayed: [IndexPath] = []
  var ended: [IndexPath] = []

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 20 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { displayed.append(indexPath) }

  override func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { ended.append(indexPath) }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 100, height: 40) }
}

@Suite("A collection view controller and its delegate's display methods")
struct CollectionViewControllerTests {
  /// The controller's view is a collection view it feeds; each cell that comes into view is
  /// shown to `willDisplay` before it is drawn, and each that leaves to `didEndDisplaying`.
  @Test func cellsComingAndLeavingAreToldToTheDelegate() throws {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let controller = PaletteController(collectionViewLayout: layout)
    let view = try #require(controller.collectionView)
    #expect(view.dataSource === controller && view.delegate === controller)
    #expect(controller.collectionViewLayout === layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
    view.layoutIfNeeded()
    let first = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]
    #expect(controller.displayed == first && controller.ended.isEmpty)
    view.contentOffset = CGPoint(x: 0, y: 160)
    view.layoutIfNeeded()
    #expect(controller.ended.sorted() == first)
    #expect(
      controller.displayed.suffix(2) == [
        IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0),
      ])
  }

  /// A picker centres its selected item at once, as UIKit does for an unanimated call, and
  /// an item near the end scrolls only as far as the content goes.
  @Test func scrollingToAnItemCentresItWithinTheContent() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let controller = PaletteController(collectionViewLayout: layout)
    let view = try #require(controller.collectionView)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    view.scrollToItem(
      at: IndexPath(item: 5, section: 0), at: .centeredHorizontally, animated: false)
    // Items 100 wide, 10 apart: item 5 spans 550 to 650, its centre 600.
    #expect(view.contentOffset == CGPoint(x: 450, y: 0))
    view.scrollToItem(at: IndexPath(item: 19, section: 0), at: .left, animated: true)
    #expect(view.contentOffset.x == view.contentSize.width - 300)
  }
}
