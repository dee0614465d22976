import Components
import Foundation

/// What a collection view answers about its items' places (`UICollectionView`'s queries),
/// from its layout and from the cells the last layout showed.
extension UICollectionView {
  /// The layout's attributes of the item at `indexPath`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The item shown at `point` (in the collection view's coordinates); `nil` when none is.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    shownCells.last { $0.cell.frame.contains(point) }?.path
  }

  /// The item `cell` shows; `nil` when it shows none now.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    shownCells.first { $0.cell === cell }?.path
  }

  /// The supplementary view of `elementKind` shown at `indexPath`; `nil` when it is not in
  /// view.
  public func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView? {
    shownElements.first { $0.kind == elementKind && $0.path == indexPath }?.view
  }

  /// The supplementary views of `elementKind` in view, as the last layout showed them.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    shownElements.filter { $0.kind == elementKind }.map(\.view)
  }

  /// The index paths of the supplementary views of `elementKind` in view.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String)
    -> [IndexPath]
  { shownElements.filter { $0.kind == elementKind }.map(\.path) }

  /// Marks the layout for update.
  public func insertSections(_ sections: IndexSet) { setNeedsLayout() }

  /// Marks the layout for update.
  public func deleteSections(_ sections: IndexSet) { setNeedsLayout() }

  /// Marks the layout for update.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { setNeedsLayout() }

  /// Marks the layout for update.
  public func moveSection(_ section: Int, toSection newSection: Int) { setNeedsLayout() }

  /// Marks the layout for update (iOS 15's lighter reload).
  public func reconfigureItems(at indexPaths: [IndexPath]) { setNeedsLayout() }
}
