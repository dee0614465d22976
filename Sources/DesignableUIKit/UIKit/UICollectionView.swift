import Components
import Foundation

/// A collection view (`UICollectionView`): a scroll view with UIKit's collection API. It
/// draws its background colour (none unless set) and ``backgroundView``, and, with a data
/// source, the cells its layout places in view when it lays out (no supplementary views).
/// ``dequeueReusableCell(withReuseIdentifier:for:)`` builds the registered cell each time.
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
    didSet { collectionViewLayout.collectionView = self }
  }
  open weak var dataSource: UICollectionViewDataSource?
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
  /// The cells shown by the last layout, with their items.
  var shownCells: [(path: IndexPath, cell: UICollectionViewCell)] = []
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

  /// Sets the layout; `animated` is ignored.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  // Updates, which a subclass may override (as a calendar that redraws on reload does).

  /// Marks the layout for update: the items are asked for again when it lays out.
  open func reloadData() { setNeedsLayout() }
  /// Runs `updates`, then `completion` with `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }
  /// Marks the layout for update.
  open func insertItems(at indexPaths: [IndexPath]) { setNeedsLayout() }
  /// Marks the layout for update.
  open func deleteItems(at indexPaths: [IndexPath]) { setNeedsLayout() }
  /// Marks the layout for update.
  open func reloadItems(at indexPaths: [IndexPath]) { setNeedsLayout() }
  /// Marks the layout for update.
  open func reloadSections(_ sections: IndexSet) { setNeedsLayout() }
}
