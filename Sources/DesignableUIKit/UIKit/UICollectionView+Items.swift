import Components
import Foundation

/// The collection API a component calls on its items.
extension UICollectionView {
  /// Registers `cellClass` for `identifier`.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    reuse.register(cellClass, for: identifier)
  }

  /// Registers `nib`, whose first top-level cell is built, for `identifier`.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    reuse.register(nib, for: identifier)
  }

  /// Registers `viewClass` for supplementary views of `kind` and `identifier`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryReuse.register(viewClass, for: kind + "\u{0}" + identifier)
  }

  /// Registers `nib`, whose first top-level view is built, for supplementary views of `kind`
  /// and `identifier`.
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryReuse.register(nib, for: kind + "\u{0}" + identifier)
  }

  /// A cell for `identifier`: the one that left the view first, after its
  /// `prepareForReuse()`, else a new one of the class or nib registered for `identifier`; a
  /// plain cell when none is (UIKit raises an exception there).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reusedView(kind: nil, identifier: identifier) as? UICollectionViewCell {
      return cell
    }
    let cell =
      reuse.make(identifier, as: UICollectionViewCell.self) { UICollectionViewCell(frame: .zero) }
      ?? UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A supplementary view for `kind` and `identifier`: the one that left the view first,
  /// after its `prepareForReuse()`, else a new one of the class registered for them; a plain
  /// one when none is.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = reusedView(kind: kind, identifier: identifier) { return view }
    let fallback = { UICollectionReusableView(frame: .zero) }
    let view =
      supplementaryReuse.make(
        kind + "\u{0}" + identifier, as: UICollectionReusableView.self, fallback: fallback)
      ?? fallback()
    view.reuseIdentifier = identifier
    return view
  }

  /// The data source's section count: 1 without one that says.
  public var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }

  /// The data source's item count for `section`; 0 without a data source.
  public func numberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  /// The cells shown by the last layout, with their items.
  var shownCells: [(path: IndexPath, cell: UICollectionViewCell)] {
    shownElements.compactMap { element in
      guard element.kind == nil, let cell = element.view as? UICollectionViewCell else {
        return nil
      }
      return (element.path, cell)
    }
  }

  /// The cell shown for the item at `indexPath`; `nil` when it is not in view.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    shownCells.first { $0.path == indexPath }?.cell
  }

  /// The cells of the items in view, as the last layout showed them.
  public var visibleCells: [UICollectionViewCell] { shownCells.map(\.cell) }

  /// The items in view, as the last layout showed them.
  public var indexPathsForVisibleItems: [IndexPath] { shownCells.map(\.path) }

  /// The selected items, if any.
  public var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

  /// Selects the item at `indexPath` (or deselects all for `nil`), and shows the change on
  /// the cells in view (`isSelected`); nothing scrolls.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    selectedItems.select(indexPath, multiple: allowsMultipleSelection)
    showSelection()
  }

  /// Deselects the item at `indexPath`, and shows it on its cell if it is in view.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.removeAll { $0 == indexPath }
    showSelection()
  }

  /// Sets `isSelected` of each cell in view whose item's selection differs from it.
  private func showSelection() {
    for shown in shownCells {
      let selected = selectedItems.contains(shown.path)
      if shown.cell.isSelected != selected { shown.cell.isSelected = selected }
    }
  }

  /// Does nothing: nothing scrolls in a render.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
}
