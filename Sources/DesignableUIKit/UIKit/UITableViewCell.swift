import Components
import Foundation

/// A table view's row (`UITableViewCell`), drawn as a cell of a plain table in the light
/// appearance: a white background (`.systemBackground`), the content in ``contentView``,
/// which fills the cell, and, while selected or highlighted with a selection style other
/// than `.none`, ``selectedBackgroundView`` or iOS's grey (`.systemGray4`).
///
/// A render has no table: nothing dequeues the cell, draws separators or an accessory
/// (``accessoryType`` and ``accessoryView`` are stored only), or enters editing mode.
/// `init(frame:)` builds a `.default` cell, as UIKit's does. ``textLabel``,
/// ``detailTextLabel`` and ``imageView`` are made when first read, as in UIKit, and laid out
/// by the cell's style with 16-point side margins: the image at the leading margin, then the
/// title in `.label` 17-point text; `.subtitle` puts the detail in 12-point `.secondaryLabel`
/// text under it, `.value1` at the trailing margin in 17-point `.secondaryLabel` text, and
/// `.value2` gives the title a 12-point right-aligned column of a quarter of the width.
open class UITableViewCell: UIView {
  /// The style the cell was made with, which places its labels (UIKit keeps it private, so
  /// a cell of a component may name a property of its own `style`).
  package let cellStyle: CellStyle
  /// The identifier a table view dequeues it with; a render never does.
  open internal(set) var reuseIdentifier: String?
  /// The view to add the cell's content to: it fills the cell and resizes with it.
  public let contentView = UIView()
  private var madeTextLabel: UILabel?
  private var madeDetailTextLabel: UILabel?
  private var madeImageView: UIImageView?

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

  /// How a selected or highlighted cell looks: `.none` shows no selection.
  open var selectionStyle = SelectionStyle.default {
    didSet { showSelectionState() }
  }
  /// Stored only: a render focuses no cell.
  open var focusStyle = FocusStyle.default
  /// Stored only: a render draws no accessory.
  open var accessoryType = AccessoryType.none
  /// Stored only: a render draws no accessory view.
  open var accessoryView: UIView?
  /// Stored only: a render is never in editing mode.
  open var editingAccessoryType = AccessoryType.none
  /// Stored only: a render draws no separators.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  open var indentationLevel = 0
  open var indentationWidth: CGFloat = 10
  /// Always false: a render is never in editing mode.
  open private(set) var isEditing = false
  open var shouldIndentWhileEditing = true
  open var showsReorderControl = false

  /// Whether the cell is selected (`setSelected(_:animated:)` sets it).
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the cell is highlighted (`setHighlighted(_:animated:)` sets it).
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  private var selected = false
  private var highlighted = false
  /// iOS's grey behind the content of a selected cell with no ``selectedBackgroundView``.
  private var selectionGrey: UIView?

  /// A cell of `style`; `reuseIdentifier` is kept.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    installContentView()
  }

  /// A `.default` cell with `frame`, as UIKit's `initWithFrame:` makes it.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// A `.default` cell, as Interface Builder archives a custom cell.
  public required init?(coder: NSCoder) {
    cellStyle = .default
    super.init(coder: coder)
    installContentView()
  }

  private func installContentView() {
    backgroundColor = .systemBackground
    replaceFilling(nil, with: contentView, below: nil)
  }

  /// The title label, made on first use.
  open var textLabel: UILabel? {
    if let madeTextLabel { return madeTextLabel }
    let label = UILabel()
    label.font = .systemFont(ofSize: cellStyle == .value2 ? 12 : 17)
    label.textColor = .label
    if cellStyle == .value2 { label.textAlignment = .right }
    contentView.addSubview(label)
    madeTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The detail label, made on first use; `nil` for a `.default` cell, as in UIKit.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let madeDetailTextLabel { return madeDetailTextLabel }
    let label = UILabel()
    label.font = .systemFont(ofSize: cellStyle == .subtitle ? 12 : 17)
    label.textColor = cellStyle == .value2 ? .label : .secondaryLabel
    if cellStyle == .value1 { label.textAlignment = .right }
    contentView.addSubview(label)
    madeDetailTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The image view at the leading margin, made on first use.
  open var imageView: UIImageView? {
    if let madeImageView { return madeImageView }
    let view = UIImageView()
    contentView.addSubview(view)
    madeImageView = view
    setNeedsLayout()
    return view
  }

  /// Sets ``isSelected``; `animated` is ignored, as a render shows the end state.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
    showSelectionState()
  }

  /// Sets ``isHighlighted``; `animated` is ignored, as a render shows the end state.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    self.highlighted = highlighted
    showSelectionState()
  }

  /// Stored only: a render is never in editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {}

  /// Called by a table view before it shows the cell again; never called by a render.
  open func prepareForReuse() {}

  /// Called before the cell shows its editing or delete controls (`willTransition(to:)`);
  /// never called by a render, which shows no such controls.
  open func willTransition(to state: StateMask) {}
  /// Called after the cell showed its editing or delete controls; never called by a render.
  open func didTransition(to state: StateMask) {}

  /// Which editing controls a cell shows (`UITableViewCell.StateMask`).
  public struct StateMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutStyledViews(text: madeTextLabel, detail: madeDetailTextLabel, image: madeImageView)
  }

  /// Shows the selected background, or iOS's grey behind the content, while the cell is
  /// selected or highlighted with a selection style.
  private func showSelectionState() {
    let shown = (selected || highlighted) && selectionStyle != .none
    selectedBackgroundView?.isHidden = !shown
    let grey = shown && selectedBackgroundView == nil
    if grey, selectionGrey == nil {
      let view = UIView()
      view.backgroundColor = .systemGray4
      replaceFilling(nil, with: view, below: contentView)
      selectionGrey = view
    }
    selectionGrey?.isHidden = !grey
  }
}
