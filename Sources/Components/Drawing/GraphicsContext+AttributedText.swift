import Foundation
import Raster
internal import Typesetting

extension GraphicsContext {
  /// Draws `layout` with its top-left corner at `origin`: run backgrounds, each style's
  /// glyph outlines filled in its colour and outlined as `effects` say, then underlines and
  /// strikethroughs; glyphs and lines cast their run's shadow.
  func draw(
    _ layout: AttributedTextLayout, at origin: Point, effects runEffects: [TextRunEffects],
    attachments: [TextAttachment] = []
  ) {
    let styles = layout.text.styles
    func effects(of style: Int) -> TextRunEffects? {
      let number = styles[style].effects
      return number > 0 && number <= runEffects.count ? runEffects[number - 1] : nil
    }
    for background in layout.backgroundRects(at: origin) {
      fill(Path(rect: background.rect), paint: .color(background.color))
    }
    for (style, path) in layout.glyphPaths(at: origin) {
      let drawn = effects(of: style)
      casting(drawn?.shadow) {
        guard let outline = drawn?.outline else {
          return fillGlyphs(path, paint: .color(styles[style].color))
        }
        // Filled and outlined glyphs cast one shadow, as Core Graphics draws them in one go.
        let layered = outline.fills && drawn?.shadow != nil
        if layered { beginTransparencyLayer(opacity: 1) }
        if outline.fills { fillGlyphs(path, paint: .color(styles[style].color)) }
        stroke(path, style: StrokeStyle(width: outline.width), paint: .color(outline.color.rgba8))
        if layered { endTransparencyLayer() }
      }
    }
    for mark in layout.decorationRects(at: origin) {
      casting(effects(of: mark.style)?.shadow) {
        fill(Path(rect: mark.rect), paint: .color(mark.color))
      }
    }
    drawAttachments(of: layout, at: origin, attachments)
  }

  /// Draws each attachment's image in its box; a template image in the colour of the text
  /// it stands in.
  private func drawAttachments(
    of layout: AttributedTextLayout, at origin: Point, _ attachments: [TextAttachment]
  ) {
    for box in layout.attachmentRects(at: origin) {
      guard attachments.indices.contains(box.number), let image = attachments[box.number].image
      else { continue }
      let color = Color(layout.text.styles[box.style].color)
      let shown = image.renderingMode == .alwaysTemplate ? image.withTintColor(color) : image
      draw(shown, in: CGRect(box.rect))
    }
  }

  /// Runs `body` with `shadow` set, if there is one.
  private func casting(_ shadow: ContextShadow?, _ body: () -> Void) {
    guard let shadow else { return body() }
    saveGState()
    state.shadow = shadow
    body()
    restoreGState()
  }

  /// Draws an attributed string with its top-left corner at `point`, on unwrapped lines.
  func drawText(_ string: NSAttributedString, at point: CGPoint, defaults: TextStyle) {
    guard let (text, paragraph, effects, attachments) = string.typesetting(defaults: defaults)
    else { return }
    draw(
      AttributedTextLayout(text, paragraph: paragraph), at: Point(point), effects: effects,
      attachments: attachments)
  }

  /// Draws an attributed string wrapped in `rect`, from its top (`centred` false, as
  /// `draw(in:)`) or centred vertically (as `UILabel`); clipped to `rect` when drawn from
  /// the top or with `.byClipping`.
  func drawText(
    _ string: NSAttributedString, in rect: CGRect, defaults: TextStyle, centred: Bool
  ) {
    guard let (text, paragraph, effects, attachments) = string.typesetting(defaults: defaults),
      rect.width.isFinite,
      rect.height.isFinite
    else { return }
    let bounds = rect.standardized
    let layout = AttributedTextLayout(
      text, paragraph: paragraph, width: Double(bounds.width), height: Double(bounds.height))
    let spare = centred ? (Double(bounds.height) - layout.size.height) / 2 : 0
    let origin = Point(x: Double(bounds.minX), y: Double(bounds.minY) + spare)
    let clips = !centred || paragraph.lineBreakMode == .byClipping
    if clips {
      saveGState()
      clip(to: bounds)
    }
    draw(layout, at: origin, effects: effects, attachments: attachments)
    if clips { restoreGState() }
  }
}
