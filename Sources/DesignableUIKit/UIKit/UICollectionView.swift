import Components
import Foundation

/// A collection view (`UICollectionView`): a scroll view with UIKit's collection API. It
/// draws its background colour (none unless set) and ``backgroundView``, and, with a data
/// source, the cells its layout places in view when it lays out (no supplementary views).
/// As in UIKit, the layout is prepared again only when invalidated (`invalidateLayout()`,
/// `reloadData()`, a new layout or data source, or a bounds change the layout's
/// `shouldInvalidateLayout(forBoundsChange:)` accepts), the data source is asked for a cell
/// only when its item comes into view or is reloaded, and
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` hands out the cells that left the view
/// (after `prepareForReuse()`) before it builds new ones.
open class UICollectionView: UIScrollView {
  /// The direction a flow layout fills (`UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }

  /// Where an item scrolls to (`UICollectionView.ScrollPosition`).
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of a section header (`UICollectionView.elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer (`UICollectionView.elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      layoutWasInvalidated()
    }
  }
  open weak var dataSource: UICollectionViewDataSource? { didSet { reloadItemsInView() } }
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  /// Whether cells are prepared ahead of need; stored only, as a render shows what is in view.
  open var isPrefetchingEnabled = true
  /// Drawn behind everything, filling the collection view.
  open var backgroundView: UIView? {
    didSet { replaceFilling(oldValue, with: backgroundView, below: nil) }
  }

  var reuse = ReuseRegistry()
  var supplementaryReuse = ReuseRegistry()
  var selectedItems: [IndexPath] = []
  /// The cells, supplementary and decoration views shown by the last layout, with their
  /// index paths and the attributes they were given.
  var shownElements: [ShownElement] = []
  /// Views that left the view, by reuse key (a cell's identifier, a supplementary or
  /// decoration view's kind and identifier), oldest first: what dequeuing hands out.
  var reusableViews: [String: [UICollectionReusableView]] = [:]
  /// Whether the layout is to be prepared before the next layout shows the items.
  var layoutNeedsPreparing = true
  /// Whether every cell in view is to be asked for again (`reloadData()` and the updates).
  var cellsNeedReloading = true
  /// The bounds the items were last shown for; `nil` before they are.
  var itemsShownFor: CGRect?
  /// Whether the layout declined a change of size since it was last prepared.
  var layoutDeclinedResize = false
  /// While the collection view shows its items, the flow layout's placement, worked out once
  /// for the content size and the attributes the layout is asked for.
  var placementDuringShow: FlowPlacementMemo?

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// A collection view with a flow layout, as Interface Builder archives one.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    showItems()
  }

  /// A change of the frame's size is a bounds change the layout is asked about first.
  open override var frame: CGRect {
    get { super.frame }
    set {
      if layer.transform == .identity, newValue.size != bounds.size {
        boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size))
      }
      super.frame = newValue
    }
  }

  /// The layout is asked whether the new bounds invalidate it, while `bounds` is still the
  /// old rectangle, as UIKit asks.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      if newValue != bounds { boundsWillChange(to: newValue) }
      super.bounds = newValue
    }
  }

  /// Sets the layout; `animated` is ignored.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  // Updates, which a subclass may override (as a calendar that redraws on reload does).

  /// Asks for the layout and every cell in view again at the next layout.
  open func reloadData() { reloadItemsInView() }
  /// Runs `updates`, then `completion` with `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }
  /// Asks for the layout and the cells in view again at the next layout.
  open func insertItems(at indexPaths: [IndexPath]) { reloadItemsInView() }
  /// Asks for the layout and the cells in view again at the next layout.
  open func deleteItems(at indexPaths: [IndexPath]) { reloadItemsInView() }
  /// Asks for the layout and the cells in view again at the next layout.
  open func reloadItems(at indexPaths: [IndexPath]) { reloadItemsInView() }
  /// Asks for the layout and the cells in view again at the next layout.
  open func reloadSections(_ sections: IndexSet) { reloadItemsInView() }

  /// Marks the layout for preparing and every cell in view for asking again.
  func reloadItemsInView() {
    cellsNeedReloading = true
    layoutWasInvalidated()
  }

  /// Marks the layout for preparing at the next layout (the layout was invalidated).
  func layoutWasInvalidated() {
    layoutNeedsPreparing = true
    setNeedsLayout()
  }

  /// Asks a prepared layout whether `newBounds` invalidates it, and invalidates it with the
  /// context it gives when it does.
  private func boundsWillChange(to newBounds: CGRect) {
    guard !layoutNeedsPreparing else { return }
    let layout = collectionViewLayout
    guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else {
      if newBounds.size != bounds.size { layoutDeclinedResize = true }
      return
    }
    layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
  }

  // MARK: Items, registration and dequeuing (open, so a subclass overrides them as on iOS)

  /// Registers `cellClass` for `identifier`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    reuse.register(cellClass, for: identifier)
  }

  /// Registers `nib`, whose first top-level cell is built, for `identifier`.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    reuse.register(nib, for: identifier)
  }

  /// Registers `viewClass` for supplementary views of `kind` and `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryReuse.register(
      viewClass, for: ShownElement.reuseKey(kind: kind, identifier: identifier))
  }

  /// Registers `nib`, whose first top-level view is built, for supplementary views of `kind`
  /// and `identifier`.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryReuse.register(nib, for: ShownElement.reuseKey(kind: kind, identifier: identifier))
  }

  /// A cell for `identifier`: the one that left the view first, after its
  /// `prepareForReuse()`, else a new one of the class or nib registered for `identifier`; a
  /// plain cell when none is (UIKit raises an exception there).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
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
  open func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = reusedView(kind: kind, identifier: identifier) { return view }
    let fallback = { UICollectionReusableView(frame: .zero) }
    let view =
      supplementaryReuse.make(
        ShownElement.reuseKey(kind: kind, identifier: identifier),
        as: UICollectionReusableView.self,
        fallback: fallback)
      ?? fallback()
    view.reuseIdentifier = identifier
    return view
  }

  /// The data source's section count: 1 without one that says.
  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }

  /// The data source's item count for `section`; 0 without a data source.
  open func numberOfItems(inSection section: Int) -> Int {
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
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    shownElements.first { $0.kind == nil && $0.path == indexPath }?.view as? UICollectionViewCell
  }

  /// The cells of the items in view, as the last layout showed them.
  open var visibleCells: [UICollectionViewCell] { shownCells.map(\.cell) }

  /// The items in view, as the last layout showed them.
  open var indexPathsForVisibleItems: [IndexPath] { shownCells.map(\.path) }

  /// The selected items, if any.
  open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

  /// Selects the item at `indexPath` (or deselects all for `nil`), and shows the change on
  /// the cells in view (`isSelected`); nothing scrolls.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    selectedItems.select(indexPath, multiple: allowsMultipleSelection)
    showSelection()
  }

  /// Deselects the item at `indexPath`, and shows it on its cell if it is in view.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
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

  /// Scrolls at once (`animated` is ignored) so that the item's left, centre or right edge,
  /// and its top, centre or bottom, sits where `scrollPosition` says, within the content and
  /// its insets, as UIKit does; the layout is laid out first when it must be. An item the
  /// layout does not place scrolls nothing.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    if layoutNeedsPreparing { layoutIfNeeded() }
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame, !frame.isNull else { return }
    let inset = adjustedContentInset
    var offset = contentOffset
    if scrollPosition.contains(.left) {
      offset.x = frame.minX - inset.left
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - bounds.width / 2
    } else if scrollPosition.contains(.right) {
      offset.x = frame.maxX - bounds.width + inset.right
    }
    if scrollPosition.contains(.top) {
      offset.y = frame.minY - inset.top
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - bounds.height / 2
    } else if scrollPosition.contains(.bottom) {
      offset.y = frame.maxY - bounds.height + inset.bottom
    }
    let size = collectionViewLayout.collectionViewContentSize
    offset.x = min(
      max(offset.x, -inset.left), max(-inset.left, size.width - bounds.width + inset.right))
    offset.y = min(
      max(offset.y, -inset.top), max(-inset.top, size.height - bounds.height + inset.bottom))
    setContentOffset(offset, animated: animated)
  }

  // MARK: Queries

  /// The layout's attributes of the item at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The item shown at `point` (in the collection view's coordinates); `nil` when none is.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    shownCells.last { $0.cell.frame.contains(point) }?.path
  }

  /// The item `cell` shows; `nil` when it shows none now.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    shownElements.first { $0.view === cell }?.path
  }

  /// The supplementary view of `elementKind` shown at `indexPath`; `nil` when it is not in
  /// view.
  open func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView? {
    shownElements.first { $0.kind == elementKind && $0.path == indexPath }?.view
  }

  /// The supplementary views of `elementKind` in view, as the last layout showed them.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    shownElements.filter { $0.kind == elementKind }.map(\.view)
  }

  /// The index paths of the supplementary views of `elementKind` in view.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String)
    -> [IndexPath]
  { shownElements.filter { $0.kind == elementKind }.map(\.path) }

  /// Asks for the layout and the cells in view again at the next layout.
  open func insertSections(_ sections: IndexSet) { reloadItemsInView() }

  /// Asks for the layout and the cells in view again at the next layout.
  open func deleteSections(_ sections: IndexSet) { reloadItemsInView() }

  /// Asks for the layout and the cells in view again at the next layout.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadItemsInView() }

  /// Asks for the layout and the cells in view again at the next layout.
  open func moveSection(_ section: Int, toSection newSection: Int) { reloadItemsInView() }

  /// Asks for the layout and the cells in view again at the next layout (iOS 15's lighter
  /// reload).
  open func reconfigureItems(at indexPaths: [IndexPath]) { reloadItemsInView() }
}

