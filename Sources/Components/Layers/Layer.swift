import Foundation
import Raster

/// A Core Animation style layer (`CALayer`): a rectangle with a background, content,
/// sublayers and a border, placed in its superlayer by `position`, `anchorPoint` and
/// `transform`.
///
/// Geometry follows Core Animation: the layer's `bounds` is its own coordinate space; the
/// point `anchorPoint` (in unit coordinates of the bounds) sits at `position` in the
/// superlayer, and `transform` applies about it. `frame` is derived from those.
open class Layer: @unchecked Sendable {
  public var bounds: CGRect = .zero {
    didSet { if bounds.size != oldValue.size { boundsSizeDidChange() } }
  }
  public var position: CGPoint = .zero
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  public var transform: Transform3D = .identity
  public var opacity: Float = 1
  public var isHidden = false
  public var backgroundColor: Color?
  public var cornerRadius: CGFloat = 0
  public var masksToBounds = false
  public var borderWidth: CGFloat = 0
  public var borderColor: Color? = .black
  public var shadowColor: Color? = .black
  public var shadowOpacity: Float = 0
  public var shadowRadius: CGFloat = 3
  public var shadowOffset = CGSize(width: 0, height: -3)
  public var shadowPath: Path?
  /// An image shown in the bounds, stretched to fill them.
  public var contents: Image?
  public var contentsScale: CGFloat = 1
  public var name: String?
  public var zPosition: CGFloat = 0

  /// The view this layer backs, if any; it draws the layer's content.
  public internal(set) weak var delegate: View?
  public private(set) var sublayers: [Layer]?
  public private(set) weak var superlayer: Layer?
  public private(set) var needsDisplay = true
  public private(set) var needsLayout = true
  private var animationList: [(key: String, animation: Animation)] = []
  /// The content drawn by the delegate or by ``draw(in:)``, kept as Core Animation keeps a
  /// backing store until ``setNeedsDisplay()``.
  var displayList: DisplayList?

  public init() {}

  /// A copy-free stand-in for `init(layer:)`, which Core Animation uses for presentation
  /// layers; here it creates a plain layer.
  public required convenience init(layer: Any) {
    self.init()
  }

  // MARK: Geometry

  /// The layer's rectangle in its superlayer's coordinates: for an identity transform
  /// `position − anchorPoint × size` and `bounds.size`; otherwise the bounding box of the
  /// transformed bounds. Setting it sets `position` and `bounds.size`.
  public var frame: CGRect {
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
  public func affineTransform() -> AffineTransform2D { transform.affine }

  public func setAffineTransform(_ affine: AffineTransform2D) {
    transform = Transform3D(affine: affine)
  }

  // MARK: Sublayers

  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    guard let sibling, let index = sublayers?.firstIndex(where: { $0 === sibling }) else {
      return insertSublayer(layer, at: 0)
    }
    insertSublayer(layer, at: UInt32(index))
  }

  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    guard let sibling, let index = sublayers?.firstIndex(where: { $0 === sibling }) else {
      return addSublayer(layer)
    }
    insertSublayer(layer, at: UInt32(index + 1))
  }

  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  /// Replaces the sublayer list (setting `sublayers` in Core Animation).
  public func setSublayers(_ layers: [Layer]?) {
    for layer in sublayers ?? [] { layer.superlayer = nil }
    sublayers = nil
    for layer in layers ?? [] { addSublayer(layer) }
  }

  /// This layer and every layer below it.
  public var layerCount: Int {
    1 + (sublayers ?? []).reduce(0) { $0 + $1.layerCount }
  }

  // MARK: Display and layout

  /// Marks the content as stale: the delegate draws it again at the next render.
  public func setNeedsDisplay() {
    needsDisplay = true
  }

  public func setNeedsLayout() {
    needsLayout = true
    delegate?.layerNeedsLayout()
  }

  /// Lays out sublayers if needed: the backing view's `layoutSubviews`, else
  /// `layoutSublayers`.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      if let view = delegate { view.runLayoutSubviews() } else { layoutSublayers() }
    }
    for layer in sublayers ?? [] { layer.layoutIfNeeded() }
  }

  /// Override to position sublayers; does nothing by default.
  open func layoutSublayers() {}

  /// Override to draw a custom layer's content; does nothing by default.
  open func draw(in context: GraphicsContext) {}

  /// Draws what sits between the background and the sublayers: the `contents` image, or
  /// the recorded content of the delegate view or of ``draw(in:)``. Shape and gradient
  /// layers override it.
  func renderContent(into canvas: Canvas) {
    if let contents {
      canvas.draw(contents.bitmap, in: bounds.raster)
      return
    }
    guard let list = displayList, !list.isEmpty else { return }
    canvas.save()
    canvas.translate(x: Double(bounds.minX), y: Double(bounds.minY))
    // Content drawn for other bounds is stretched to fill these, as a backing store is.
    if list.size.width > 0, list.size.height > 0,
      list.size.width != Double(bounds.width) || list.size.height != Double(bounds.height)
    {
      canvas.scale(x: Double(bounds.width) / list.size.width, y: Double(bounds.height) / list.size.height)
    }
    canvas.translate(x: -Double(bounds.minX), y: -Double(bounds.minY))
    list.replay(into: canvas)
    canvas.restore()
  }

  func boundsSizeDidChange() {
    needsLayout = true
    delegate?.boundsSizeDidChange()
  }

  func markDisplayed() { needsDisplay = false }

  // MARK: Animations

  /// Adds an animation; it is kept but never changes what is rendered.
  public func add(_ animation: Animation, forKey key: String?) {
    let key = key ?? "animation-\(animationList.count)"
    animationList.removeAll { $0.key == key }
    animationList.append((key, animation))
  }

  public func animation(forKey key: String) -> Animation? {
    animationList.first { $0.key == key }?.animation
  }

  public func animationKeys() -> [String]? {
    animationList.isEmpty ? nil : animationList.map(\.key)
  }

  public func removeAnimation(forKey key: String) {
    animationList.removeAll { $0.key == key }
  }

  public func removeAllAnimations() { animationList.removeAll() }
}
