import Foundation
import Raster

extension Layer {
  /// Draws the content of every layer in the tree that needs it: the delegate view's
  /// `draw(_:)` or the layer's ``draw(in:)``, recorded for replay.
  func displayIfNeeded(recursively: Bool = true) {
    let keyValues = displayKeyValues()
    if keyValues != displayedKeyValues { setNeedsDisplay() }
    if needsDisplay {
      displayedKeyValues = keyValues
      let context = GraphicsContext()
      GraphicsContext.with(context) {
        if let view = delegate {
          view.draw(view.bounds)
        } else {
          draw(in: context)
        }
      }
      displayList = DisplayList(
        commands: context.commands,
        size: CGSizeValue(width: Double(bounds.width), height: Double(bounds.height)))
      markDisplayed()
    }
    guard recursively else { return }
    for layer in sublayers ?? [] { layer.displayIfNeeded() }
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
  /// content, sublayers (clipped to the bounds with `masksToBounds`), border on top; all of
  /// it as one group when `opacity` is below 1.
  func renderInOwnCoordinates(into canvas: Canvas) {
    guard !isHidden, opacity > 0, opacity.isFinite else { return }
    let grouped = opacity < 1
    if grouped { canvas.beginLayer(opacity: Double(opacity)) }
    let outline = Path(roundedRect: bounds.raster, cornerRadii: cornerRadii)
    if shadowOpacity > 0, let shadowColor, shadowColor.alpha > 0 {
      renderShadow(into: canvas, color: shadowColor, outline: outline)
    }
    canvas.save()
    if let mask { clip(to: mask, canvas: canvas) }
    if masksToBounds { canvas.clip(to: outline) }
    if let backgroundColor, backgroundColor.alpha > 0 {
      canvas.fill(outline, with: .color(backgroundColor.rgba8))
    }
    renderContent(into: canvas)
    renderSublayers(into: canvas)
    canvas.restore()
    if borderWidth > 0, let borderColor, borderColor.alpha > 0 {
      canvas.fill(borderRing, with: .color(borderColor.rgba8), rule: .evenOdd)
    }
    if grouped { canvas.endLayer() }
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
    var ring = Path(roundedRect: outer, cornerRadii: cornerRadii)
    let inner = outer.insetBy(dx: width, dy: width)
    if !inner.isEmpty {
      ring.append(Path(roundedRect: inner, cornerRadii: cornerRadii(inset: width)))
    }
    return ring
  }

  /// The shadow: the shadow path, or the rounded bounds when the layer has a background,
  /// filled with the shadow colour at the shadow opacity and offset. The blur of
  /// `shadowRadius` is approximated by layering copies of the shape spread over the radius.
  private func renderShadow(into canvas: Canvas, color: Color, outline: Path) {
    guard let shape = shadowPath?.path ?? (backgroundColor != nil ? outline : nil) else { return }
    let alpha = Double(shadowOpacity) * color.alpha
    canvas.save()
    canvas.translate(x: Double(shadowOffset.width), y: Double(shadowOffset.height))
    let radius = Double(max(shadowRadius, 0))
    let steps = radius > 0 ? 4 : 1
    for step in 0..<steps {
      let spread = radius * (1 - Double(step) / Double(steps)) - radius / 2
      var grown = shape
      if spread != 0, let box = shape.bounds, box.width > 0, box.height > 0 {
        let sx = (box.width + 2 * spread) / box.width
        let sy = (box.height + 2 * spread) / box.height
        guard sx > 0, sy > 0 else { continue }
        let about = AffineTransform(translationX: box.midX, y: box.midY)
          .scaledBy(x: sx, y: sy).translatedBy(x: -box.midX, y: -box.midY)
        grown = shape.applying(about)
      }
      let layerAlpha = UInt8((255 * alpha / Double(steps)).rounded())
      var tint = color.rgba8
      tint.alpha = layerAlpha
      canvas.fill(grown, with: .color(tint))
    }
    canvas.restore()
  }
}
