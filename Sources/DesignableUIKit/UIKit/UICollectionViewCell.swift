import Components
import Foundation

/// A view a collection view shows for an item or a supplementary element
/// (`UICollectionReusableView`).
open class UICollectionReusableView: UIView {
  /// The identifier a collection view dequeued it with; `nil` for a view made otherwise.
  open internal(set) var reuseIdentifier: String?

  /// Called by a collection view before it hands out a cell that left the view again.
  open func prepareForReuse() {}

  /// Told the attributes the layout gave the view, after the collection view applied their
  /// frame, transform and alpha (`apply(_:)`); a subclass reads its attributes' own values.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like, given the layout's (self-sizing); the layout's
  /// unless overridden. Not asked here: sizes come from the layout.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes { layoutAttributes }
}

/// A collection view's cell (`UICollectionViewCell`): its content goes into
/// ``contentView``, which fills the cell, above the optional ``backgroundView`` and, while
/// the cell is selected or highlighted, ``selectedBackgroundView``. The cell itself has no
/// background colour, as in UIKit.
open class UICollectionViewCell: UICollectionReusableView {
  /// The view to add the cell's content to: it fills the cell and resizes with it.
  public let contentView = UIView()

  /// A view drawn behind the content, filling the cell.
  open var backgroundView: UIView? {
    didSet { replaceFilling(oldValue, with: backgroundView, below: nil) }
  }

  /// A view drawn behind the content while the cell is selected or highlighted.
  open var selectedBackgroundView: UIView? {
    didSet {
      replaceFilling(oldValue, with: selectedBackgroundView, below: contentView)
      showSelectionState()
    }
  }

  /// Whether the cell is selected; shows or hides ``selectedBackgroundView``.
  open var isSelected = false {
    didSet { showSelectionState() }
  }

  /// Whether the cell is highlighted; shows or hides ``selectedBackgroundView``.
  open var isHighlighted = false {
    didSet { showSelectionState() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    installContentView()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installContentView()
  }

  private func installContentView() {
    replaceFilling(nil, with: contentView, below: nil)
  }

  private func showSelectionState() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }
}
