import Components
import Foundation

extension UICollectionView {
  /// How many items a layout places at most, so that a data source that answers a huge
  /// count (`Int.max`) does not hang a render; the rest are left out with a warning.
  static let maximumLaidOutItems = 100_000

  /// Lays the items out as a flow layout does and shows the cells the data source makes for
  /// those in view, as UIKit does on layout; a layout of another kind shows none.
  func showItems() {
    for shown in shownCells { shown.cell.removeFromSuperview() }
    shownCells = []
    guard let dataSource, let flow = collectionViewLayout as? UICollectionViewFlowLayout else {
      return
    }
    flow.prepare()
    let delegate = delegate as? UICollectionViewDelegateFlowLayout
    let horizontal = flow.scrollDirection == .horizontal
    var start: CGFloat = 0
    var budget = Self.maximumLaidOutItems
    for section in 0..<max(0, numberOfSections) where budget > 0 {
      let count = max(0, numberOfItems(inSection: section))
      if count > budget {
        FileHandle.standardError.write(
          Data(
            ("warning: \(type(of: self)) lays out \(budget) of the \(count) items of section "
              + "\(section) and no more (at most \(Self.maximumLaidOutItems) in all)\n").utf8))
      }
      let paths = (0..<min(count, budget)).map { IndexPath(item: $0, section: section) }
      budget -= paths.count
      let lines = FlowLayoutLines(
        sizes: paths.map {
          delegate?.collectionView(self, layout: flow, sizeForItemAt: $0) ?? flow.itemSize
        },
        inset: delegate?.collectionView(self, layout: flow, insetForSectionAt: section)
          ?? flow.sectionInset,
        lineSpacing: delegate?.collectionView(
          self, layout: flow, minimumLineSpacingForSectionAt: section) ?? flow.minimumLineSpacing,
        itemSpacing: delegate?.collectionView(
          self, layout: flow, minimumInteritemSpacingForSectionAt: section)
          ?? flow.minimumInteritemSpacing,
        horizontal: horizontal)
      let placed = lines.frames(across: horizontal ? bounds.height : bounds.width, from: start)
      for (path, frame) in zip(paths, placed.frames) where !frame.intersection(bounds).isEmpty {
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        cell.frame = frame
        addSubview(cell)
        shownCells.append((path, cell))
      }
      start = placed.end
    }
    contentSize =
      horizontal
      ? CGSize(width: start, height: bounds.height) : CGSize(width: bounds.width, height: start)
  }
}
