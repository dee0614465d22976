import Foundation
import Raster

/// A Core Animation style layer (`CALayer`): a rectangle with a background, content,
/// sublayers and a border, placed in its superlayer by `position`, `anchorPoint` and
/// `transform`.
///
/// Geometry follows Core Animation: the layer's `bounds` is its own coordinate space; the
/// point `anchorPoint` (in unit coordinates of the bounds) sits at `position` in the
/// superlayer, and `transform` applies about it. `frame` is derived from those.
open class Layer: NSObject {
  open var bounds: CGRect = .zero {
    willSet { willChangeValue(forKey: "bounds") }
    didSet {
      if bounds.size != oldValue.size { boundsSizeDidChange() }
      didChangeValue(forKey: "bounds")
    }
  }
  open var position: CGPoint = .zero {
    willSet { willChangeValue(forKey: "position") }
    didSet { didChangeValue(forKey: "position") }
  }
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var transform: Transform3D = .identity
  /// The transform of the sublayers as a whole, about the anchor point, after their own
  /// (`sublayerTransform`); its affine part is drawn, as of ``transform``, so a
  /// perspective (`m34`) is not.
  open var sublayerTransform: Transform3D = .identity
  open var opacity: Float = 1
  open var isHidden = false
  open var backgroundColor: Color?
  open var cornerRadius: CGFloat = 0
  open var masksToBounds = false
  open var borderWidth: CGFloat = 0
  open var borderColor: Color? = .black
  open var shadowColor: Color? = .black
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shape of the shadow; without it, the rounded bounds when the layer has a background.
  open var shadowPath: GraphicsPath?
  /// The content image (a `CGImage`, which is `UIImage` here), placed in the bounds by
  /// `contentsGravity`; other values draw nothing.
  open var contents: Any?
  /// How `contents` sits in the bounds.
  open var contentsGravity: LayerContentsGravity = .resize
  /// Points per pixel of `contents` for the gravities that keep its size. A view's own layer
  /// has its view's `contentScaleFactor` (the screen's scale unless set), as on iOS, where
  /// the two are one value; any other layer has 1 until set.
  open var contentsScale: CGFloat {
    get { ownContentsScale ?? (backingView == nil ? 1 : Screen.main.scale) }
    set { ownContentsScale = newValue }
  }
  /// The scale set on the layer or on its view, if any.
  var ownContentsScale: CGFloat?
  open var name: String?
  /// UIKit's accessibility values, which every object has on iOS (a component tags its layers
  /// and animations with `accessibilityHint`); stored only.
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityIdentifier: String?
  open var accessibilityTraits: AccessibilityTraits = .none
  open var zPosition: CGFloat = 0
  /// A layer whose shape clips this one: a shape layer's path, or else its frame with
  /// its corner radius (the mask's colours and alpha are not used).
  open var mask: Layer?
  /// Which corners `cornerRadius` rounds.
  open var maskedCorners: CornerMask = .all
  /// The shape of the rounded corners: circular arcs (the default), or `.continuous`
  /// curves (``ContinuousCorner``) as Core Animation draws them.
  open var cornerCurve: LayerCornerCurve = .circular
  /// Stored; the renderer composites every layer the same way.
  open var isOpaque = false
  /// Stored; rendering is exact at every scale.
  open var shouldRasterize = false
  /// Stored; a render draws every layer's content before it composites.
  open var drawsAsynchronously = false
  /// Stored; every edge is anti-aliased.
  open var allowsEdgeAntialiasing = false
  /// Stored; a translucent layer's sublayers are composited as a group, as when `true`.
  open var allowsGroupOpacity = true
  open var rasterizationScale: CGFloat = 1
  /// Stored; actions animate changes, and a render shows model values.
  open var actions: [String: Any]?
  /// Whether a change of the bounds' size marks the content for redrawing.
  open var needsDisplayOnBoundsChange = false
  /// The values of `needsDisplay(forKey:)` keys when the content was last drawn.
  var displayedKeyValues: [String: String] = [:]
  /// Values stored by ``setValue(_:forKey:)`` under keys that name no stored property.
  private var keyedValues: [String: Any] = [:]
  /// Who observes the layer's properties by key (`addObserver(_:forKeyPath:options:context:)`).
  package var keyValueObservers: KeyValueObservers?

