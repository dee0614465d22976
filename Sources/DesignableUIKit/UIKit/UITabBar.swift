import Components
import Foundation

/// A tab bar (`UITabBar`), 49 points tall when it sizes itself (iOS's height without a
/// safe area). It draws, below its own drawing and subviews, ``barTintColor`` (or the
/// appearance's background colour, or `.systemBackground` when not translucent), the
/// background image stretched, and iOS's one-pixel shadow line just above its top edge,
/// which clipping to the bounds hides. The default translucent blur is not drawn.
///
/// Its items share the width equally, each an image above a 10-point title: the selected
/// item in the tint colour, the others in ``unselectedItemTintColor`` (`.systemGray`
/// unless set). Badges are not drawn.
open class UITabBar: UIView {
  /// How items are spread (`UITabBar.ItemPositioning`); items fill the width here.
  public enum ItemPositioning: Int, Sendable {
    case automatic, fill, centered
  }

  open var items: [UITabBarItem]? { didSet { rebuildItemViews() } }
  /// The selected item; an item not among ``items`` shows no selection.
  open var selectedItem: UITabBarItem? { didSet { setNeedsLayout() } }
  open weak var delegate: UITabBarDelegate?
  open var barTintColor: UIColor? { didSet { showBackground() } }
  /// The colour of the unselected items; `.systemGray` when `nil`.
  open var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
  open var isTranslucent = true { didSet { showBackground() } }
  /// Stored only.
  open var barStyle = UIBarStyle.default
  open var backgroundImage: UIImage? { didSet { showBackground() } }
  open var shadowImage: UIImage? { didSet { showBackground() } }
  /// Stored only: no selection indicator is drawn.
  open var selectionIndicatorImage: UIImage?
  /// Stored only: items fill the width.
  open var itemPositioning = ItemPositioning.automatic
  /// Stored only.
  open var itemWidth: CGFloat = 0
  /// Stored only.
  open var itemSpacing: CGFloat = 0
  /// The background and shadow, under the legacy properties above, which win when set.
  open var standardAppearance = UITabBarAppearance() { didSet { showBackground() } }
  /// Stored only: a render is never scrolled to an edge.
  open var scrollEdgeAppearance: UITabBarAppearance?

  private let background = BarBackgroundView(shadowEdge: .top)
  private var itemViews: [UITabBarButton] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    installBackground()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installBackground()
  }

  private func installBackground() {
    background.frame = bounds
    insertSubview(background, at: 0)
    showBackground()
  }

  private func showBackground() {
    background.show(standardAppearance)
    if let barTintColor { background.fill = barTintColor }
    if !isTranslucent, background.fill == nil { background.fill = .systemBackground }
    if let backgroundImage { background.image = backgroundImage }
    if let shadowImage { background.shadowImage = shadowImage }
  }

  /// Sets the items; `animated` is ignored, a render shows the end state.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }

  /// The width asked for (the current width when it is not positive) and 49 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: 49)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    guard !itemViews.isEmpty, bounds.width.isFinite, bounds.width > 0 else { return }
    let width = bounds.width / CGFloat(itemViews.count)
    let height = min(bounds.height, 49)
    for (index, view) in itemViews.enumerated() {
      view.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: height)
      let selected = view.item === selectedItem
      let color: UIColor =
        selected ? tintColor ?? .systemBlue : unselectedItemTintColor ?? .systemGray
      view.show(selected: selected, color: color)
    }
  }

  private func rebuildItemViews() {
    for view in itemViews { view.removeFromSuperview() }
    itemViews = (items ?? []).map { UITabBarButton(item: $0) }
    for view in itemViews.reversed() { insertSubview(view, aboveSubview: background) }
    setNeedsLayout()
  }
}

/// What a tab bar tells about its items (`UITabBarDelegate`); a render never selects one.
public protocol UITabBarDelegate: DelegateObject {
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
