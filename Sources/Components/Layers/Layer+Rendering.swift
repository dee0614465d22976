import Foundation
import Raster

extension Layer {
  /// Draws the content of every layer in the tree that needs it: the layer's ``display()``,
  /// which by default records its ``draw(in:)`` (the delegate view's `draw(_:)` unless
  /// overridden) for replay.
  func displayIfNeeded(recursively: Bool = true) {
    let keyValues = displayKeyValues()
    if keyValues != displayedKeyValues { setNeedsDisplay() }
    if displayPending {
      displayedKeyValues = keyValues
      displayCount += 1
      // Cleared first, as Core Animation does: drawing that asks to be drawn again (a
      // `draw(_:)` that sets an image its control shows) is drawn at the next pass.
      markDisplayed()
      display()
    }
    guard recursively else { return }
    // A mask is not a sublayer, but its drawing shapes the mask: it and its sublayers draw
    // their content too.
    withOwnMask { $0.displayIfNeeded() }
    for layer in sublayers ?? [] { layer.displayIfNeeded() }
  }

  /// Runs `body` on the mask, as Core Animation lays out and displays a layer's mask with
  /// the layer, unless the mask is this layer or an ancestor (laid out and displayed as
  /// such) or is already being visited (a cycle of masks).
  func withOwnMask(_ body: (Layer) -> Void) {
    guard let mask, !isSelfOrAncestor(mask) else { return }
    let id = ObjectIdentifier(mask)
    guard !Layer.masksInProgress.contains(id) else { return }
    Layer.$masksInProgress.withValue(Layer.masksInProgress.union([id])) { body(mask) }
  }

