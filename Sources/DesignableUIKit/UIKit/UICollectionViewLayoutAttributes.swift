import Components
import Foundation

/// Where and how a layout shows one element (`UICollectionViewLayoutAttributes`): its frame
/// (kept with its centre and size), transform, alpha, z-index and whether it is hidden. A
/// collection view applies them to the cell it shows, then calls the cell's `apply(_:)`, so
/// a subclass's extra values reach the cell. Copies keep the class, so a subclass that
/// overrides ``copy(with:)`` and calls `super` copies its own values too.
open class UICollectionViewLayoutAttributes {
  /// What an element is (`UICollectionView.ElementCategory`).
  public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

  open var indexPath = IndexPath(item: 0, section: 0)
  public internal(set) var representedElementCategory = ElementCategory.cell
  public internal(set) var representedElementKind: String?
  /// The element's frame in the collection view's content, untransformed.
  open var frame = CGRect.zero
  /// The frame's centre; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The frame's size; setting it keeps the centre.
  open var size: CGSize {
    get { frame.size }
    set {
      let centre = center
      frame = CGRect(
        x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }
  /// The element's bounds: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
  /// The transform about the centre; the same as ``transform``'s 2D part.
  open var transform3D = CATransform3DIdentity
  /// The 2D transform about the centre; setting it sets ``transform3D``.
  open var transform: CGAffineTransform {
    get { transform3D.affine }
    set { transform3D = CATransform3D(affine: newValue) }
  }
  open var alpha: CGFloat = 1
  /// The stacking order: a greater z-index shows above a smaller one.
  open var zIndex = 0
  open var isHidden = false

  public required init() {}

  /// Attributes for the cell of the item at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes for a supplementary view of `kind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }

  /// Attributes for a decoration view of `kind` at `indexPath`, one the layout registered.
  public convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = kind
  }

  /// A copy of the same class with the same values (`copy(with:)`).
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    copy.frame = frame
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }

  /// A copy (`copy()`), made by ``copy(with:)``.
  open func copy() -> Any { copy(with: nil) }

  /// Whether `object` holds the same values (`isEqual(_:)`); a subclass compares its own.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self)
    else { return false }
    return indexPath == other.indexPath && frame == other.frame
      && transform3D == other.transform3D && alpha == other.alpha && zIndex == other.zIndex
      && isHidden == other.isHidden && representedElementKind == other.representedElementKind
  }
}