  // Core Animation's media timing (`CAMediaTiming`), stored: a render shows model values at
  // no particular time. ``convertTime(_:from:)`` maps times through them.
  /// When the layer's time starts, in its superlayer's time.
  open var beginTime: TimeInterval = 0
  /// Added to the layer's time after scaling by ``speed``.
  open var timeOffset: TimeInterval = 0
  /// How fast the layer's time runs against its superlayer's; 0 stops it.
  open var speed: Float = 1
  open var duration: TimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: TimeInterval = 0
  open var autoreverses = false
  open var fillMode: MediaTimingFillMode = .removed
  /// How `contents` (and a view's image) is sampled when drawn larger than its pixels.
  open var magnificationFilter = LayerContentsFilter.linear
  /// How `contents` (and a view's image) is sampled when drawn smaller than its pixels.
  open var minificationFilter = LayerContentsFilter.linear
  /// Kept and not applied (no mipmaps here).
  open var minificationFilterBias: Float = 0
  /// The part of `contents` shown, in unit coordinates of the image (`contentsRect`): the
  /// whole image by default; a smaller rectangle shows one frame of a sprite sheet.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { setNeedsDisplay() } }
  /// The part of `contents` that stretches while the edges keep their size
  /// (`contentsCenter`); kept, and the whole image is stretched here.
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Whether the back of the layer shows when turned away (`isDoubleSided`); kept, as
  /// renders draw the model's 2D projection.
  open var isDoubleSided = true
  /// Whether sublayers are laid out with y up (`isGeometryFlipped`); kept, not applied.
  open var isGeometryFlipped = false
  /// A Core Image blend filter or its name (`compositingFilter`); kept, the layer is
  /// composited normally.
  open var compositingFilter: Any?
  /// Which edges are anti-aliased (`edgeAntialiasingMask`); kept, as every edge is.
  open var edgeAntialiasingMask: EdgeAntialiasingMask = [
    .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
  ]
  /// The pixel format of drawn content (`contentsFormat`); kept, as content is 8-bit RGBA.
  open var contentsFormat = LayerContentsFormat.RGBA8Uint
  /// Default values for the layer's properties (`style`); kept, not read.
  open var style: [AnyHashable: Any]?

  /// The view this layer backs, if any; it draws the layer's content and hears of its
  /// layout and size.
  weak var backingView: View?
  /// The object set as the delegate of a layer no view backs: a view or any other object
  /// that draws the layer's content, lays out its sublayers and names its actions.
  private weak var assignedDelegate: (any LayerDelegate)?

  /// What draws this layer's content (`CALayerDelegate`): the view the layer backs, else the
  /// object assigned, kept weakly as Core Animation keeps it. Setting it on a view's own
  /// layer changes nothing (a view is always its layer's delegate, and
  /// `layer.delegate = self` restates it).
  public var delegate: (any LayerDelegate)? {
    get { backingView ?? assignedDelegate }
    set {
      guard backingView == nil else { return }
      assignedDelegate = newValue
    }
  }
  /// The sublayers, back to front; setting the list replaces them.
  open var sublayers: [Layer]? {
    get { sublayerList }
    set { setSublayers(newValue) }
  }
  private var sublayerList: [Layer]?
  public private(set) weak var superlayer: Layer?
  /// Whether the content is to be drawn at the next render (``needsDisplay()``).
  var displayPending = true
  /// How many times a render has run ``display()``, for the checker's question whether a
  /// resize drew the view again.
  public internal(set) var displayCount = 0
  /// Whether ``layoutSublayers()`` is to run at the next layout (``needsLayout()``).
  var layoutPending = true
  private var animationList: [(key: String, animation: Animation)] = []
  /// The content drawn by the delegate or by ``draw(in:)``, kept as Core Animation keeps a
  /// backing store until ``setNeedsDisplay()``.
  var displayList: DisplayList?
  /// Whether what the layer draws shows past its bounds, as the subviews UIKit builds some
  /// controls from do (a slider's thumb and track): no backing store cuts it off.
  package var drawsPastBounds = false

