import Components
import Foundation

/// A view that lays out its arranged subviews in a row or a column (`UIStackView`), by
/// frames in `layoutSubviews()`, without constraints of its own.
///
/// Along the axis, each distribution shares the room as UIKit's does (see
/// ``place(_:in:gaps:by:)``). Across the axis, `.fill` stretches each view; other alignments
/// use its intrinsic (else current) size and place it at the start, centre or end.
/// Hidden views take no room. The stack view draws nothing itself.
open class UIStackView: UIView {
  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet {
      setNeedsLayout()
      invalidateIntrinsicContentSize()
    }
  }
  open var spacing: CGFloat = 0 {
    didSet {
      setNeedsLayout()
      invalidateIntrinsicContentSize()
    }
  }
  open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
  open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
  open var isBaselineRelativeArrangement = false
  /// Whether the views are laid out inside `layoutMargins` rather than the bounds.
  open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
  /// The spaces set by ``setCustomSpacing(_:after:)``, by arranged view.
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  public override init(frame: CGRect) {
    super.init(frame: frame)
    arrangesByIntrinsicSize = true
  }

  /// Creates a stack view from an archive; it cannot fail, as in UIKit, so a subclass
  /// writes `required init(coder: NSCoder)`.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
    arrangesByIntrinsicSize = true
    restore(from: coder)
  }

  /// A horizontal stack of `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Appends `view` to the arranged views, adding it as a subview.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` at `index` (clamped) in the arranged views, adding it as a subview.
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// Stops arranging `view`; as in UIKit, it stays a subview until removed from it.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The space after `arrangedSubview` in place of ``spacing``
  /// (`setCustomSpacing(_:after:)`): ``spacingUseDefault`` goes back to ``spacing``, and
  /// ``spacingUseSystem`` is the system's 8 points. Ignored for a view that is not
  /// arranged, and for the last visible view.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == UIStackView.spacingUseDefault ? nil : spacing
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// The custom space after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// Says "use ``spacing``" to ``setCustomSpacing(_:after:)``.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// Says "use the system spacing" (8 points here) to ``setCustomSpacing(_:after:)``.
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude

  /// The size the arranged views need, from their intrinsic sizes: along the axis their
  /// lengths and the spacing between them, across it the largest (a view without an
  /// intrinsic width or height counts what its subviews' constraints need, else its
  /// frame's); plus the margins when the arrangement is
  /// relative to them. No intrinsic length along the axis when a view has none there.
  open override var intrinsicContentSize: CGSize {
    let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    let across: NSLayoutConstraint.Axis = axis == .horizontal ? .vertical : .horizontal
    let lengths = views.map { length(of: $0, along: axis) ?? fittingLength(of: $0, along: axis) }
    var along = UIView.noIntrinsicMetric
    if !views.isEmpty, lengths.allSatisfy({ $0 != nil }) {
      along = lengths.compactMap { $0 }.reduce(0, +) + gaps(between: views).reduce(0, +)
    } else if views.isEmpty {
      along = 0
    }
    let breadth =
      views.map { view in
        self.breadth(of: view) ?? (across == .horizontal ? view.frame.width : view.frame.height)
      }.max() ?? 0
    let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
    let alongMargins =
      axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom
    let acrossMargins =
      axis == .horizontal ? margins.top + margins.bottom : margins.left + margins.right
    let alongLength = along == UIView.noIntrinsicMetric ? along : along + alongMargins
    let acrossLength = breadth + acrossMargins
    return axis == .horizontal
      ? CGSize(width: alongLength, height: acrossLength)
      : CGSize(width: acrossLength, height: alongLength)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    arrangedSubviews.removeAll { $0.superview !== self }
    let views = arrangedSubviews.filter { !$0.isHidden }
    let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
    let placement = placement(of: views, in: area)
    let origin = axis == .horizontal ? area.minX : area.minY
    for (index, view) in views.enumerated() {
      view.frame = frame(
        for: view, at: origin + placement.starts[index], length: placement.lengths[index],
        in: area)
    }
  }
}
