import Components
import Foundation

/// A view that shows part of a larger content area (`UIScrollView`), reduced to what a
/// drawing component sets and reads. `contentOffset` is the bounds' origin, as in UIKit, so
/// subviews are drawn scrolled by it; setting it tells the delegate's
/// `scrollViewDidScroll(_:)`. Constraints between its edges and the views inside it bind
/// the content area (`contentSize`), not the visible part. The insets and the indicator and
/// bounce flags are stored only: a render draws no scroll indicators and never scrolls by
/// itself.
open class UIScrollView: UIView, ScrollingContainer {
  /// The point of the content shown at the top left: the bounds' origin. A NaN or infinite
  /// coordinate is ignored.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
      bounds.origin = newValue
      delegate?.scrollViewDidScroll(self)
    }
  }
  /// The content's size. Auto Layout sets it when constraints tie views inside to the
  /// scroll view's edges, which then bound the content, as in UIKit; nothing here scrolls to
  /// the content's edges.
  open var contentSize = CGSize.zero
  /// Stored only; read back through `adjustedContentInset` too. A change calls
  /// ``adjustedContentInsetDidChange()``.
  open var contentInset = UIEdgeInsets.zero {
    didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
  }
  /// The content inset: no safe area adjusts it here.
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  /// Stored only: no indicators are drawn.
  open var showsVerticalScrollIndicator = true
  /// Stored only: no indicators are drawn.
  open var showsHorizontalScrollIndicator = true
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// Always false: a render is never touched.
  open var isDragging: Bool { false }
  /// Always false: a render is never touched.
  open var isTracking: Bool { false }
  /// Always false: nothing moves on its own.
  open var isDecelerating: Bool { false }
  /// Told when `contentOffset` changes; nothing else is ever sent.
  open weak var delegate: UIScrollViewDelegate?
  /// The refresh control (iOS 10); stored only, as a render pulls nothing to refresh.
  open var refreshControl: UIRefreshControl?
  /// The recognizer of the panning that scrolls, made when first asked for; it never fires
  /// in a render.
  public private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer()
  /// The recognizer of the pinching that zooms; `nil`, as in UIKit when zooming is off.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  /// Sets `contentOffset`; `animated` is ignored, a render shows the end state.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls the least distance that shows `rect`, within the content size.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
    else { return }
    var offset = contentOffset
    if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    offset.x = max(0, min(offset.x, contentSize.width - bounds.width))
    offset.y = max(0, min(offset.y, contentSize.height - bounds.height))
    setContentOffset(offset, animated: animated)
  }

  /// Does nothing: no indicators are drawn.
  open func flashScrollIndicators() {}

  /// Zooms to show `rect` (`zoom(to:animated:)`); nothing zooms in a render, so the zoom
  /// scale and the offset stay as they are.
  open func zoom(to rect: CGRect, animated: Bool) {}

  // MARK: Settings stored for code that sets them (a render neither scrolls nor zooms)

  /// How the safe area adjusts the content inset; stored only, as there is no safe area.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  open var automaticallyAdjustsScrollIndicatorInsets = true
  open var scrollIndicatorInsets = UIEdgeInsets.zero
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  open var indicatorStyle = IndicatorStyle.default
  open var decelerationRate = DecelerationRate.normal
  open var delaysContentTouches = true
  open var canCancelContentTouches = true
  open var scrollsToTop = true
  open var isDirectionalLockEnabled = false
  open var bouncesZoom = true
  open var minimumZoomScale: CGFloat = 1
  open var maximumZoomScale: CGFloat = 1
  /// Stored only: nothing is zoomed.
  open var zoomScale: CGFloat = 1
  /// Sets ``zoomScale``; `animated` is ignored.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
  /// Whether touches in `view` start tracking (`touchesShouldBegin(_:with:in:)`); `true`
  /// unless overridden. Never asked by a render.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  { true }
  /// Whether touches in `view` may be cancelled to scroll: `false` for a control, as in
  /// UIKit, else `true`. Never asked by a render.
  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
  /// Called when ``adjustedContentInset`` changes, which it does with ``contentInset``.
  open func adjustedContentInsetDidChange() {}

  /// How the safe area adjusts the content inset (`ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  /// The colour of the scroll indicators (`UIScrollView.IndicatorStyle`).
  public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

  /// How fast scrolling slows after a flick (`UIScrollView.DecelerationRate`).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How dragging dismisses the keyboard (`UIScrollView.KeyboardDismissMode`); stored only.
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
}
