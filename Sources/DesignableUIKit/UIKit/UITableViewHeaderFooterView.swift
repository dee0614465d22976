import Components
import Foundation

/// A table's section header or footer (`UITableViewHeaderFooterView`): its content goes
/// into ``contentView``, which fills it, above the optional ``backgroundView``. Its
/// ``textLabel`` and ``detailTextLabel`` are made when first read, in the content view,
/// 16 points in from the sides and centred in the height, the detail below the text (UIKit's
/// own fonts and insets for headers vary with the table's style and are not copied: set them
/// to match a design). A render has no table that dequeues it, so ``prepareForReuse()``
/// runs only when called.
open class UITableViewHeaderFooterView: UIView {
  /// The view to add the content to: it fills the view and resizes with it.
  public let contentView = UIView()
  /// The identifier the view was made or dequeued with.
  open internal(set) var reuseIdentifier: String?

  private var madeTextLabel: UILabel?
  private var madeDetailTextLabel: UILabel?

  /// A view drawn behind the content, filling the view.
  open var backgroundView: UIView? {
    didSet { replaceFilling(oldValue, with: backgroundView, below: contentView) }
  }

  public init(reuseIdentifier: String?) {
    super.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
    replaceFilling(nil, with: contentView, below: nil)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    replaceFilling(nil, with: contentView, below: nil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    replaceFilling(nil, with: contentView, below: nil)
  }

  /// The header's title label, made on first use.
  open var textLabel: UILabel? {
    if let madeTextLabel { return madeTextLabel }
    let label = UILabel()
    contentView.addSubview(label)
    madeTextLabel = label
    setNeedsLayout()
    return label
  }

  /// A second, smaller line below the title, made on first use.
  open var detailTextLabel: UILabel? {
    if let madeDetailTextLabel { return madeDetailTextLabel }
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 12)
    contentView.addSubview(label)
    madeDetailTextLabel = label
    setNeedsLayout()
    return label
  }

  /// Called by a table before it shows the view again; never called by a render.
  open func prepareForReuse() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    let area = contentView.bounds.insetBy(dx: 16, dy: 0)
    let labels = [madeTextLabel, madeDetailTextLabel].compactMap { $0 }
    let heights = labels.map { $0.intrinsicContentSize.height }
    var y = area.minY + (area.height - heights.reduce(0, +)) / 2
    for (label, height) in zip(labels, heights) {
      label.frame = CGRect(x: area.minX, y: y, width: area.width, height: height)
      y += height
    }
  }
}

extension UITableView {
  /// Registers `aClass` for headers and footers dequeued with `identifier`.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterReuse.register(aClass, for: identifier)
  }

  /// Registers `nib`, whose first top-level header or footer view is built, for
  /// `identifier`.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterReuse.register(nib, for: identifier)
  }

  /// A new header or footer of the class or nib registered for `identifier`, or `nil` when
  /// none is.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    let view = headerFooterReuse.make(identifier, as: UITableViewHeaderFooterView.self) {
      UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }
    view?.reuseIdentifier = identifier
    return view
  }
}