  public override init() { super.init() }

  /// Core Animation's copy initializer for presentation layers, which a subclass overrides
  /// to copy its own properties. A render shows model values, so nothing here calls it; it
  /// copies nothing and gives a layer with default values.
  public init(layer: Any) { super.init() }

  /// Decodes a layer from an archive (`NSCoding`); no archive holds layers here, so it gives
  /// a layer with default values, and a subclass that declares its own initializers must
  /// provide it, as in Core Animation.
  public required init?(coder: NSCoder) { super.init() }

  /// The class and frame, as Core Animation describes a layer (without its address, so that
  /// text is the same in every run); a subclass may override it, as NSObject's.
  open override var description: String {
    "<\(type(of: self)); frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))>"
  }

  // MARK: Geometry

  /// The layer's rectangle in its superlayer's coordinates: for an identity transform
  /// `position − anchorPoint × size` and `bounds.size`; otherwise the bounding box of the
  /// transformed bounds. Setting it sets `position` and `bounds.size`.
  open var frame: CGRect {
    get {
      let corners = [
        CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
        CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
      ].map { $0.applying(transformToSuperlayer) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
      else { return .zero }
      return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(
        x: newValue.origin.x + anchorPoint.x * newValue.width,
        y: newValue.origin.y + anchorPoint.y * newValue.height)
    }
  }

  /// Maps the layer's own coordinates to its superlayer's: move the bounds origin and the
  /// anchor to zero, apply `transform`, then move to `position`.
  public var transformToSuperlayer: AffineTransform2D {
    let anchor = CGPoint(
      x: bounds.origin.x + anchorPoint.x * bounds.width,
      y: bounds.origin.y + anchorPoint.y * bounds.height)
    return AffineTransform2D(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform.affine)
      .concatenating(AffineTransform2D(translationX: position.x, y: position.y))
  }

  /// The affine part of `transform` (`affineTransform()` in Core Animation).
  open func affineTransform() -> AffineTransform2D { transform.affine }

  /// `sublayerTransform`'s affine part applied about the anchor point, in this layer's
  /// coordinates; `nil` when it is the identity.
  var sublayerPlacement: AffineTransform2D? {
    let affine = sublayerTransform.affine
    guard affine != .identity else { return nil }
    let anchor = CGPoint(
      x: bounds.origin.x + anchorPoint.x * bounds.width,
      y: bounds.origin.y + anchorPoint.y * bounds.height)
    return AffineTransform2D(translationX: -anchor.x, y: -anchor.y)
      .concatenating(affine)
      .concatenating(AffineTransform2D(translationX: anchor.x, y: anchor.y))
  }

  open func setAffineTransform(_ affine: AffineTransform2D) {
    transform = Transform3D(affine: affine)
  }

  // MARK: Sublayers

  open func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  open func insertSublayer(_ layer: Layer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    var list = sublayerList ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayerList = list
    layer.superlayer = self
  }

  /// Puts `layer` just below `sibling`, or first when `sibling` is not a sublayer; a
  /// sublayer already there moves.
  open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    guard layer !== sibling else { return }
    guard let index = index(of: sibling, afterMoving: layer) else {
      return insertSublayer(layer, at: 0)
    }
    insertSublayer(layer, at: UInt32(index))
  }

