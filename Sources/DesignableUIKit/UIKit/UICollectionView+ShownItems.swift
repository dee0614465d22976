import Components
import Foundation

extension UICollectionView {
  /// How many items a layout places at most, so that a data source that answers a huge
  /// count (`Int.max`) does not hang a render; the rest are left out with a warning.
  static let maximumLaidOutItems = 100_000

  /// Shows the cells the layout places in view, as UIKit does on layout: the layout is
  /// prepared, the content size taken from it, and each cell of the attributes its
  /// ``UICollectionViewLayout/layoutAttributesForElements(in:)`` returns for the visible
  /// rectangle (the bounds) is made by the data source, told whether its item is selected
  /// (`isSelected`, as UIKit sets it after the data source), given its frame (or its size,
  /// centre and transform), alpha, hidden state and z-index, and then the attributes
  /// themselves (`apply(_:)`). Cells are added in order of z-index.
  func showItems() {
    for shown in shownCells { shown.cell.removeFromSuperview() }
    shownCells = []
    guard let dataSource else { return }
    let layout = collectionViewLayout
    layout.prepare()
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
    let ordered = elements.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }
    for attributes in ordered.map(\.element).prefix(Self.maximumLaidOutItems) {
      let cell = dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
      cell.isSelected = selectedItems.contains(attributes.indexPath)
      if attributes.transform3D == CATransform3DIdentity {
        cell.frame = attributes.frame
      } else {
        cell.bounds = CGRect(origin: .zero, size: attributes.size)
        cell.center = attributes.center
        cell.layer.transform = attributes.transform3D
      }
      cell.alpha = attributes.alpha
      cell.isHidden = attributes.isHidden
      cell.layer.zPosition = CGFloat(attributes.zIndex)
      addSubview(cell)
      cell.apply(attributes)
      shownCells.append((attributes.indexPath, cell))
    }
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