  /// Whether `layer` is this layer or one of its superlayers.
  private func isSelfOrAncestor(_ layer: Layer) -> Bool {
    var current: Layer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.superlayer
    }
    return false
  }

  /// Records what ``draw(in:)`` draws as the content to replay: what ``display()`` does
  /// unless a subclass overrides it. A ``setNeedsDisplay()`` made while drawing stands.
  func recordContent() {
    markDisplayed()
    let context = GraphicsContext()
    GraphicsContext.with(context) { draw(in: context) }
    displayList = DisplayList(
      commands: context.commands,
      size: CGSizeValue(width: Double(bounds.width), height: Double(bounds.height)))
  }

  /// Draws the layer into `canvas`, whose current transform maps the superlayer's
  /// coordinates to the device.
  func render(into canvas: Canvas) {
    guard !isHidden, opacity > 0, opacity.isFinite else { return }
    canvas.save()
    canvas.concatenate(transformToSuperlayer.rasterTransform)
    renderInOwnCoordinates(into: canvas)
    canvas.restore()
  }

  /// Draws the layer into `canvas`, whose current transform maps the layer's own
  /// coordinates (its bounds) to the device, in Core Animation's order: shadow, background,
  /// content, sublayers (all clipped to the bounds with `masksToBounds` and to the mask,
  /// the shadow too), border on top; all of it as one group when `opacity` is below 1.
  func renderInOwnCoordinates(into canvas: Canvas) {
    guard !isHidden, opacity > 0, opacity.isFinite else { return }
    let grouped = opacity < 1
    if grouped { canvas.beginLayer(opacity: Double(opacity)) }
    let outline = roundedOutline(bounds.raster, cornerRadii: cornerRadii)
    if shadowOpacity > 0, let shadowColor, shadowColor.alpha > 0 {
      // masksToBounds and a mask clip the shadow too (the usual reason a rounded, clipped
      // view shows none): what is left of it lies under the layer's own background.
      canvas.save()
      if let mask { clip(to: mask, canvas: canvas) }
      if masksToBounds { canvas.clip(to: outline) }
      renderShadow(into: canvas, color: shadowColor, outline: outline)
      canvas.restore()
    }
    renderBody(into: canvas, outline: outline)
    if grouped { canvas.endLayer() }
  }

  /// Everything but the shadow: background, content and sublayers (clipped to the mask
  /// unless `masked` is false and, with `masksToBounds`, to `outline`), then the border.
  private func renderBody(into canvas: Canvas, outline: Path, masked: Bool = true) {
    canvas.save()
    if masked, let mask { clip(to: mask, canvas: canvas) }
    if masksToBounds { canvas.clip(to: outline) }
    if let backgroundColor, backgroundColor.alpha > 0 {
      canvas.fill(outline, with: .color(backgroundColor.rgba8))
    }
    renderContent(into: canvas)
    if let placement = sublayerPlacement {
      canvas.save()
      canvas.concatenate(placement.rasterTransform)
      renderSublayers(into: canvas)
      canvas.restore()
    } else {
      renderSublayers(into: canvas)
    }
    canvas.restore()
    if borderWidth > 0, let borderColor, borderColor.alpha > 0 {
      canvas.fill(borderRing, with: .color(borderColor.rgba8), rule: .evenOdd)
    }
  }

  /// Sublayers in drawing order: by `zPosition`, then in list order.
  var orderedSublayers: [Layer] {
    guard let list = sublayers else { return [] }
    guard list.contains(where: { $0.zPosition != 0 }) else { return list }
    return list.enumerated().sorted {
      ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
    }
    .map(\.element)
  }

  /// The border: the rounded bounds minus the bounds inset by the border width, whose
  /// corner radius shrinks by the same amount.
  private var borderRing: Path {
    let outer = bounds.raster
    let width = Double(min(borderWidth, min(bounds.width, bounds.height) / 2))
    var ring = roundedOutline(outer, cornerRadii: cornerRadii)
    let inner = outer.insetBy(dx: width, dy: width)
    if !inner.isEmpty {
      ring.append(roundedOutline(inner, cornerRadii: cornerRadii(inset: width)))
    }
    return ring
  }

  /// The standard deviation of a shadow's blur per point of `shadowRadius`. Measured on
  /// iOS 16 renders of a rounded box (Blueprint's `BoxTests`, scale 1): across a straight
  /// edge, shadow radius 8 fits σ 7.25 (a Gaussian; worst 2.9/255) and radius 2 fits
  /// σ 1.79 (worst 2.5/255). Over both pictures' shadow pixels, 0.9 does best of 0.8 to 1.0
  /// (`ShadowParityTests`).
  static let shadowSigmaPerRadius = 0.9

  /// The shadow: the coverage of the shadow path, or else the alpha of everything the
  /// layer draws (background, content, sublayers, border), moved by `shadowOffset`,
  /// blurred by a Gaussian of σ `shadowSigmaPerRadius × shadowRadius` and tinted with the
  /// shadow colour at its alpha times `shadowOpacity`. A layer that draws only an opaque
  /// background casts the shadow of its rounded bounds, which is the same thing. The mask
  /// clips the shadow, not what casts it: a shape outside the mask (a frame around the
  /// bounds, masked to them) casts a shadow inside it, the usual way to draw an inner shadow.
  private func renderShadow(into canvas: Canvas, color: Color, outline: Path) {
    var tint = color.rgba8
    let alpha = min(max(Double(color.alpha) * Double(shadowOpacity), 0), 1)
    tint.alpha = UInt8((alpha * 255).rounded())
    let radius = Double(shadowRadius)
    let offset = Size(width: Double(shadowOffset.width), height: Double(shadowOffset.height))
    let sigma = radius.isFinite && radius > 0 ? radius * Layer.shadowSigmaPerRadius : 0
    let covered = backgroundCover
    if let shape = shadowPath?.path ?? (castsShadowOfOutline ? outline : nil) {
      canvas.fillShadow(of: shape, offset: offset, sigma: sigma, color: tint, covered: covered)
      return
    }
    canvas.fillShadow(offset: offset, sigma: sigma, color: tint, covered: covered) {
      shadowCanvas in
      renderBody(into: shadowCanvas, outline: outline, masked: false)
    }
  }

  /// The part of the bounds that the opaque background, painted right after the shadow
  /// under the same clip, covers whatever lies under it: the bounds less the corners (a
  /// corner curve reaches at most its radius along each edge, a continuous one about 1.5
  /// radii: 2 are allowed), so no shadow need be composited there. `nil` without an opaque
  /// background.
  private var backgroundCover: Rect? {
    guard Layer._shadowsSkipTheBackground, let backgroundColor, backgroundColor.rgba8.alpha == 255
    else { return nil }
    let radius = Double(cornerRadius)
    guard radius.isFinite else { return nil }
    let inset = max(radius, 0) * (cornerCurve == .continuous ? 2 : 1)
    let outer = bounds.raster
    guard 2 * inset < outer.width, 2 * inset < outer.height else { return nil }
    return outer.insetBy(dx: inset, dy: inset)
  }

  /// For tests only: whether a shadow leaves out what the opaque background covers
  /// (``backgroundCover``); off, it is composited everywhere, which gives the same bytes.
  @TaskLocal package static var _shadowsSkipTheBackground = true

  /// Whether any sublayer is shown: not hidden and not fully transparent.
  var showsSublayers: Bool {
    (sublayers ?? []).contains { !$0.isHidden && $0.opacity > 0 }
  }

  /// Whether all the layer draws is an opaque background, whose alpha is its outline's
  /// coverage.
  private var castsShadowOfOutline: Bool {
    guard let backgroundColor, backgroundColor.alpha >= 1 else { return false }
    let hasBorder = borderWidth > 0 && (borderColor?.alpha ?? 0) > 0
    return !hasBorder && !showsSublayers && contentExtent() == nil
  }
}
