import Raster

extension Canvas {
  /// Draws an attributed text on unwrapped lines (explicit newlines only), the first line
  /// box's top-left corner at `point`, as `NSAttributedString.draw(at:)`.
  ///
  /// - Parameters:
  ///   - text: the runs.
  ///   - point: the top-left corner of the first line box, in user space points.
  ///   - paragraph: alignment, line limit and spacing; `verticalAlignment` does not apply.
  public func drawText(
    _ text: AttributedText, at point: Point, paragraph: ParagraphSettings = ParagraphSettings()
  ) {
    draw(AttributedTextLayout(text, paragraph: paragraph), at: point)
  }

  /// Draws an attributed text wrapped to `rect`'s width and placed in its height by
  /// `paragraph.verticalAlignment`, as `Canvas.drawText(_:in:attributes:)` places a plain
  /// string; clipped to `rect` with `.byClipping`.
  public func drawText(_ text: AttributedText, in rect: Rect, paragraph: ParagraphSettings) {
    let bounds = rect.standardized
    guard bounds.isFinite else { return }
    let layout = AttributedTextLayout(
      text, paragraph: paragraph, width: bounds.width, height: bounds.height)
    let spare = bounds.height - layout.size.height
    let top: Double
    switch paragraph.verticalAlignment {
    case .top: top = bounds.minY
    case .center: top = bounds.minY + spare * 0.5
    case .bottom: top = bounds.minY + spare
    }
    let clips = paragraph.lineBreakMode == .byClipping
    if clips {
      save()
      clip(to: bounds)
    }
    draw(layout, at: Point(x: bounds.minX, y: top))
    if clips { restore() }
  }

  /// Draws `layout` with its top-left corner at `origin`: run backgrounds, then the glyphs
  /// of each style in its colour (as `draw(_:at:paint:)` draws glyphs: from stamps when the
  /// transform only scales and translates), then underlines and strikethroughs.
  ///
  /// - Complexity: O(stamped pixels) with a warm cache, per style.
  public func draw(_ layout: AttributedTextLayout, at origin: Point) {
    guard !layout.lines.isEmpty else { return }
    for background in layout.backgroundRects(at: origin) {
      fill(Path(rect: background.rect), with: .solid(background.color), rule: .nonZero)
    }
    let styles = layout.text.styles
    var glyphs = [[(glyph: UInt32, position: Point)]](repeating: [], count: styles.count)
    for line in layout.lines {
      let base = origin + line.origin
      for glyph in line.glyphs where styles[glyph.style].attachment == nil {
        glyphs[glyph.style].append((glyph.glyph, base + glyph.position))
      }
    }
    for style in styles.indices where !glyphs[style].isEmpty {
      drawGlyphs(glyphs[style], font: styles[style].font, paint: .solid(styles[style].color))
    }
    for mark in layout.decorationRects(at: origin) {
      fill(Path(rect: mark.rect), with: .solid(mark.color), rule: .nonZero)
    }
  }
}
