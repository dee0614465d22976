import Components
import Foundation

extension UICollectionView {
  /// Where a flow layout puts every item and section header and footer, in order, and the
  /// content size: worked out once while the items are shown, else each time it is asked.
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

  /// Each section as UIKit's flow places it, one after the other along the scroll
  /// direction: its header (when its reference size is not zero along that direction),
  /// spanning the collection view across it; its items in lines between the section's
  /// insets; its footer, as the header.
  private func computedFlowPlacement(_ flow: UICollectionViewFlowLayout) -> FlowPlacement {
    let delegate = delegate as? UICollectionViewDelegateFlowLayout
    let horizontal = flow.scrollDirection == .horizontal
    let extent = horizontal ? bounds.height : bounds.width
    var start: CGFloat = 0
    var budget = Self.maximumLaidOutItems
    var placement = FlowPlacement(items: [], supplementaries: [], contentSize: .zero)
    /// Places a header or footer of `size` at `start`, when it has depth.
    func place(_ kind: String, size: CGSize, section: Int) {
      let depth = horizontal ? size.width : size.height
      guard depth > 0 else { return }
      let frame =
        horizontal
        ? CGRect(x: start, y: 0, width: depth, height: extent)
        : CGRect(x: 0, y: start, width: extent, height: depth)
      placement.supplementaries.append((kind, IndexPath(item: 0, section: section), frame))
      start += depth
    }
    for section in 0..<max(0, numberOfSections) where budget > 0 {
      let count = max(0, numberOfItems(inSection: section))
      if count > budget {
        FileHandle.standardError.write(
          Data(
            ("warning: \(type(of: self)) lays out \(budget) of the \(count) items of section "
              + "\(section) and no more (at most \(Self.maximumLaidOutItems) in all)\n").utf8))
      }
      place(
        Self.elementKindSectionHeader,
        size: delegate?.collectionView(self, layout: flow, referenceSizeForHeaderInSection: section)
          ?? flow.headerReferenceSize, section: section)
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
      let placed = lines.frames(across: extent, from: start)
      placement.items += zip(paths, placed.frames).map { ($0, $1) }
      start = placed.end
      place(
        Self.elementKindSectionFooter,
        size: delegate?.collectionView(self, layout: flow, referenceSizeForFooterInSection: section)
          ?? flow.footerReferenceSize, section: section)
    }
    placement.contentSize =
      horizontal
      ? CGSize(width: start, height: bounds.height) : CGSize(width: bounds.width, height: start)
    return placement
  }
}

/// Where a flow layout puts every item and every section header and footer, in order, and
/// the content size.
typealias FlowPlacement = (
  items: [(path: IndexPath, frame: CGRect)],
  supplementaries: [(kind: String, path: IndexPath, frame: CGRect)], contentSize: CGSize
)

/// A flow layout's placement kept for one showing of the items.
struct FlowPlacementMemo {
  weak var layout: UICollectionViewFlowLayout?
  var placement: FlowPlacement?
}
