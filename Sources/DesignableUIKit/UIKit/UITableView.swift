import Components
import Foundation

/// A table view (`UITableView`): a scroll view with UIKit's table API, so that components
/// built on one compile and draw their own content. It draws its background colour
/// (`.systemBackground` for a plain table, `.systemGroupedBackground` for a grouped one,
/// unless set), its header and footer views, ``backgroundView``, and the rows in view with
/// their separators (``showRows()``); section headers and footers and the grouped styles'
/// insets are not drawn. ``dequeueReusableCell(withIdentifier:for:)`` builds the
/// registered cell each time.
open class UITableView: UIScrollView {
  /// A table's look (`UITableView.Style`).
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// How rows change (`UITableView.RowAnimation`); a render shows the end state.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// Where a row scrolls to (`UITableView.ScrollPosition`); stored calls do nothing.
  public enum ScrollPosition: Int, Sendable {
    case none, top, middle, bottom
  }

  /// The height that asks the cell for its own (`UITableView.automaticDimension`).
  public static let automaticDimension: CGFloat = -1

  public internal(set) var style: Style
  open weak var dataSource: UITableViewDataSource? { didSet { reloadShownRows() } }
  /// The delegate; setting it asks for the rows again, as their heights come from it.
  open override weak var delegate: UIScrollViewDelegate? { didSet { reloadShownRows() } }
  /// The rows' height when the delegate gives none; 44 while it is `automaticDimension`.
  open var rowHeight = UITableView.automaticDimension { didSet { reloadShownRows() } }
  open var estimatedRowHeight = UITableView.automaticDimension
  open var sectionHeaderHeight = UITableView.automaticDimension
  open var sectionFooterHeight = UITableView.automaticDimension
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension
  open var estimatedSectionFooterHeight = UITableView.automaticDimension
  /// Whether a hairline is drawn under each row.
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
    didSet { reloadShownRows() }
  }
  /// The separators' colour; none are drawn when `nil`.
  open var separatorColor: UIColor? = .separator { didSet { reloadShownRows() } }
  /// The separators' inset from the table's sides (their top and bottom are unused).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet { reloadShownRows() }
  }
  /// The effect separators are drawn with over a blurred background; stored only.
  open var separatorEffect: UIVisualEffect?
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var allowsSelectionDuringEditing = false
  /// Always false: a render is never in editing mode.
  open private(set) var isEditing = false
  open var sectionIndexColor: UIColor?
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Drawn behind everything, filling the table.
  open var backgroundView: UIView? {
    didSet { replaceFilling(oldValue, with: backgroundView, below: nil) }
  }
  /// Drawn at the top, at its own height and the table's width.
  open var tableHeaderView: UIView? { didSet { replaceAccessory(oldValue, tableHeaderView) } }
  /// Drawn under the header, at its own height and the table's width.
  open var tableFooterView: UIView? { didSet { replaceAccessory(oldValue, tableFooterView) } }

  var reuse = ReuseRegistry()
  /// The rows shown by the last layout, and their separators.
  var shownRows: [(path: IndexPath, cell: UITableViewCell)] = []
  var shownSeparators: [UIView] = []
  /// The bounds the rows were shown for; `nil` when they must be asked for again.
  var rowsShownFor: CGRect?

  /// Asks for the rows again at the next layout.
  func reloadShownRows() {
    rowsShownFor = nil
    setNeedsLayout()
  }
  /// The classes and nibs registered for section headers and footers.
  var headerFooterReuse = ReuseRegistry()
  var selectedRows: [IndexPath] = []

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = Self.defaultBackground(for: style)
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// A plain table, as Interface Builder archives one unless its style says otherwise; with
  /// no archived background colour, it takes its style's, as one built in code does.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    if backgroundColor == nil { backgroundColor = Self.defaultBackground(for: style) }
  }

  private static func defaultBackground(for style: Style) -> UIColor {
    style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// Sets ``isEditing``; a render is never in editing mode, so it stays false.
  open func setEditing(_ editing: Bool, animated: Bool) {}

  // Updates, which a subclass may override (as one that shows an empty state does).

  /// Marks the layout for update, which asks the data source for the rows again.
  open func reloadData() { reloadShownRows() }
  /// Does nothing: a render shows the end state.
  open func beginUpdates() {}
  /// Marks the layout for update.
  open func endUpdates() { reloadShownRows() }
  /// Runs `updates`, then `completion` with `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadShownRows()
    completion?(true)
  }
  /// Marks the layout for update.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    reloadShownRows()
  }
  /// Marks the layout for update.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    reloadShownRows()
  }
  /// Marks the layout for update.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    reloadShownRows()
  }
  /// Marks the layout for update.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    reloadShownRows()
  }

  private func replaceAccessory(_ old: UIView?, _ new: UIView?) {
    if old !== new { old?.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    reloadShownRows()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
    }
    showRows()
  }
}
