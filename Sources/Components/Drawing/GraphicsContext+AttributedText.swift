import Foundation
import Raster
internal import Typesetting

extension GraphicsContext {
  /// Fills `layout` with its top-left corner at `origin`: run backgrounds, each style's
  /// glyph outlines in its colour, then underlines and strikethroughs.
  func draw(_ layout: AttributedTextLayout, at origin: Point) {
    for background in layout.backgroundRects(at: origin) {
      fill(Path(rect: background.rect), paint: .color(background.color))
    }
    for (style, path) in layout.glyphPaths(at: origin) {
      fillGlyphs(path, paint: .color(layout.text.styles[style].color))
    }
    for mark in layout.decorationRects(at: origin) {
      fill(Path(rect: mark.rect), paint: .color(mark.color))
    }
  }

  /// Draws an attributed string with its top-left corner at `point`, on unwrapped lines.
  func drawText(_ string: NSAttributedString, at point: CGPoint, defaults: TextStyle) {
    guard let (text, paragraph) = string.typesetting(defaults: defaults) else { return }
    draw(AttributedTextLayout(text, paragraph: paragraph), at: Point(point))
  }

  /// Draws an attributed string wrapped in `rect`, from its top (`centred` false, as
  /// `draw(in:)`) or centred vertically (as `UILabel`); clipped to `rect` when drawn from
  /// the top or with `.byClipping`.
  func drawText(
    _ string: NSAttributedString, in rect: CGRect, defaults: TextStyle, centred: Bool
  ) {
    guard let (text, paragraph) = string.typesetting(defaults: defaults), rect.width.isFinite,
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
    draw(layout, at: origin)
    if clips { restoreGState() }
  }
}