extension UICollectionView: KeptLayoutOwner {
  /// The layout's class name when it declined a change of size since it was prepared.
  public var layoutKeptThroughResize: String? {
    layoutDeclinedResize ? String(describing: type(of: collectionViewLayout)) : nil
  }

  /// Invalidates the layout, as its accepting the change would have.
  public func invalidateKeptLayout() { collectionViewLayout.invalidateLayout() }
}

/// A cell or supplementary view a collection view shows: its kind (`nil` for a cell), its
/// index path, and the attributes it was last given.
struct ShownElement {
  var kind: String?
  var path: IndexPath
  var view: UICollectionReusableView
  var attributes: UICollectionViewLayoutAttributes

  /// What tells one shown element from another: its kind and index path.
  struct Key: Hashable {
    var kind: String?
    var path: IndexPath
  }

  var key: Key { Key(kind: kind, path: path) }

  /// What a decoration view's kind is prefixed with among the kinds of shown elements, so
  /// that it is not taken for a supplementary view's.
  static let decorationPrefix = "\u{2}decoration:"

  /// The kind an element of `attributes` is shown under: `nil` for a cell, a supplementary
  /// view's kind, or a decoration view's behind ``decorationPrefix``.
  static func kind(of attributes: UICollectionViewLayoutAttributes) -> String? {
    switch attributes.representedElementCategory {
    case .cell: nil
    case .supplementaryView: attributes.representedElementKind ?? ""
    case .decorationView: decorationPrefix + (attributes.representedElementKind ?? "")
    }
  }

  /// The key its view is registered and waits under for reuse, with `identifier`.
  static func reuseKey(kind: String?, identifier: String) -> String {
    kind.map { $0 + "\u{0}" + identifier } ?? identifier
  }
}
