import Components
import Foundation

extension UICollectionView {
  /// How many items a layout places at most, so that a data source that answers a huge
  /// count (`Int.max`) does not hang a render; the rest are left out with a warning.
  static let maximumLaidOutItems = 100_000

  /// Shows the cells, supplementary and decoration views the layout places in view, as UIKit
  /// does on layout: the layout is prepared when it was invalidated, the content size taken
  /// from it, and for each of the attributes its
  /// ``UICollectionViewLayout/layoutAttributesForElements(in:)`` returns for the visible
  /// rectangle (the bounds) the view already showing that element is kept, or one is made by
  /// the data source (`cellForItemAt`, `viewForSupplementaryElementOfKind`) or from the
  /// layout's registration (a decoration view); a cell is told whether its item is selected
  /// (`isSelected`, as UIKit sets it after the data source), and each view, when they differ
  /// from the last it was given, the attributes: its frame (or its size, centre and
  /// transform), alpha, hidden state and z-index, then the attributes themselves
  /// (`apply(_:)`). The views stack above the other subviews in order of z-index, then
  /// decoration views, cells and supplementary views, then by index path, whatever order the
  /// layout lists them in; views whose elements left the view wait for reuse. Nothing is
  /// asked when neither the layout, the data nor the bounds changed since the last time, so
  /// the layout that adding cells asks for does not make them again.
  func showItems() {
    guard let dataSource else {
      hideShownElements()
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
    if cellsNeedReloading {
      cellsNeedReloading = false
      hideShownElements()
    }
    itemsShownFor = bounds
    // After prepare(), which may change the flow's sizes and insets.
    placementDuringShow = FlowPlacementMemo()
    defer { placementDuringShow = nil }
    contentSize = layout.collectionViewContentSize
    let ordered = elementsInView(of: layout)
    // The views shown before, by element, those not shown again waiting for reuse after.
    var leaving: [ShownElement.Key: ShownElement] = [:]
    for element in shownElements { leaving[element.key] = element }
    var shown: [ShownElement] = []
    for attributes in ordered.prefix(Self.maximumLaidOutItems) {
      let path = attributes.indexPath
      let kind = ShownElement.kind(of: attributes)
      if let kept = leaving.removeValue(forKey: ShownElement.Key(kind: kind, path: path)) {
        if let cell = kept.view as? UICollectionViewCell {
          let selected = selectedItems.contains(path)
          if cell.isSelected != selected { cell.isSelected = selected }
        }
        if !kept.attributes.isEqual(attributes) { Self.give(attributes, to: kept.view) }
        shown.append(ShownElement(kind: kind, path: path, view: kept.view, attributes: attributes))
        continue
      }
      let view: UICollectionReusableView
      if attributes.representedElementCategory == .decorationView {
        view = decorationView(ofKind: attributes.representedElementKind ?? "", layout: layout)
      } else if let kind {
        view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
      } else {
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        cell.isSelected = selectedItems.contains(path)
        view = cell
      }
      Self.give(attributes, to: view)
      if let cell = view as? UICollectionViewCell, attributes.representedElementCategory == .cell {
        itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
      } else if attributes.representedElementCategory == .supplementaryView, let kind {
        itemDelegate?.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
      }
      addSubview(view)
      shown.append(ShownElement(kind: kind, path: path, view: view, attributes: attributes))
    }
    for gone in shownElements where leaving[gone.key] != nil {
      if let cell = gone.view as? UICollectionViewCell, gone.kind == nil {
        itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: gone.path)
      } else if gone.attributes.representedElementCategory == .supplementaryView,
        let kind = gone.kind
      {
        itemDelegate?.collectionView(
          self, didEndDisplayingSupplementaryView: gone.view, forElementOfKind: kind,
          at: gone.path)
      }
      enqueueForReuse(gone)
    }
    shownElements = shown
    // The views stack above the other subviews in the order shown, kept or new, so that a
    // view laid out again stacks them as a new one does.
    let top = subviews.suffix(shown.count)
    if top.count != shown.count || !zip(top, shown).allSatisfy({ $0 === $1.view }) {
      for item in shown { bringSubviewToFront(item.view) }
    }
  }

