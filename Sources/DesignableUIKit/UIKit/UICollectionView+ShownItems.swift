import Components
import Foundation

extension UICollectionView {
  /// How many items a layout places at most, so that a data source that answers a huge
  /// count (`Int.max`) does not hang a render; the rest are left out with a warning.
  static let maximumLaidOutItems = 100_000

  /// Shows the cells the layout places in view, as UIKit does on layout: the layout is
  /// prepared when it was invalidated, the content size taken from it, and for each of the
  /// attributes its ``UICollectionViewLayout/layoutAttributesForElements(in:)`` returns for
  /// the visible rectangle (the bounds) the cell already showing that item is kept, or one is
  /// made by the data source; either is told whether its item is selected (`isSelected`, as
  /// UIKit sets it after the data source) and, when they differ from the last it was given,
  /// the attributes: its frame (or its size, centre and transform), alpha, hidden state and
  /// z-index, then the attributes themselves (`apply(_:)`). The cells stack above the other
  /// subviews in order of z-index, then of item, whatever order the layout lists them in;
  /// cells whose items left the view wait for reuse. Nothing is asked when neither
  /// the layout, the data nor the bounds changed since the last time, so the layout that
  /// adding cells asks for does not make them again.
  func showItems() {
    guard let dataSource else {
      hideShownCells()
      return
    }
    let layout = collectionViewLayout
    let prepared = layoutNeedsPreparing
    if prepared {
      // Before prepare(), which may set the flow's sizes and so invalidate it again.
      layoutNeedsPreparing = false
      layoutDeclinedResize = false
      layout.prepare()
    }
    guard prepared || cellsNeedReloading || itemsShownFor != bounds else { return }
    itemsShownFor = bounds
    if cellsNeedReloading {
      cellsNeedReloading = false
      hideShownCells()
    }
    // After prepare(), which may change the flow's sizes and insets.
    placementDuringShow = FlowPlacementMemo()
    defer { placementDuringShow = nil }
    contentSize = layout.collectionViewContentSize
    let sections = max(0, numberOfSections)
    let elements = (layout.layoutAttributesForElements(in: bounds) ?? []).filter {
      $0.representedElementCategory == .cell && $0.indexPath.count == 2
        && $0.indexPath.section < sections
        && $0.indexPath.item < max(0, numberOfItems(inSection: $0.indexPath.section))
    }
    // By z-index, then by item: layouts often list their attributes from a dictionary,
    // whose order differs from one run to the next.
    let ordered = elements.enumerated().sorted {
      ($0.element.zIndex, $0.element.indexPath, $0.offset)
        < ($1.element.zIndex, $1.element.indexPath, $1.offset)
    }
    var leaving = shownCells
    var shown: [ShownCell] = []
    for attributes in ordered.map(\.element).prefix(Self.maximumLaidOutItems) {
      let path = attributes.indexPath
      if let index = leaving.firstIndex(where: { $0.path == path }) {
        let kept = leaving.remove(at: index)
        let selected = selectedItems.contains(path)
        if kept.cell.isSelected != selected { kept.cell.isSelected = selected }
        if !kept.attributes.isEqual(attributes) { Self.give(attributes, to: kept.cell) }
        shown.append(ShownCell(path: path, cell: kept.cell, attributes: attributes))
        continue
      }
      let cell = dataSource.collectionView(self, cellForItemAt: path)
      cell.isSelected = selectedItems.contains(path)
      Self.give(attributes, to: cell)
      addSubview(cell)
      shown.append(ShownCell(path: path, cell: cell, attributes: attributes))
    }
    for gone in leaving { enqueueForReuse(gone.cell) }
    shownCells = shown
    // The cells stack above the other subviews in the order shown, kept or new, so that a
    // view laid out again stacks them as a new one does.
    let top = subviews.suffix(shown.count)
    if top.count != shown.count || !zip(top, shown).allSatisfy({ $0 === $1.cell }) {
      for item in shown { bringSubviewToFront(item.cell) }
    }
  }

  /// Places `cell` by `attributes` and tells it them.
  private static func give(
    _ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell
  ) {
    if attributes.transform3D == CATransform3DIdentity {
      cell.layer.transform = CATransform3DIdentity
      cell.frame = attributes.frame
    } else {
      cell.bounds = CGRect(origin: .zero, size: attributes.size)
      cell.center = attributes.center
      cell.layer.transform = attributes.transform3D
    }
    cell.alpha = attributes.alpha
    cell.isHidden = attributes.isHidden
    cell.layer.zPosition = CGFloat(attributes.zIndex)
    cell.apply(attributes)
  }

  /// Takes every shown cell out of view, to wait for reuse.
  private func hideShownCells() {
    for shown in shownCells { enqueueForReuse(shown.cell) }
    shownCells = []
    itemsShownFor = nil
  }

  /// Takes `cell` out of view; dequeuing its reuse identifier can hand it out again.
  private func enqueueForReuse(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }

  /// Where a flow layout puts every item, in order, and the content size: worked out once
  /// while the items are shown, else each time it is asked.
  func flowPlacement(_ flow: UICollectionViewFlowLayout) -> FlowPlacement {
    if let memo = placementDuringShow, memo.layout === flow, let placement = memo.placement {
      return placement
    }
    let placement = computedFlowPlacement(flow)
    if placementDuringShow != nil {
      placementDuringShow = FlowPlacementMemo(layout: flow, placement: placement)
    }
    return placement
  }

  private func computedFlowPlacement(_ flow: UICollectionViewFlowLayout) -> FlowPlacement {
    let delegate = delegate as? UICollectionViewDelegateFlowLayout
    let horizontal = flow.scrollDirection == .horizontal
    var start: CGFloat = 0
    var budget = Self.maximumLaidOutItems
    var items: [(path: IndexPath, frame: CGRect)] = []
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
      items += zip(paths, placed.frames).map { ($0, $1) }
      start = placed.end
    }
    let size =
      horizontal
      ? CGSize(width: start, height: bounds.height) : CGSize(width: bounds.width, height: start)
    return (items, size)
  }
}

/// Where a flow layout puts every item, in order, and the content size.
typealias FlowPlacement = (items: [(path: IndexPath, frame: CGRect)], contentSize: CGSize)

/// A flow layout's placement kept for one showing of the items.
struct FlowPlacementMemo {
  weak var layout: UICollectionViewFlowLayout?
  var placement: FlowPlacement?
}
