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

  /// Where an item scrolls to (`UICollectionView.ScrollPosition`); nothing scrolls here.
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
  /// The cells and supplementary views shown by the last layout, with their items and the
  /// attributes they were given.
  var shownElements: [ShownElement] = []
  /// Cells and supplementary views that left the view, by reuse key (a cell's identifier,
  /// a supplementary view's kind and identifier), oldest first: what dequeuing hands out.
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

  /// The key its view waits under for reuse, with `identifier`.
  static func reuseKey(kind: String?, identifier: String) -> String {
    kind.map { $0 + "\u{0}" + identifier } ?? identifier
  }
}