  /// Puts `layer` just above `sibling`, or last when `sibling` is not a sublayer; a
  /// sublayer already there moves.
  open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    guard layer !== sibling else { return }
    guard let index = index(of: sibling, afterMoving: layer) else {
      return addSublayer(layer)
    }
    insertSublayer(layer, at: UInt32(index + 1))
  }

  /// Where `sibling` sits among the sublayers once `layer` has left its place (moving a
  /// sublayer that lies before its sibling shifts the sibling back by one); `nil` when
  /// `sibling` is not a sublayer.
  private func index(of sibling: Layer?, afterMoving layer: Layer) -> Int? {
    guard let sibling, let list = sublayerList,
      var index = list.firstIndex(where: { $0 === sibling })
    else { return nil }
    if let current = list.firstIndex(where: { $0 === layer }), current < index { index -= 1 }
    return index
  }

  /// Puts `newLayer` where `oldLayer` is and removes `oldLayer` (`replaceSublayer(_:with:)`);
  /// nothing happens when `oldLayer` is not a sublayer.
  open func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard oldLayer !== newLayer, oldLayer.superlayer === self else { return }
    insertSublayer(newLayer, above: oldLayer)
    oldLayer.removeFromSuperlayer()
  }

  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayerList?.removeAll { $0 === self }
    if parent.sublayerList?.isEmpty == true { parent.sublayerList = nil }
    superlayer = nil
  }

  /// Replaces the sublayer list (setting `sublayers` in Core Animation).
  public func setSublayers(_ layers: [Layer]?) {
    for layer in sublayerList ?? [] { layer.superlayer = nil }
    sublayerList = nil
    for layer in layers ?? [] { addSublayer(layer) }
  }

  /// This layer and every layer below it.
  public var layerCount: Int {
    1 + (sublayers ?? []).reduce(0) { $0 + $1.layerCount }
  }

  // MARK: Display and layout

  /// Marks the content as stale: the delegate draws it again at the next render.
  open func setNeedsDisplay() {
    displayPending = true
  }

  open func setNeedsLayout() {
    layoutPending = true
    backingView?.layerNeedsLayout()
  }

  /// Whether the content is to be drawn again at the next render (`CALayer.needsDisplay()`).
  public func needsDisplay() -> Bool { displayPending }

  /// Whether the layer is to be laid out at the next layout (`CALayer.needsLayout()`).
  public func needsLayout() -> Bool { layoutPending }

  /// Lays out sublayers if needed (``layoutSublayers()``), then those of every sublayer.
  open func layoutIfNeeded() {
    if layoutPending {
      layoutPending = false
      layoutSublayers()
    }
    for layer in sublayers ?? [] { layer.layoutIfNeeded() }
    // Constraints that read a view below, placed since by its own superview's layout.
    if let view = backingView, view.layoutAgainIfReadsMoved() {
      for layer in sublayers ?? [] { layer.layoutIfNeeded() }
    }
    // The mask is laid out with the layer (a mask view's layoutSubviews() shapes it).
    withOwnMask { $0.layoutIfNeeded() }
  }

  /// Override to position sublayers. By default the delegate lays them out, as Core
  /// Animation asks its `CALayerDelegate`: a backing layer's view runs
  /// `layoutSublayers(of:)`, which runs its `layoutSubviews()`; a plain layer does nothing.
  open func layoutSublayers() {
    delegate?.layoutSublayers(of: self)
  }

  /// Override to draw a custom layer's content into `context` (a `CGContext`). Called at
  /// the next render after ``setNeedsDisplay()``; by default the view the layer backs draws
  /// (its `draw(_:in:)`, which calls its `draw(_:)`), as through UIKit's `CALayerDelegate`,
  /// and a plain layer draws nothing.
  open func draw(in context: GraphicsContext) {
    delegate?.draw(self, in: context)
  }

  /// Whether `point`, in this layer's coordinates, is inside it (`contains(_:)`): inside its
  /// bounds unless overridden; ``hitTest(_:)`` asks it.
  open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

  /// The deepest visible layer containing `point` (in the superlayer's coordinates); a
  /// plain geometric answer, as touches are inert here.
  open func hitTest(_ point: CGPoint) -> Layer? { deepestLayerContaining(point) }

  /// Draws the layer and its sublayers into `context` (`render(in:)`), in the layer's own
  /// coordinates: its bounds land on the same rectangle of the context, upright, as Core
  /// Animation draws them into an image context. Layers whose content needs drawing are
  /// drawn first; the tree is rasterized at the screen's scale (the render's while a render
  /// runs) and placed as an image, so a context of another scale samples it.
  open func render(in context: GraphicsContext) { renderTree(in: context) }

  /// The size the layer would like in its superlayer (`preferredFrameSize()`): its bounds'
  /// size, through its transform, unless overridden.
  open func preferredFrameSize() -> CGSize {
    bounds.applying(affineTransform()).size
  }

  /// Override to name the keys whose change redraws the content. A custom layer's stored
  /// properties named by keys that return `true` are compared at each render, by their
  /// description, and the content is drawn again when one changed (what Core Animation
  /// does through key-value observing). Returns `false` by default.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// Draws the content now: records what ``draw(in:)`` draws. A render calls it for a layer
  /// marked with ``setNeedsDisplay()``; override it to set `contents` directly instead, as
  /// Core Animation allows.
  open func display() {
    recordContent()
  }

  /// Draws what sits between the background and the sublayers: the `contents` image, or
  /// the recorded content of the delegate view or of ``draw(in:)``. Shape and gradient
  /// layers override it.
  func renderContent(into canvas: Canvas) {
    if let whole = contents as? Image {
      guard let image = selectedContents(of: whole) else { return }
      let rect = contentsFrame(for: image)
      let sampling = contentsSampling(imageSize: contentsNaturalSize(of: image), in: rect)
      canvas.draw(image.bitmap, in: rect.raster, interpolation: sampling)
      return
    }
    guard let list = displayList, !list.isEmpty else { return }
    canvas.save()
    // A backing store covers the bounds: what was drawn past them is not kept.
    if !drawsPastBounds, !covers(canvas) { canvas.clip(to: Path(rect: bounds.raster)) }
    canvas.translate(x: Double(bounds.minX), y: Double(bounds.minY))
    // Content drawn for other bounds is stretched to fill these, as a backing store is.
    if list.size.width > 0, list.size.height > 0,
      list.size.width != Double(bounds.width) || list.size.height != Double(bounds.height)
    {
      canvas.scale(
        x: Double(bounds.width) / list.size.width, y: Double(bounds.height) / list.size.height)
    }
    canvas.translate(x: -Double(bounds.minX), y: -Double(bounds.minY))
    list.replay(into: canvas)
    canvas.restore()
  }

  /// Whether the bounds cover all of `canvas` under its current transform, so that a clip
  /// to them would cut nothing (a component's own layer drawn at its size).
  private func covers(_ canvas: Canvas) -> Bool {
    let t = canvas.deviceTransform
    guard t.b == 0, t.c == 0 else { return false }
    let x0 = t.a * Double(bounds.minX) + t.tx
    let x1 = t.a * Double(bounds.maxX) + t.tx
    let y0 = t.d * Double(bounds.minY) + t.ty
    let y1 = t.d * Double(bounds.maxY) + t.ty
    return min(x0, x1) <= 0 && max(x0, x1) >= Double(canvas.pixelWidth) && min(y0, y1) <= 0
      && max(y0, y1) >= Double(canvas.pixelHeight)
  }

  /// Draws the sublayers in order; replicator layers draw them several times.
  func renderSublayers(into canvas: Canvas) {
    for layer in orderedSublayers { layer.render(into: canvas) }
  }

  /// Where the layer's content (its contents image or what it drew) shows, in its own
  /// coordinates: the bounds, as a backing store has; `nil` for no content.
  func contentExtent() -> CGRect? {
    let drew = contents is Image || !(displayList?.isEmpty ?? true)
    return drew ? bounds : nil
  }

  /// Where the sublayers show, in this layer's coordinates; `nil` when none shows.
  /// - Parameter scale: device pixels per point of this layer.
  func sublayersExtent(scale: CGFloat) -> CGRect? {
    orderedSublayers.reduce(nil) { extent, layer in
      CGRect.union(extent, layer.visibleExtentInSuperlayer(scale: scale))
    }
  }

  func boundsSizeDidChange() {
    layoutPending = true
    if needsDisplayOnBoundsChange { displayPending = true }
    backingView?.boundsSizeDidChange()
  }

  func markDisplayed() { displayPending = false }

  // MARK: Animations

  /// Adds a copy of an animation, as Core Animation does (changing `animation` afterwards
  /// changes nothing added), when the copy is of the animation's own class; an animation
  /// that copies as another class (a subclass of your own that does not override
  /// `copy(with:)`) is kept as it is. It never changes what is rendered.
  open func add(_ animation: Animation, forKey key: String?) {
    LifecycleTrace.noteAnimation("CALayer.add(_:forKey:)", held: heldValue(of: animation))
    let key = key ?? "animation-\(animationList.count)"
    animationList.removeAll { $0.key == key }
    let copy = animation.copy(with: nil) as? Animation
    let kept = copy.flatMap { type(of: $0) == type(of: animation) ? $0 : nil } ?? animation
    animationList.append((key, kept))
  }

  open func animation(forKey key: String) -> Animation? {
    animationList.first { $0.key == key }?.animation
  }

  open func animationKeys() -> [String]? {
    animationList.isEmpty ? nil : animationList.map(\.key)
  }

  open func removeAnimation(forKey key: String) {
    animationList.removeAll { $0.key == key }
  }

  open func removeAllAnimations() { animationList.removeAll() }

  /// The action for a change of `event` (`action(forKey:)`): the delegate's, else the one in
  /// ``actions``, else ``defaultAction(forKey:)``; an `NSNull` on the way means none, as in
  /// Core Animation (a view answers `NSNull` for its own layer). Changing
  /// a property runs no action here (a render shows model values); overrides may return
  /// animations for code that asks.
  open func action(forKey event: String) -> (any LayerAction)? {
    if let action = delegate?.action(for: self, forKey: event) {
      return action is NSNull ? nil : action
    }
    if let action = actions?[event] { return action is NSNull ? nil : action as? LayerAction }
    return Self.defaultAction(forKey: event)
  }

  /// The action for `event` when the layer names none (`defaultAction(forKey:)`); none by
  /// default.
  open class func defaultAction(forKey event: String) -> (any LayerAction)? { nil }

  // MARK: Key-value coding

  /// The value of the property named `key` (its Swift name, `cornerRadius`, or the
  /// Objective-C name of a Boolean, `hidden`): a stored one, the subclass's first, or
  /// `frame`, `sublayers` or `contentsScale`, which are computed;
  /// `nil` for an optional property that holds none; otherwise what ``setValue(_:forKey:)``
  /// stored, as `CALayer` keeps values for any key; otherwise `nil`.
  open func value(forKey key: String) -> Any? {
    switch key {
    case "frame": return frame
    case "sublayers": return sublayers
    case "contentsScale": return contentsScale
    case "hidden": return isHidden
    case "opaque": return isOpaque
    case "doubleSided": return isDoubleSided
    case "geometryFlipped": return isGeometryFlipped
    default: break
    }
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      if let child = current.children.first(where: { $0.label == key }) {
        let value = Mirror(reflecting: child.value)
        return value.displayStyle == .optional ? value.children.first?.value : child.value
      }
      mirror = current.superclassMirror
    }
    return keyedValues[key]
  }

  /// Sets the property named `key`: a standard one by its Objective-C name (`strokeEnd`,
  /// `cornerRadius`, `hidden`, `transform`, ...), given a value of its type, a number or an
  /// `NSValue`, as Core Animation's key-value coding sets it; any other key (or a value that
  /// does not fit) is stored for ``value(forKey:)`` to return, as `CALayer` keeps values for
  /// any key. A subclass's own stored properties are not set by name (Swift has no
  /// key-value coding without the Objective-C runtime): assign them.
  open func setValue(_ value: Any?, forKey key: String) {
    willChangeValue(forKey: key)
    let known = LayerKeyValueCoding.properties[key] ?? []
    if !known.contains(where: { $0.write(self, value) }) { keyedValues[key] = value }
    didChangeValue(forKey: key)
  }

  /// Told by an object this one observes by key that the property at `keyPath` changed
  /// (`observeValue(forKeyPath:of:change:context:)`); does nothing unless overridden.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}
}