  /// The delegate, told as cells and supplementary views come into and leave the view.
  private var itemDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

  /// The attributes of the cells (of items the data source has), supplementary views and
  /// decoration views in view, in the order they stack: by z-index, then decoration views,
  /// cells and supplementary views, then by kind and index path. Layouts often list their
  /// attributes from a dictionary, whose order differs from one run to the next.
  private func elementsInView(of layout: UICollectionViewLayout)
    -> [UICollectionViewLayoutAttributes]
  {
    let sections = max(0, numberOfSections)
    let elements = (layout.layoutAttributesForElements(in: bounds) ?? []).filter {
      guard $0.indexPath.count == 2, $0.indexPath.section < sections else { return false }
      switch $0.representedElementCategory {
      case .cell: return $0.indexPath.item < max(0, numberOfItems(inSection: $0.indexPath.section))
      case .supplementaryView, .decorationView: return true
      }
    }
    // At one z-index, decoration views below cells, supplementary views above.
    let rank: [UICollectionViewLayoutAttributes.ElementCategory: Int] = [
      .decorationView: 0, .cell: 1, .supplementaryView: 2,
    ]
    return elements.enumerated().sorted { lhs, rhs in
      let (l, r) = (lhs.element, rhs.element)
      let lKind = (rank[l.representedElementCategory] ?? 1, l.representedElementKind ?? "")
      let rKind = (rank[r.representedElementCategory] ?? 1, r.representedElementKind ?? "")
      return (l.zIndex, lKind.0, lKind.1, l.indexPath, lhs.offset)
        < (r.zIndex, rKind.0, rKind.1, r.indexPath, rhs.offset)
    }.map(\.element)
  }

  /// A decoration view of `kind`: one that left the view, else a new one of the class or
  /// nib `layout` registered for `kind`; a plain reusable view when none is.
  private func decorationView(ofKind kind: String, layout: UICollectionViewLayout)
    -> UICollectionReusableView
  {
    if let view = reusedView(kind: ShownElement.decorationPrefix + kind, identifier: kind) {
      return view
    }
    let fallback = { UICollectionReusableView(frame: .zero) }
    let view =
      layout.decorationReuse.make(kind, as: UICollectionReusableView.self, fallback: fallback)
      ?? fallback()
    view.reuseIdentifier = kind
    return view
  }

  /// Places `view` by `attributes` and tells it them.
  private static func give(
    _ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView
  ) {
    if attributes.transform3D == CATransform3DIdentity {
      view.layer.transform = CATransform3DIdentity
      view.frame = attributes.frame
    } else {
      view.bounds = CGRect(origin: .zero, size: attributes.size)
      view.center = attributes.center
      view.layer.transform = attributes.transform3D
    }
    view.alpha = attributes.alpha
    view.isHidden = attributes.isHidden
    view.layer.zPosition = CGFloat(attributes.zIndex)
    view.apply(attributes)
  }

  /// Takes every shown cell and supplementary view out of view, to wait for reuse.
  private func hideShownElements() {
    for shown in shownElements { enqueueForReuse(shown) }
    shownElements = []
    itemsShownFor = nil
  }

  /// Takes the element's view out of view; dequeuing its reuse identifier (and kind) can
  /// hand it out again.
  private func enqueueForReuse(_ element: ShownElement) {
    element.view.removeFromSuperview()
    guard let identifier = element.view.reuseIdentifier else { return }
    reusableViews[ShownElement.reuseKey(kind: element.kind, identifier: identifier), default: []]
      .append(element.view)
  }

  /// The view waiting for reuse under `kind` (`nil` for a cell) and `identifier` that left
  /// the view first, after its `prepareForReuse()`; `nil` when none waits.
  func reusedView(kind: String?, identifier: String) -> UICollectionReusableView? {
    let key = ShownElement.reuseKey(kind: kind, identifier: identifier)
    guard var waiting = reusableViews[key], !waiting.isEmpty else { return nil }
    let view = waiting.removeFirst()
    reusableViews[key] = waiting
    view.prepareForReuse()
    return view
  }
}
