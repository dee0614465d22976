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
  /// When the current transform only scales uniformly and translates (the usual case),
  /// each glyph is drawn from a stamp: its outline rasterized once per size and
  /// quarter-pixel phase (`FontFace` caches them), placed at its origin rounded to a quarter
  /// of a device pixel. The glyphs' stamps are added into one coverage map for the layout,
  /// clamped at full coverage, and painted once, so glyphs that touch (marks on a base)
  /// are not painted twice. Otherwise, all outlines are gathered into one path (each
  /// scaled from font units by `pointSize / unitsPerEm` and moved to its exact position)
  /// and filled once with the nonzero rule. Glyphs whose origin maps more than four ems
  /// outside the canvas are skipped.
  /// - Complexity: O(stamped pixels) with a warm cache; O(outline segments) otherwise.
  public func draw(_ layout: TextLayout, at origin: Point, paint: Paint) {
    guard layout.font.unitScale > 0, !layout.lines.isEmpty else { return }
    var glyphs: [(glyph: UInt32, position: Point)] = []
    glyphs.reserveCapacity(layout.lines.reduce(0) { $0 + $1.glyphs.count })
    for line in layout.lines {
      let base = origin + line.origin
      for glyph in line.glyphs { glyphs.append((glyph.glyph, base + glyph.position)) }
    }
    drawGlyphs(glyphs, font: layout.font, paint: paint)
  }

  /// Fills `glyphs` of `font` (origins in user space points) with `paint`, from stamps or
  /// outlines as `draw(_:at:paint:)` describes.
  func drawGlyphs(_ glyphs: [(glyph: UInt32, position: Point)], font: Font, paint: Paint) {
    let scale = font.unitScale
    guard scale > 0, !glyphs.isEmpty else { return }
    let device = deviceTransform
    // Four ems cover the ink of any ordinary glyph around its origin.
    let margin = 4 * font.pointSize * device.maximumScale
    let right = Double(pixelWidth) + margin
    let bottom = Double(pixelHeight) + margin
    var placed: [(glyph: UInt32, position: Point, device: Point)] = []
    placed.reserveCapacity(glyphs.count)
    for glyph in glyphs {
      let mapped = device.apply(to: glyph.position)
      guard mapped.x >= -margin, mapped.y >= -margin, mapped.x <= right, mapped.y <= bottom
      else { continue }
      placed.append((glyph.glyph, glyph.position, mapped))
    }
    guard !placed.isEmpty else { return }
    if device.b == 0, device.c == 0, device.a > 0, device.a == device.d,
      drawStamps(placed, face: font.face, scale: scale * device.a, paint: paint)
    {
      return
    }
    var path = Path()
    for glyph in placed {
      let outline = font.face.glyphOutline(glyph.glyph)
      let place = AffineTransform(
        a: scale, b: 0, c: 0, d: scale, tx: glyph.position.x, ty: glyph.position.y)
      for element in outline.elements { path.add(element.applying(place)) }
    }
    guard !path.isEmpty else { return }
    fillGlyphOutlines(path, with: paint)
  }

  /// Draws glyphs at device positions from their stamps (see `draw(_:at:paint:)`);
  /// `false` when a glyph cannot be stamped, having drawn nothing.
  private func drawStamps(
    _ glyphs: [(glyph: UInt32, position: Point, device: Point)], face: FontFace,
    scale: Double, paint: Paint
  ) -> Bool {
    let phases = Double(FontFace.stampPhases)
    var keys: [GlyphStampKey] = []
    keys.reserveCapacity(glyphs.count)
    var origins: [(x: Int, y: Int)] = []
    origins.reserveCapacity(glyphs.count)
    for glyph in glyphs {
      let qx = Int((glyph.device.x * phases).rounded())
      let qy = Int((glyph.device.y * phases).rounded())
      keys.append(
        GlyphStampKey(
          glyph: glyph.glyph, scaleBits: scale.bitPattern, phaseX: UInt8(qx & 3),
          phaseY: UInt8(qy & 3)))
      origins.append((qx >> 2, qy >> 2))
    }
    guard let stamps = face.glyphStamps(keys) else { return false }
    return fill(stamps, origins: origins, with: paint)
  }
}
