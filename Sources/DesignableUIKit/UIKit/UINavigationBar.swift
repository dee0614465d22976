import Components
import Foundation

/// The metrics a bar's background image is for (`UIBarMetrics`); `.default` is drawn.
public enum UIBarMetrics: Int, Sendable {
  case `default`, compact, defaultPrompt, compactPrompt
}

/// Where a bar sits (`UIBarPosition`).
public enum UIBarPosition: Int, Sendable {
  case any, bottom, top, topAttached
}

/// A navigation bar (`UINavigationBar`), 44 points tall when it sizes itself. It draws,
/// below its own drawing and subviews, ``barTintColor`` (or the appearance's background
/// colour, or `.systemBackground` when not translucent), the `.default` background image
/// stretched, and iOS's one-pixel shadow line just below its bottom edge, which clipping to
/// the bounds hides. The default translucent blur is not drawn.
///
/// The top item's title is centred in the bottom 44 points within 16-point margins, in 17-point semibold `.label`
/// text unless ``titleTextAttributes`` give a `.font` or `.foregroundColor`; a `titleView`
/// takes its place. Bar button items, the back button and large titles are not drawn.
open class UINavigationBar: UIView {
  /// The items, the top one last; only the top item's title is drawn.
  open var items: [UINavigationItem]? { didSet { setNeedsLayout() } }
  open weak var delegate: UINavigationBarDelegate?
  open var barTintColor: UIColor? { didSet { showBackground() } }
  open var isTranslucent = true { didSet { showBackground() } }
  /// Stored only.
  open var barStyle = UIBarStyle.default
  open var shadowImage: UIImage? { didSet { showBackground() } }
  /// The title's attributes; `.font` and `.foregroundColor` are drawn.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
  /// Stored only: large titles are not drawn.
  open var prefersLargeTitles = false
  /// Stored only.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// Stored only.
  open var backIndicatorImage: UIImage?
  /// Stored only.
  open var backIndicatorTransitionMaskImage: UIImage?
  /// The background and shadow, under the legacy properties above, which win when set; its
  /// title attributes apply where ``titleTextAttributes`` gives none.
  open var standardAppearance = UINavigationBarAppearance() {
    didSet {
      showBackground()
      setNeedsLayout()
    }
  }
  /// Stored only.
  open var compactAppearance: UINavigationBarAppearance?
  /// Stored only: a render is never scrolled to an edge.
  open var scrollEdgeAppearance: UINavigationBarAppearance?

  private let background = BarBackgroundView(shadowEdge: .bottom)
  private let titleLabel = UILabel()
  private var backgroundImages: [UIBarMetrics: UIImage] = [:]
  private var shownTitleView: UIView?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    install()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    install()
  }

  /// The last item.
  open var topItem: UINavigationItem? { items?.last }

  /// The item below the top one.
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Pushes `item` on top; `animated` is ignored.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    items = (items ?? []) + [item]
  }

  /// Pops the top item and returns it; `animated` is ignored.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard var stack = items, let top = stack.popLast() else { return nil }
    items = stack
    return top
  }

  /// Sets the items; `animated` is ignored.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    self.items = items
  }

  /// Sets the background image for `barMetrics`; only `.default`'s is drawn.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics] = backgroundImage
    showBackground()
  }

  /// The background image set for `barMetrics`.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics]
  }

  /// Sets the background image for `barMetrics` at `barPosition`; a bar here is always at
  /// the top, so every position's image is the bar's.
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) {
    setBackgroundImage(backgroundImage, for: barMetrics)
  }

  /// The background image set for `barMetrics` (whatever `barPosition`).
  open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics)
    -> UIImage?
  {
    backgroundImage(for: barMetrics)
  }

  /// The width asked for (the current width when it is not positive) and 44 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: 44)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    let bar = CGRect(
      x: 0, y: max(0, bounds.height - 44), width: bounds.width, height: min(bounds.height, 44))
    showTitleView(bar: bar)
    let attributes = titleTextAttributes ?? standardAppearance.titleTextAttributes
    titleLabel.isHidden = shownTitleView != nil
    titleLabel.text = topItem?.title
    titleLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
    titleLabel.frame = bar.insetBy(dx: min(bar.width / 2, 16), dy: 0)
  }

  private func install() {
    background.frame = bounds
    insertSubview(background, at: 0)
    titleLabel.textAlignment = .center
    titleLabel.lineBreakMode = .byTruncatingTail
    insertSubview(titleLabel, aboveSubview: background)
    showBackground()
  }

  private func showBackground() {
    background.show(standardAppearance)
    if let barTintColor { background.fill = barTintColor }
    if !isTranslucent, background.fill == nil { background.fill = .systemBackground }
    if let image = backgroundImages[.default] { background.image = image }
    if let shadowImage { background.shadowImage = shadowImage }
  }

  /// Shows the top item's title view, centred in `bar` at its own size.
  private func showTitleView(bar: CGRect) {
    let view = topItem?.titleView
    if shownTitleView !== view {
      shownTitleView?.removeFromSuperview()
      if let view { insertSubview(view, aboveSubview: titleLabel) }
      shownTitleView = view
    }
    guard let view else { return }
    let size = view.bounds.size
    view.center = CGPoint(x: bar.midX, y: bar.midY)
    view.bounds.size = CGSize(
      width: min(size.width, bar.width), height: min(size.height, bar.height))
  }
}

/// What a navigation bar tells about its items (`UINavigationBarDelegate`); a render never
/// pushes or pops.
public protocol UINavigationBarDelegate: DelegateObject {}
