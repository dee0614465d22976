import Foundation
import Raster

/// A rectangular view backed by a layer, with UIKit's names and lifecycle (`UIView`).
///
/// Subclass it as you would `UIView`: `override init(frame:)` and
/// `required init?(coder: NSCoder)` as in UIKit. To be built by its type, the way Interface
/// Builder builds it, a subclass is registered: by the `DesignablePlugin` build-tool plugin,
/// which reads `@IBDesignable` and `@IBInspectable`, or explicitly (``ComponentRegistry``,
/// ``FrameConstructible``, ``inspectables``).
///
/// What a render cannot show is inert and documented where declared: touches, gesture
/// recognizers and accessibility are stored and never delivered or read, and traits never
/// change (so `traitCollectionDidChange(_:)` is not called).
open class View: Responder {
  /// The backing layer, made from ``layerClass`` with the view; the view is its delegate and
  /// draws its content. A subclass may override it with the narrower type its `layerClass`
  /// makes (`override var layer: CAGradientLayer { super.layer as! CAGradientLayer }`).
  open var layer: Layer { backingLayer }
  private let backingLayer: Layer
  public private(set) var subviews: [View] = []
  public private(set) weak var superview: View?
  /// A view whose drawn shapes and text (or else its frame) clip this one (`UIView.mask`):
  /// its layer becomes this layer's mask; it is not a subview.
  open var mask: View? { didSet { layer.mask = mask?.layer } }
  open var tag = 0
  open var isOpaque = true
  open var isUserInteractionEnabled = true
  open var translatesAutoresizingMaskIntoConstraints = true
  open var contentMode: ContentMode = .scaleToFill
  /// How the view resizes when its superview's size changes (`UIView.autoresizingMask`):
  /// the flexible margins and sizes share the change (``resizeSubviews(from:)``).
  open var autoresizingMask: AutoresizingMask = []
  /// Whether a change of the view's size resizes its subviews by their autoresizing masks.
  open var autoresizesSubviews = true
  /// Whether the view's content is laid out left to right or right to left.
  open var semanticContentAttribute: SemanticContentAttribute = .unspecified
  /// The margins for content, 8 points on each side by default, as in UIKit. A change
  /// calls ``layoutMarginsDidChange()`` and lays the view out again, so constraints to the
  /// margins follow it.
  open var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet {
      guard layoutMargins != oldValue else { return }
      layoutMarginsDidChange()
      setNeedsLayout()
    }
  }
  /// The layout margins by leading and trailing edge, in the view's effective layout
  /// direction; setting them sets ``layoutMargins``.
  open var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let m = layoutMargins
      return effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? DirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        : DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }
    set { layoutMargins = newValue.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
  }
  /// Called when ``layoutMargins`` changes; override to respond, as in UIKit.
  open func layoutMarginsDidChange() {}
  /// Stored: the view's margins are its own (a superview's margins are not merged in).
  open var preservesSuperviewLayoutMargins = false
  /// Stored: the safe area is empty in a render, so the margins need no inset from it.
  open var insetsLayoutMarginsFromSafeArea = true
  /// Always zero: a rendered view has no bars, notches or home indicator around it.
  open var safeAreaInsets: EdgeInsets { .zero }
  /// Called when ``safeAreaInsets`` change (`safeAreaInsetsDidChange()`), which they never do
  /// here; an override therefore never runs.
  open func safeAreaInsetsDidChange() {}
  /// The gesture recognizers attached with `addGestureRecognizer(_:)`; they never fire.
  open var gestureRecognizers: [GestureRecognizer]?
  /// The layout guides added to the view (`UILayoutGuide`s, kept as objects here).
  package var layoutGuideObjects: [AnyObject] = []
  /// The motion effects added to the view (`UIMotionEffect`s, kept as objects here).
  package var motionEffectObjects: [AnyObject] = []
  /// Whether a build or a render has moved the view into a host once (`Lifecycle.host`).
  package var wasHosted = false
  /// Work queued on the main queue while the view was built, run by its next render.
  package var queuedMainWork: [QueuedMainWork.Item] = []
  /// The appearance this view and its subviews take, whatever the traits around them
  /// (`overrideUserInterfaceStyle`); `.unspecified` (the default) inherits the superview's.
  open var overrideUserInterfaceStyle = TraitCollection.UserInterfaceStyle.unspecified
  /// Stored only: the renderer delivers no touches.
  open var isMultipleTouchEnabled = false
  /// Stored only: the renderer delivers no touches.
  open var isExclusiveTouch = false
  /// The environment the view was built in; renders run in it again.
  public internal(set) var environment = DesignEnvironment.current
  /// How many times `layoutSubviews()` has run, for the checker's idempotence test.
  public internal(set) var layoutPassCount = 0
  private var ownTintColor: Color?
  /// The adjustment mode set on this view (``tintAdjustmentMode`` reads the effective one).
  var ownTintAdjustmentMode = TintAdjustmentMode.automatic
  /// The constraints this view holds (`addConstraint(_:)`, `isActive`); stored only: no
  /// solver runs, and a render uses frames as set.
  public internal(set) var constraints: [LayoutConstraint] = []
  var contentPriorities: [ContentPriorityKey: LayoutPriority] = [:]
  /// Whether `updateConstraints()` is due: a new view's is, as in UIKit, so that a view
  /// that makes its constraints there has them at its first layout.
  var constraintsNeedUpdate = true
  /// Views below the subviews that the last layout read without placing them.
  var crossLevelReads: [CrossLevelRead]?

  /// The class of the backing layer (`AnyClass`, as in UIKit); override to back the view
  /// with a shape or gradient layer. A class that is not a ``Layer`` gives a plain layer.
  open class var layerClass: AnyClass { Layer.self }

  /// The standard properties Interface Builder archives for a view of this class placed from
  /// its library and left as it is (a text view's background colour): what the divergence
  /// checker takes a storyboard to hold when no document is given. None for a plain view.
  open class var documentDefaults: StandardProperties { StandardProperties() }

  /// A new backing layer of ``layerClass``, built by its `init()` (see ``LayerRegistry``).
  private static func makeLayer() -> Layer {
    LayerRegistry.backingLayer(of: layerClass, for: self)
  }

  /// Creates a view with a frame: the programmatic and design-time initializer.
  public init(frame: CGRect) {
    backingLayer = Self.makeLayer()
    super.init()
    layer.backingView = self
    self.frame = frame
    installBuiltInPartsLayer()
  }

  /// Creates a view with a zero frame, as `UIView()` does.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive, as a storyboard does at run time: the archived frame and
  /// standard properties (background colour, alpha, hidden, clips to bounds, tint colour,
  /// content mode, opaque) are restored here; runtime attributes are applied after the
  /// initializer returns.
  ///
  /// Any other `NSCoder` gives a view with a zero frame and default properties.
  public required init?(coder: NSCoder) {
    backingLayer = Self.makeLayer()
    super.init()
    layer.backingView = self
    restore(from: coder)
    installBuiltInPartsLayer()
  }

  /// Whether `init(coder:)` is restoring an archive now: UIKit's classes then keep what it
  /// holds in their own storage, which a subclass's overrides do not see.
  @TaskLocal package static var isRestoringArchive = false

  // MARK: Geometry

  /// The view's rectangle in its superview; a subclass may override it (with `didSet`, as
  /// UIKit components do), and `init(frame:)` sets it through that override.
  open var frame: CGRect {
    get { layer.frame }
    set {
      notifyingObservers(of: "frame") {
        let old = layer.bounds.size
        layer.frame = newValue
        resizeSubviews(from: old)
      }
    }
  }

  open var bounds: CGRect {
    get { layer.bounds }
    set {
      notifyingObservers(of: "bounds") {
        let old = layer.bounds.size
        layer.bounds = newValue
        resizeSubviews(from: old)
      }
    }
  }

  open var center: CGPoint {
    get { layer.position }
    set { notifyingObservers(of: "center") { layer.position = newValue } }
  }

  open var transform: AffineTransform2D {
    get { layer.affineTransform() }
    set { notifyingObservers(of: "transform") { layer.setAffineTransform(newValue) } }
  }

  // MARK: Appearance

  open var backgroundColor: Color? {
    get { layer.backgroundColor }
    set { notifyingObservers(of: "backgroundColor") { layer.backgroundColor = newValue } }
  }

  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { notifyingObservers(of: "alpha") { layer.opacity = Float(newValue) } }
  }

  /// Whether the view is hidden; a stack view arranging it lays out again, as UIKit's
  /// stack view does when an arranged view is shown or hidden.
  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      let changed = newValue != layer.isHidden
      notifyingObservers(of: "hidden") { layer.isHidden = newValue }
      if changed, let superview, superview.arrangesByIntrinsicSize {
        superview.setNeedsLayout()
        superview.invalidateIntrinsicContentSize()
      }
    }
  }

  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// The view's tint: its own, else its nearest ancestor's own, else the system tint (read
  /// as UIKit reads it, past any override of an ancestor's getter, which may itself ask a
  /// subview). Setting it calls `tintColorDidChange()` on the view and on each descendant
  /// that inherits the tint.
  open var tintColor: Color! {
    get {
      sequence(first: self, next: \.superview).lazy.compactMap(\.ownTintColor).first
        ?? .tintColor
    }
    set {
      ownTintColor = newValue
      tintDidChangeBelow()
    }
  }

  private func tintDidChangeBelow() {
    tintColorDidChange()
    for subview in subviews where subview.ownTintColor == nil { subview.tintDidChangeBelow() }
  }

  /// Whether the view runs in Interface Builder's canvas (UIKit's `TARGET_INTERFACE_BUILDER`).
  open var isInterfaceBuilder: Bool { environment.isInterfaceBuilder }

  /// Whether the component being built now runs in Interface Builder.
  public static var isInterfaceBuilder: Bool { DesignEnvironment.current.isInterfaceBuilder }

  // MARK: Hierarchy

  open func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  open func insertSubview(_ view: View, at index: Int) {
    guard view !== self else { return }
    // A view moved within this view keeps its constraints, and one merely added is not
    // sent `removeFromSuperview()`, as in UIKit; one taken from another view is.
    if view.superview === self {
      view.willMove(toSuperview: nil)
      view.detach(from: self)
    } else if view.superview != nil {
      view.removeFromSuperview()
    }
    view.willMove(toSuperview: self)
    place(view, at: index)
    view.superview = self
    view.didMoveToSuperview()
    didAddSubview(view)
    setNeedsLayout()
  }

  /// Puts `view` among the subviews at `index`. As in UIKit, a view put last (`addSubview`,
  /// `bringSubviewToFront`) has its layer above every sublayer, those added directly too, so
  /// a label brought to the front shows over a progress layer added after it; one put
  /// elsewhere has its layer just above the layer of the subview before it, so that
  /// sublayers added directly keep their place.
  private func place(_ view: View, at index: Int) {
    let position = min(max(index, 0), subviews.count)
    if position == subviews.count {
      layer.addSublayer(view.layer)
    } else if position > 0 {
      layer.insertSublayer(view.layer, above: subviews[position - 1].layer)
    } else if let first = subviews.first {
      layer.insertSublayer(view.layer, below: first.layer)
    } else {
      layer.addSublayer(view.layer)
    }
    subviews.insert(view, at: position)
  }

  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    removeConstraintsReferringToSubtree(heldFrom: parent)
    detach(from: parent)
  }

  /// Takes the view out of `parent`'s subviews and layer, keeping its constraints.
  private func detach(from parent: View) {
    parent.subviews.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superview = nil
    didMoveToSuperview()
  }

  /// Moves a subview in front of its siblings; a reordering, so no view is told of a move.
  open func bringSubviewToFront(_ view: View) {
    reorder(view, to: subviews.count - 1)
  }

  /// Moves a subview behind its siblings; a reordering, so no view is told of a move.
  open func sendSubviewToBack(_ view: View) {
    reorder(view, to: 0)
  }

  private func reorder(_ view: View, to index: Int) {
    guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: current)
    view.layer.removeFromSuperlayer()
    place(view, at: index)
    setNeedsLayout()
  }

  /// Told after `subview` was added (`didAddSubview(_:)`); override to respond.
  open func didAddSubview(_ subview: View) {}
  /// Told before `subview` is removed (`willRemoveSubview(_:)`); override to respond.
  open func willRemoveSubview(_ subview: View) {}

  open func willMove(toSuperview newSuperview: View?) {}
  open func didMoveToSuperview() {}

  /// The view controller whose root view this is, if any; set by the controller when it
  /// loads its view (`UIViewController` lives in `DesignableUIKit`).
  package weak var owningController: Responder?

  /// The controller whose root view this is, or else the superview, as in UIKit.
  open override var next: Responder? { owningController ?? superview }

  /// The window the view is in: the nearest ``Window`` among the view and its superviews,
  /// `nil` in a render, which has no window.
  open var window: Window? {
    var current: View? = self
    while let view = current {
      if let window = view as? Window { return window }
      current = view.superview
    }
    return nil
  }

  /// Never called: a render has no window to move to.
  open func willMove(toWindow newWindow: Window?) {}
  /// Never called: a render has no window to move to.
  open func didMoveToWindow() {}

  // MARK: Lifecycle hooks

  /// Called on the run-time path after the runtime attributes are applied.
  open func awakeFromNib() {}

  /// The object a document puts in this view's place once `init(coder:)` has built it
  /// (`awakeAfter(using:)`): the view itself, unless an override returns another, such as
  /// the view a placeholder loads from its own `.xib`, which a nib and a storyboard keep.
  open func awakeAfter(using coder: NSCoder) -> Any? { self }

  /// Called on the design-time path after the inspectable attributes are applied.
  open func prepareForInterfaceBuilder() {}

  /// Archives the view (`NSCoding`). Nothing archives views here; a component's override
  /// that calls `super` and encodes its own values compiles and runs.
  open func encode(with coder: NSCoder) {}

  open func tintColorDidChange() {}

  // MARK: Traits and scale

  /// The traits the view renders with: light (or the nearest
  /// ``overrideUserInterfaceStyle`` set on it or its superviews), compact width and regular
  /// height (an iPhone in portrait, Interface Builder's default canvas), the render's scale
  /// and the environment's layout direction.
  open var traitCollection: TraitCollection {
    let traits = TraitCollection(environment: DesignEnvironment.current)
    var view: View? = self
    while let current = view {
      if current.overrideUserInterfaceStyle != .unspecified {
        return traits.with(userInterfaceStyle: current.overrideUserInterfaceStyle)
      }
      view = current.superview
    }
    return traits
  }

  /// Called when the traits change; the traits of a render never change, so it is not
  /// called by the renderer.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The smallest Dynamic Type size for the view and its subviews; `nil` for no limit.
  /// Stored: a render's content size is always `.large`, and its traits keep it.
  open var minimumContentSizeCategory: ContentSizeCategory?
  /// The largest Dynamic Type size for the view and its subviews; `nil` for no limit.
  /// Stored, as ``minimumContentSizeCategory`` is.
  open var maximumContentSizeCategory: ContentSizeCategory?
  /// One line for the view and each of its superviews: its class, the content size
  /// category the limits set on it and above it give, and its own limits.
  open var appliedContentSizeCategoryLimitsDescription: String {
    contentSizeCategoryLimitsDescription()
  }

  /// Pixels per point of the view's content: the scale of the render in progress (or of
  /// ``DesignEnvironment/screenScale`` outside one) unless set. It is the layer's
  /// `contentsScale`, as on iOS: setting either sets both.
  open var contentScaleFactor: CGFloat {
    get {
      guard let own = layer.ownContentsScale, own.isFinite, own > 0 else {
        return Screen.main.scale
      }
      return own
    }
    set { layer.ownContentsScale = newValue.isFinite && newValue > 0 ? newValue : nil }
  }

  // MARK: Touches and hit testing (inert: a render delivers no events)

  /// Whether `point`, in the view's coordinates, is inside it: its bounds by default.
  open func point(inside point: CGPoint, with event: TouchEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive descendant (or the view itself) containing `point`,
  /// in the view's coordinates, as UIKit finds it; `nil` when none does.
  open func hitTest(_ point: CGPoint, with event: TouchEvent?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
    }
    return self
  }

  /// Whether the view can take focus (`canBecomeFocused`); `false` unless overridden.
  open var canBecomeFocused: Bool { false }
  /// Whether the view has focus (`isFocused`): never, as a render has no focus engine.
  open var isFocused: Bool { false }
  /// The view whose first and last baselines constraints to this view's baselines follow
  /// (`forFirstBaselineLayout`, `forLastBaselineLayout`, and iOS 8's
  /// `forBaselineLayout()`): the view itself by default.
  open var forFirstBaselineLayout: View { self }
  open var forLastBaselineLayout: View { self }
  open func forBaselineLayout() -> View { self }

  /// Whether an attached recognizer may begin; `true` by default. Never asked by a render.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Attaches a recognizer, which never fires here.
  open func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizer.view = self
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
  }

  open func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizer.view = nil
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
  }

  /// The class and frame, as UIKit describes a view (without its address, so that text
  /// is the same in every run).
  open override var description: String {
    "<\(type(of: self)); frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))>"
  }

  // MARK: Layout

  /// Lays out subviews; override to place subviews and sublayers. Runs when layout is
  /// needed: after `setNeedsLayout()`, a change of bounds size, or a new subview.
  /// Lays out the subviews: places those that do not translate their autoresizing masks
  /// into constraints from their constraints (`applyConstraints()`), as UIKit's does.
  /// Overrides call `super.layoutSubviews()` first.
  open func layoutSubviews() { applyConstraints() }

  /// Sets properties from the state they follow (UIKit's `updateProperties()`): runs in a
  /// layout pass before `layoutSubviews()`, first before the view's first layout, then after
  /// ``setNeedsUpdateProperties()``; an `@Observable` value it reads asks for it again when
  /// it changes. Overrides call `super.updateProperties()`.
  open func updateProperties() {}
  /// Whether ``updateProperties()`` is to run at the next layout.
  var propertiesPending = true

  open func setNeedsLayout() {
    layer.setNeedsLayout()
  }

  /// Runs any pending layout now, in this view and below it.
  open func layoutIfNeeded() {
    layer.layoutIfNeeded()
  }

  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// `UIView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: CGFloat = -1

  /// How far the frame lies outside the rectangle that constraints place
  /// (`alignmentRectInsets`): a view whose drawing has a shadow or a badge aligns by its
  /// body. Intrinsic sizes are of that rectangle too.
  open var alignmentRectInsets: EdgeInsets { .zero }

  /// The rectangle constraints place for a view at `frame`: ``alignmentRectInsets`` in.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect {
    let i = alignmentRectInsets
    return CGRect(
      x: frame.minX + i.left, y: frame.minY + i.top, width: frame.width - i.left - i.right,
      height: frame.height - i.top - i.bottom)
  }

  /// The frame of a view whose constraints placed `alignmentRect`.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let i = alignmentRectInsets
    return CGRect(
      x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
      width: alignmentRect.width + i.left + i.right,
      height: alignmentRect.height + i.top + i.bottom)
  }

  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The size nearest `targetSize` that the view's content allows, as Auto Layout fits it
  /// (`systemLayoutSizeFitting(_:)`), at the lowest priority in both dimensions.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// As ``systemLayoutSizeFitting(_:)``, holding each dimension to the target's at its
  /// priority (see ``layoutFittingSize(_:priorities:)``); a self-sizing cell may override it.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    layoutFittingSize(targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
  }

  /// Tells layout the intrinsic size changed: the superview lays out again when this view
  /// is placed by constraints or arranged by its superview (a stack view), and so on up while
  /// each view's size may follow from its content, as UIKit's one layout engine re-solves
  /// every constraint.
  open func invalidateIntrinsicContentSize() {
    var view = self
    while let superview = view.superview,
      !view.translatesAutoresizingMaskIntoConstraints || superview.arrangesByIntrinsicSize
    {
      superview.setNeedsLayout()
      view = superview
    }
  }

  /// Whether the view places its subviews by their intrinsic sizes and takes its own from
  /// them (`UIStackView` sets it).
  package var arrangesByIntrinsicSize = false

  /// Updates the view's constraints; override to adjust them and call `super` last, as in
  /// UIKit. Runs from `updateConstraintsIfNeeded()` after `setNeedsUpdateConstraints()`,
  /// which a view's layout runs first (`layoutSubviews()`).
  open func updateConstraints() {}

  /// Marks the constraints for `updateConstraintsIfNeeded()`.
  open func setNeedsUpdateConstraints() { constraintsNeedUpdate = true }

  /// Runs `updateConstraints()` if an update is pending, in this view and below it; an
  /// override calls `super`, as in UIKit.
  open func updateConstraintsIfNeeded() { updatePendingConstraints() }

  /// Whether the view wants Auto Layout; stored meaning only (constraints are applied
  /// whenever there are any).
  open class var requiresConstraintBasedLayout: Bool { false }

  // MARK: Drawing

  /// Draws the view's content in its bounds, into ``GraphicsContext/current``. Runs only
  /// when the content is needed: the first render and after `setNeedsDisplay()`.
  open func draw(_ rect: CGRect) {}

  /// Draws the content of `layer` into `ctx` (`CALayerDelegate`'s `draw(_:in:)`), with
  /// `ctx` as the current context: by default, for the view's own layer, the view's
  /// `draw(_:)` in its bounds (then an image view's image, ``DrawsBuiltInParts``; a
  /// control's parts show in a layer of their own), and nothing for a layer whose delegate
  /// it was made. An override draws the layer's content itself, as in UIKit.
  open func draw(_ layer: Layer, in ctx: GraphicsContext) {
    guard layer === self.layer else { return }
    guard let parts = self as? DrawsBuiltInParts, !parts.drawsPartsInTheirOwnLayer else {
      return draw(bounds)
    }
    if parts.callsDraw {
      ctx.saveGState()
      draw(bounds)
      ctx.restoreGState()
    }
    parts.drawBuiltInParts(in: bounds)
  }

  /// Lays out `layer` (`CALayerDelegate`'s `layoutSublayers(of:)`) when the layer's
  /// `layoutSublayers()` asks: by default, for the view's own layer, the view's
  /// `layoutSubviews()`.
  /// An override calls `super` to keep it, as in UIKit.
  open func layoutSublayers(of layer: Layer) {
    guard layer === self.layer else { return }
    runLayoutSubviews()
    updateBuiltInPartsLayer(redraw: false)
  }

  /// The action for a change of `event` on `layer` (`CALayerDelegate`'s
  /// `action(for:forKey:)`): `NSNull()` for the view's own layer, whose changes UIKit does not
  /// animate outside an animation block; `nil` for another layer, which goes on to its own
  /// `actions`. An override may return an animation or `super`'s answer, as in UIKit.
  open func action(for layer: Layer, forKey event: String) -> (any LayerAction)? {
    layer === self.layer ? NSNull() : nil
  }

  open func setNeedsDisplay() {
    layer.setNeedsDisplay()
    updateBuiltInPartsLayer(redraw: true)
  }

  open func setNeedsDisplay(_ rect: CGRect) {
    layer.setNeedsDisplay()
    updateBuiltInPartsLayer(redraw: true)
  }

  // MARK: Attributes

  /// Whether the component draws differently in Interface Builder on purpose (placeholder
  /// content, a live clock): the checker then reports design-time-only drawing as expected.
  open class var declaresDesignTimeOnlyContent: Bool { false }

  /// This class's own inspectable attributes, declared explicitly; superclasses' and those
  /// registered for the class (``ComponentRegistry``) are added automatically.
  open class var inspectables: [Inspectable] { [] }

  // MARK: Key-value coding

  /// The value of the property named `key` (`value(forKey:)`): an inspectable attribute
  /// (registered or declared), or a standard property by its Objective-C name (`hidden`,
  /// `enabled`, `contentMode`, `textAlignment`), typed as the property is. Any other key
  /// goes to ``value(forUndefinedKey:)``.
  open func value(forKey key: String) -> Any? {
    guard let property = KeyValueCoding.property(key, of: self) else {
      return value(forUndefinedKey: key)
    }
    return property.read(self)
  }

  /// Sets the property named `key` (`setValue(_:forKey:)`), converting numbers and enum raw
  /// values as key-value coding does; a value the property cannot hold stops the process
  /// with a message naming the class, key and value. Any other key goes to
  /// ``setValue(_:forUndefinedKey:)``.
  open func setValue(_ value: Any?, forKey key: String) {
    guard let property = KeyValueCoding.property(key, of: self) else {
      return setValue(value, forUndefinedKey: key)
    }
    guard !Self.keysTellingObservers.contains(key) else { return property.write(self, value) }
    notifyingObservers(of: key) { property.write(self, value) }
  }

  /// Called for a key the view has no property for. As UIKit raises
  /// `NSUnknownKeyException` there, it stops the process with a message naming the class
  /// and the key and listing the keys it has; override it to answer other keys.
  open func value(forUndefinedKey key: String) -> Any? {
    fatalError(KeyValueCoding.undefinedKeyMessage(key, of: self, reading: true))
  }

  /// Called to set a key the view has no property for; stops the process as
  /// ``value(forUndefinedKey:)`` does. Override it to accept other keys.
  open func setValue(_ value: Any?, forUndefinedKey key: String) {
    fatalError(KeyValueCoding.undefinedKeyMessage(key, of: self, reading: false))
  }

  // MARK: Internal hooks

  func layerNeedsLayout() {}

  func boundsSizeDidChange() {
    if contentMode == .redraw { setNeedsDisplay() }
    updateBuiltInPartsLayer(redraw: true)
  }
}
