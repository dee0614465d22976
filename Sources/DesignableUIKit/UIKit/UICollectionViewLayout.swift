import Components
import Foundation

/// What places a collection view's items (`UICollectionViewLayout`): a subclass computes
/// each element's attributes, and the collection view shows the cells of those its
/// ``layoutAttributesForElements(in:)`` returns for its visible rectangle, as UIKit does.
/// This base class places nothing; ``UICollectionViewFlowLayout`` places items in lines.
open class UICollectionViewLayout {
  /// The collection view the layout belongs to.
  open internal(set) weak var collectionView: UICollectionView?
  /// The classes and nibs registered for decoration views, by kind.
  var decorationReuse = ReuseRegistry()

  public init() {}

  /// A layout from an archive, as a storyboard makes one.
  public required init?(coder: NSCoder) {}

  /// Asks the collection view to lay its items out again, through
  /// ``invalidateLayout(with:)`` with a context that invalidates everything.
  open func invalidateLayout() {
    let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
    let context = (type ?? UICollectionViewLayoutInvalidationContext.self).init()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Asks the collection view to prepare the layout and lay its items out again; an override
  /// reads what `context` says changed and calls `super`.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    collectionView?.layoutWasInvalidated()
  }

  /// The class of the contexts the layout makes (`invalidationContextClass`).
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// The context for a change of the collection view's bounds to `newBounds`: one of
  /// ``invalidationContextClass``.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
    return (type ?? UICollectionViewLayoutInvalidationContext.self).init()
  }

  /// Called before the collection view asks for attributes; does nothing unless overridden.
  open func prepare() {}

  /// The class of the attributes the layout makes (`layoutAttributesClass`).
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The size of all the content, which the collection view scrolls over; zero here.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of the elements in `rect`; none here.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath`; none here.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of a supplementary view; none here.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of a decoration view; none here.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Registers `viewClass` for the decoration views of `elementKind`, which the collection
  /// view builds itself when the layout places one.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationReuse.register(viewClass, for: elementKind)
  }

  /// Registers `nib`, whose first top-level view is built, for the decoration views of
  /// `elementKind`.
  open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
    decorationReuse.register(nib, for: elementKind)
  }

  /// Whether a change of the collection view's bounds lays it out anew; `false` here.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Where scrolling stops; where it was headed unless overridden. Nothing scrolls here.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }

  /// Where the content lies after a layout change; as proposed unless overridden.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  { proposedContentOffset }

  /// The attributes an appearing item starts from in an animation; never asked here.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// The attributes a disappearing item ends at in an animation; never asked here.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// The layout direction the layout's code assumes: left to right, as in UIKit.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether the layout mirrors itself in the opposite layout direction; `false` unless a
  /// subclass says otherwise. A render is left to right, so nothing is mirrored.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}

/// A grid layout (`UICollectionViewFlowLayout`), stored with UIKit's defaults. As in UIKit,
/// a change of its geometry invalidates it, and so does a change of the collection view's
/// size, so that a subclass's `prepare()` runs again.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size that asks each cell for its own (`UICollectionViewFlowLayout.automaticSize`).
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: 0)

  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { if itemSize != oldValue { invalidateLayout() } }
  }
  open var estimatedItemSize = CGSize.zero
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
  }
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
  }
  open var sectionInset = UIEdgeInsets.zero {
    didSet { if sectionInset != oldValue { invalidateLayout() } }
  }
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { if scrollDirection != oldValue { invalidateLayout() } }
  }
  open var headerReferenceSize = CGSize.zero {
    didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
  }
  open var footerReferenceSize = CGSize.zero {
    didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
  }
  open var sectionHeadersPinToVisibleBounds = false
  open var sectionFootersPinToVisibleBounds = false

  /// The attributes of the items, then of the section headers and footers, as the flow
  /// places them, those that meet `rect`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView else { return nil }
    let placement = collectionView.flowPlacement(self)
    let items = placement.items.compactMap { item -> UICollectionViewLayoutAttributes? in
      guard !item.frame.intersection(rect).isEmpty else { return nil }
      let attributes = UICollectionViewLayoutAttributes(forCellWith: item.path)
      attributes.frame = item.frame
      return attributes
    }
    let supplementaries = placement.supplementaries.compactMap {
      element -> UICollectionViewLayoutAttributes? in
      guard !element.frame.intersection(rect).isEmpty else { return nil }
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: element.kind, with: element.path)
      attributes.frame = element.frame
      return attributes
    }
    return items + supplementaries
  }

  /// The attributes of the section header or footer of `elementKind` at `indexPath`.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard
      let element = collectionView?.flowPlacement(self).supplementaries.first(where: {
        $0.kind == elementKind && $0.path == indexPath
      })
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = element.frame
    return attributes
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard
      let item = collectionView?.flowPlacement(self).items.first(where: { $0.path == indexPath })
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = item.frame
    return attributes
  }

  /// Whether `newBounds` changes the collection view's size, which moves the lines.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  /// The content the lines fill: their length along the scroll direction, the collection
  /// view's extent across it.
  open override var collectionViewContentSize: CGSize {
    collectionView?.flowPlacement(self).contentSize ?? .zero
  }
}

/// What changed for a layout to invalidate (`UICollectionViewLayoutInvalidationContext`):
/// every item, the data source's counts, or the items and adjustments a layout names.
open class UICollectionViewLayoutInvalidationContext {
  /// Whether everything is to be computed again, as `invalidateLayout()` asks.
  open internal(set) var invalidateEverything = false
  /// Whether the data source's counts changed, as `reloadData()` tells.
  open internal(set) var invalidateDataSourceCounts = false
  /// How far the content offset moves.
  open var contentOffsetAdjustment: CGPoint = .zero
  /// How much the content size grows.
  open var contentSizeAdjustment: CGSize = .zero
  /// The items named with ``invalidateItems(at:)``.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?

  public required init() {}

  /// Names items whose attributes are to be computed again.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }
}
