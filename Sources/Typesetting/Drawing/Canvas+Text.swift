import Raster

extension Canvas {
  /// Draws `string` on one or more unwrapped lines (explicit newlines only), the first
  /// line box's top-left corner at `point`, as UIKit's `draw(at:withAttributes:)`.
  ///
  /// The first baseline is `attributes.font.ascender` points below `point.y`. Lines are
  /// aligned within the widest line. `attributes.numberOfLines` applies;
  /// `verticalAlignment` does not.
  /// - Parameters:
  ///   - string: the text.
  ///   - point: the top-left corner of the first line box, in user space points.
  ///   - attributes: font, paint and paragraph settings.
  public func drawText(_ string: String, at point: Point, attributes: TextAttributes) {
    draw(TextLayout(string, attributes: attributes), at: point, paint: attributes.paint)
  }

  /// Draws `string` wrapped to `rect`'s width, as `UILabel` draws its text in its bounds.
  ///
  /// Only whole lines that fit in the height are drawn (at least one); with
  /// `.byTruncatingTail` the last one ends in "…" when text remains. The block is placed by
  /// `attributes.verticalAlignment` (centred by default, as `UILabel`), each line by
  /// `attributes.alignment`. With `.byClipping` the drawing is clipped to `rect`.
  /// - Parameters:
  ///   - string: the text.
  ///   - rect: the bounds to lay out in, in user space points.
  ///   - attributes: font, paint and paragraph settings.
  public func drawText(_ string: String, in rect: Rect, attributes: TextAttributes) {
    let bounds = rect.standardized
    guard bounds.isFinite else { return }
    let layout = TextLayout(
      string, attributes: attributes, width: bounds.width, height: bounds.height)
    let spare = bounds.height - layout.size.height
    let top: Double
    switch attributes.verticalAlignment {
    case .top: top = bounds.minY
    case .center: top = bounds.minY + spare * 0.5
    case .bottom: top = bounds.minY + spare
    }
    let clips = attributes.lineBreakMode == .byClipping
    if clips {
      save()
      clip(to: bounds)
    }
    draw(layout, at: Point(x: bounds.minX, y: top), paint: attributes.paint)
    if clips { restore() }
  }

  /// Fills the glyphs of `layout` with `paint`, the layout's top-left corner at `origin`.
  ///
  /// All glyph outlines are gathered into one path (each scaled from font units by
  /// `pointSize / unitsPerEm` and moved to its position) and filled once with the
  /// nonzero rule, so overlapping glyphs (marks on a base) are painted once. Glyphs whose
  /// origin maps more than four ems outside the canvas are skipped.
  /// - Complexity: O(outline segments of the glyphs on the canvas).
  public func draw(_ layout: TextLayout, at origin: Point, paint: Paint) {
    let font = layout.font
    let scale = font.unitScale
    guard scale > 0, !layout.lines.isEmpty else { return }
    let device = deviceTransform
    // Four ems cover the ink of any ordinary glyph around its origin.
    let margin = 4 * font.pointSize * device.maximumScale
    let right = Double(pixelWidth) + margin
    let bottom = Double(pixelHeight) + margin
    var path = Path()
    for line in layout.lines {
      let base = origin + line.origin
      for glyph in line.glyphs {
        let position = base + glyph.position
        let mapped = device.apply(to: position)
        guard mapped.x >= -margin, mapped.y >= -margin, mapped.x <= right, mapped.y <= bottom
        else { continue }
        let outline = font.face.glyphOutline(glyph.glyph)
        let place = AffineTransform(
          a: scale, b: 0, c: 0, d: scale, tx: position.x, ty: position.y)
        for element in outline.elements { path.add(element.applying(place)) }
      }
    }
    guard !path.isEmpty else { return }
    fill(path, with: paint, rule: .nonZero)
  }
}
