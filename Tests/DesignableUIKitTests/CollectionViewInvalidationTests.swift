import Foundation
import Testing

@testable import DesignableUIKit

/// Counts the cells it is asked for and hands out reused ones as UIKit's data sources do.
private final class CountingSource: UICollectionViewDataSource {
  let count: Int
  var asked: [IndexPath] = []
  init(_ count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    asked.append(indexPath)
    return collectionView.dequeueReusableCell(withReuseIdentifier: "counted", for: indexPath)
  }
}

/// Counts `prepareForReuse()`.
private final class CountedCell: UICollectionViewCell, FrameConstructible {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A calendar-like layout: a grid of `columns` that fills the collection view's width,
/// computed once in `prepare()`, cached, and (like UIKit's base layout) not invalidated by a
/// change of bounds unless `followsBounds` says so.
private final class GridLayout: UICollectionViewLayout {
  let columns = 3
  var followsBounds = false
  var prepared = 0
  var cache: [UICollectionViewLayoutAttributes] = []

  override func prepare() {
    prepared += 1
    guard let collectionView else { return }
    let side = collectionView.bounds.width / CGFloat(columns)
    cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(
        x: CGFloat(item % columns) * side, y: CGFloat(item / columns) * side,
        width: side, height: side)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    cache.filter { !$0.frame.intersection(rect).isEmpty }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    followsBounds && newBounds.size != collectionView?.bounds.size
  }
}

/// The grid, listed last item first, as layouts that keep their attributes in a dictionary
/// list them in an order of their own.
private final class ReversedGridLayout: UICollectionViewLayout {
  let grid = GridLayout()
  override func prepare() {
    grid.collectionView = collectionView
    grid.prepare()
  }
  override var collectionViewContentSize: CGSize { grid.collectionViewContentSize }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    grid.layoutAttributesForElements(in: rect)?.reversed()
  }
}

/// A flow whose `prepare()` sizes the items from the collection view, as carousels do.
private final class FillingFlow: UICollectionViewFlowLayout {
  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    itemSize = CGSize(width: collectionView.bounds.width / 2, height: 20)
    minimumInteritemSpacing = 0
  }
}

@Suite("A collection view prepares its layout and asks for cells as UIKit does")
struct CollectionViewInvalidationTests {
  private func collection(
    _ layout: UICollectionViewLayout, _ source: CountingSource, width: CGFloat
  )
    -> UICollectionView
  {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 90), collectionViewLayout: layout)
    view.register(CountedCell.self, forCellWithReuseIdentifier: "counted")
    view.dataSource = source
    return view
  }

  /// Adding the cells asks for another layout; the items in view are not asked for again.
  @Test func aRenderAsksForEachItemInViewOnce() {
    let source = CountingSource(20)
    let layout = GridLayout()
    let view = collection(layout, source, width: 90)
    _ = Lifecycle.render(view, scale: 1)
    #expect(source.asked.count == 9, "a 3 × 3 grid in view: \(source.asked.count) cells made")
    #expect(Set(source.asked).count == 9)
    #expect(layout.prepared == 1)
  }

  @Test func aLayoutThatIgnoresBoundsChangesKeepsItsAttributesAfterAResize() throws {
    let source = CountingSource(9)
    let layout = GridLayout()
    let view = collection(layout, source, width: 90)
    view.layoutIfNeeded()
    view.frame.size.width = 150
    view.layoutIfNeeded()
    // As on iOS: nothing invalidated the layout, so the cells keep the 30-point grid.
    #expect(layout.prepared == 1)
    let last = try #require(view.cellForItem(at: IndexPath(item: 8, section: 0)))
    #expect(last.frame == CGRect(x: 60, y: 60, width: 30, height: 30))

    layout.followsBounds = true
    view.frame.size.width = 120
    view.layoutIfNeeded()
    #expect(layout.prepared == 2)
    #expect(last.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
    #expect(source.asked.count == 9, "the cells in view are kept, not asked for again")
  }

  @Test func aFlowPreparesAgainWhenTheCollectionViewChangesSize() throws {
    let source = CountingSource(4)
    let view = collection(FillingFlow(), source, width: 100)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 50)
    view.frame.size.width = 160
    view.layoutIfNeeded()
    let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(second.frame == CGRect(x: 80, y: 0, width: 80, height: 20))
  }

  @Test func reloadingAsksForTheCellsAgainAndReusesTheOldOnes() {
    let source = CountingSource(6)
    let layout = GridLayout()
    let view = collection(layout, source, width: 90)
    view.layoutIfNeeded()
    let before = view.visibleCells.map(ObjectIdentifier.init)
    view.reloadData()
    view.layoutIfNeeded()
    #expect(source.asked.count == 12)
    #expect(layout.prepared == 2)
    #expect(view.visibleCells.map(ObjectIdentifier.init) == before)
    #expect(view.visibleCells.allSatisfy { ($0 as? CountedCell)?.reuses == 1 })
  }

  /// Cells stack, and are asked for, by item whatever order the layout lists them in, so a
  /// picture does not depend on the order of a dictionary.
  @Test func cellsStackInTheOrderOfTheirItems() {
    let source = CountingSource(6)
    let view = collection(ReversedGridLayout(), source, width: 90)
    view.layoutIfNeeded()
    #expect(source.asked == (0..<6).map { IndexPath(item: $0, section: 0) })
    let stacked = view.subviews.compactMap { ($0 as? UICollectionViewCell).flatMap(view.indexPath) }
    #expect(stacked == source.asked)
  }

  /// An update that adds a section shows its items at the next layout.
  @Test func insertingASectionShowsItsItems() {
    let source = GrowingSections()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 20, height: 20)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    view.register(CountedCell.self, forCellWithReuseIdentifier: "counted")
    view.dataSource = source
    view.layoutIfNeeded()
    #expect(view.visibleCells.count == 2)
    source.sections = 2
    view.insertSections(IndexSet(integer: 1))
    view.layoutIfNeeded()
    #expect(view.visibleCells.count == 4)
  }
}

/// Two items a section, in as many sections as it says.
private final class GrowingSections: UICollectionViewDataSource {
  var sections = 1
  func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 2 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "counted", for: indexPath)
  }
}
