import Components
import Foundation

/// What places a collection view's items (`UICollectionViewLayout`). Only a flow layout
/// places items here (see ``UICollectionView``).
open class UICollectionViewLayout {
  /// The collection view the layout belongs to.
  open internal(set) weak var collectionView: UICollectionView?

  public init() {}

  /// Asks the collection view to lay its items out again.
  open func invalidateLayout() { collectionView?.setNeedsLayout() }

  /// Called before a flow layout places the items; does nothing unless overridden.
  open func prepare() {}

  /// The layout direction the layout's code assumes: left to right, as in UIKit.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether the layout mirrors itself in the opposite layout direction; `false` unless a
  /// subclass says otherwise. A render is left to right, so nothing is mirrored.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}

/// A grid layout (`UICollectionViewFlowLayout`), stored with UIKit's defaults.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size that asks each cell for its own (`UICollectionViewFlowLayout.automaticSize`).
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: 0)

  open var itemSize = CGSize(width: 50, height: 50)
  open var estimatedItemSize = CGSize.zero
  open var minimumLineSpacing: CGFloat = 10
  open var minimumInteritemSpacing: CGFloat = 10
  open var sectionInset = UIEdgeInsets.zero
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  open var headerReferenceSize = CGSize.zero
  open var footerReferenceSize = CGSize.zero
  open var sectionHeadersPinToVisibleBounds = false
  open var sectionFootersPinToVisibleBounds = false
}
