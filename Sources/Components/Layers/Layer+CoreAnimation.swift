import Foundation
import Raster

/// Core Animation's geometry helpers, presentation and the values rendering derives.
extension Layer {
  /// The layer itself: a render shows model values, so there is no separate presentation
  /// layer (`presentation()`).
  public func presentation() -> Self? { self }

  /// The layer itself (`model()`).
  public func model() -> Self { self }

  /// Converts a point from `layer`'s coordinates (the root's when `nil`) to this layer's.
  public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
    point.applying((layer ?? root).toRoot).applying(toRoot.inverted())
  }

  /// Converts a point from this layer's coordinates to `layer`'s.
  public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
    point.applying(toRoot).applying((layer ?? root).toRoot.inverted())
  }

  /// Converts a rectangle (its transformed corners' bounding box) from `layer`'s space.
  public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
    let t = (layer ?? root).toRoot.concatenating(toRoot.inverted())
    return rect.applying(t)
  }

  /// Converts a rectangle from this layer's coordinates to `layer`'s.
  public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
    rect.applying(toRoot.concatenating((layer ?? root).toRoot.inverted()))
  }

  /// The deepest visible layer whose ``contains(_:)`` takes `point` (in the superlayer's
  /// coordinates), front to back: what ``hitTest(_:)`` answers unless overridden.
  func deepestLayerContaining(_ point: CGPoint) -> Layer? {
    guard !isHidden, opacity > 0 else { return nil }
    let local = point.applying(transformToSuperlayer.inverted())
    for layer in (sublayers ?? []).reversed() {
      if let hit = layer.hitTest(local) { return hit }
    }
    return contains(local) ? self : nil
  }

  private var root: Layer { superlayer?.root ?? self }

  private var toRoot: AffineTransform2D {
    guard let parent = superlayer else { return .identity }
    return transformToSuperlayer.concatenating(parent.toRoot)
  }

  /// The radii of the rounded outline: `cornerRadius` at the `maskedCorners`.
  var cornerRadii: CornerRadii { cornerRadii(inset: 0) }

  /// The radii of the outline inset by `inset`.
  func cornerRadii(inset: Double) -> CornerRadii {
    let radius = max(0, Double(cornerRadius) - inset)
    if maskedCorners == .all { return CornerRadii(all: radius) }
    return CornerRadii(
      topLeft: maskedCorners.contains(.layerMinXMinYCorner) ? radius : 0,
      topRight: maskedCorners.contains(.layerMaxXMinYCorner) ? radius : 0,
      bottomRight: maskedCorners.contains(.layerMaxXMaxYCorner) ? radius : 0,
      bottomLeft: maskedCorners.contains(.layerMinXMaxYCorner) ? radius : 0)
  }

  /// `rect` with `radii` at its corners, in the layer's `cornerCurve`: circular arcs, or
  /// ``ContinuousCorner`` curves for `.continuous`.
  func roundedOutline(_ rect: Rect, cornerRadii radii: CornerRadii) -> Path {
    cornerCurve == .continuous
      ? Path(continuousRoundedRect: rect, cornerRadii: radii)
      : Path(roundedRect: rect, cornerRadii: radii)
  }

  /// The size `image` has as this layer's contents: its pixels over `contentsScale` (1 when
  /// that is not a positive number).
  func contentsNaturalSize(of image: Image) -> CGSize {
    let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
    return CGSize(
      width: CGFloat(image.bitmap.width) / scale, height: CGFloat(image.bitmap.height) / scale)
  }

  /// The part of `image` that ``contentsRect`` selects: the whole image for the unit
  /// rectangle (the default), else the pixels inside it (its edges rounded outward).
  func selectedContents(of image: Image) -> Image? {
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    guard contentsRect != unit else { return image }
    let w = CGFloat(image.bitmap.width)
    let h = CGFloat(image.bitmap.height)
    let r = contentsRect.standardized
    return image.cropping(
      to: CGRect(x: r.minX * w, y: r.minY * h, width: r.width * w, height: r.height * h))
  }

  /// Where `contentsGravity` puts an image in the bounds.
  func contentsFrame(for image: Image) -> CGRect {
    let natural = contentsNaturalSize(of: image)
    let b = bounds
    guard natural.width > 0, natural.height > 0 else { return b }
    switch contentsGravity {
    case .resize: return b
    case .resizeAspect, .resizeAspectFill:
      let sx = b.width / natural.width
      let sy = b.height / natural.height
      let s = contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
      let size = CGSize(width: natural.width * s, height: natural.height * s)
      return CGRect(
        x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width,
        height: size.height)
    default:
      let name = contentsGravity.rawValue.lowercased()
      let x =
        name.hasSuffix("left")
        ? b.minX
        : name.hasSuffix("right") ? b.maxX - natural.width : b.midX - natural.width / 2
      // Core Animation names the vertical gravities for a y-up axis, so in a y-down layer
      // (every layer on iOS) `top` sits at the bottom of the bounds.
      let y =
        name.hasPrefix("bottom")
        ? b.minY
        : name.hasPrefix("top") ? b.maxY - natural.height : b.midY - natural.height / 2
      return CGRect(origin: CGPoint(x: x, y: y), size: natural)
    }
  }

  /// Clips `canvas` (in this layer's coordinates) to `mask`, as Core Animation does: by the
  /// alpha of the mask as it draws (its background, contents, sublayers and border, so a
  /// gradient fades, an image's or text's alpha shows, a translucent colour lets part
  /// through, and a mask that draws nothing hides everything). A mask whose alpha is its
  /// outline clips by the outline (``outlineAsMask``). A hidden mask, and a mask drawn
  /// again while it is being drawn (a layer masking itself or an ancestor), clip by
  /// ``areaAsMask`` instead.
  func clip(to mask: Layer, canvas: Canvas) {
    let id = ObjectIdentifier(mask)
    if let area = mask.outlineAsMask
      ?? (mask.isHidden || Layer.masksInProgress.contains(id)
        ? mask.areaAsMask : nil)
    {
      let placed = area.shape.applying(mask.transformToSuperlayer.rasterTransform)
      canvas.clip(to: placed, rule: area.rule)
      return
    }
    Layer.$masksInProgress.withValue(Layer.masksInProgress.union([id])) {
      canvas.clip(toAlphaOfDrawing: { mask.render(into: $0) })
    }
  }

  /// The masks being drawn for their alpha (or displayed), so that a cycle of masks stops.
  @TaskLocal static var masksInProgress: Set<ObjectIdentifier> = []

  /// ``areaAsMask`` when the mask's alpha is exactly that outline: a shape layer alone (its
  /// path or stroke), a layer whose only drawing is an opaque background (its rounded
  /// bounds), or one without a background into which a view drew only filled shapes.
  /// `nil` when the mask is to be drawn for its alpha.
  var outlineAsMask: (shape: Path, rule: FillRule)? {
    guard contents == nil, !showsSublayers, opacity >= 1 else { return nil }
    let background = backgroundColor?.alpha ?? 0
    if self is ShapeLayer {
      return background > 0 ? nil : areaAsMask
    }
    if background >= 1 { return areaAsMask }
    guard background <= 0, !(self is GradientLayer), !(self is TextLayer),
      let list = displayList, !list.isEmpty, let drawn = list.filledShape
    else { return nil }
    return (drawn, .nonZero)
  }

  /// What this layer lets through as another layer's mask when it is not drawn for its
  /// alpha, in its own coordinates, and the rule that fills it: a shape layer's filled path,
  /// or its stroke when it has no visible fill; the shapes and text a view drew (a label as
  /// a mask view) when it has no background; or else the rounded bounds.
  var areaAsMask: (shape: Path, rule: FillRule) {
    guard let shapeLayer = self as? ShapeLayer else {
      if contents == nil, (backgroundColor?.alpha ?? 0) == 0, let list = displayList,
        !list.isEmpty, let drawn = list.filledShape
      {
        return (drawn, .nonZero)
      }
      return (roundedOutline(bounds.raster, cornerRadii: cornerRadii), .nonZero)
    }
    let rule: FillRule =
      shapeLayer.strokesMask ? .nonZero : shapeLayer.fillRule == .evenOdd ? .evenOdd : .nonZero
    return (shapeLayer.maskShape, rule)
  }

  /// The descriptions of the stored properties whose keys `needsDisplay(forKey:)` names.
  func displayKeyValues() -> [String: String] {
    let type = Swift.type(of: self)
    guard !Self.builtInTypes.contains(ObjectIdentifier(type)) else { return [:] }
    var values: [String: String] = [:]
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror, let subject = current.subjectType as? AnyClass,
      !Self.builtInTypes.contains(ObjectIdentifier(subject))
    {
      for child in current.children {
        guard let label = child.label, type.needsDisplay(forKey: label) else { continue }
        values[label] = String(describing: child.value)
      }
      mirror = current.superclassMirror
    }
    return values
  }

  /// The layer classes of the component model, whose own properties are never compared.
  private static let builtInTypes: Set<ObjectIdentifier> = [
    ObjectIdentifier(Layer.self), ObjectIdentifier(ShapeLayer.self),
    ObjectIdentifier(GradientLayer.self), ObjectIdentifier(TextLayer.self),
    ObjectIdentifier(ReplicatorLayer.self),
  ]
}
