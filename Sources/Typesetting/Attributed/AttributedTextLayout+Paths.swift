import Raster

extension AttributedTextLayout {
  /// The glyphs of each style as one path in points, the layout's top-left corner at
  /// `origin`, in order of style; styles without glyphs are left out. Each outline is
  /// scaled from font units by its font's `pointSize / unitsPerEm` and moved to its exact
  /// position, as `TextLayout.glyphPath(at:)` does.
  public func glyphPaths(at origin: Point) -> [(style: Int, path: Path)] {
    var paths = [Path](repeating: Path(), count: text.styles.count)
    for line in lines {
      for glyph in line.glyphs where text.styles[glyph.style].attachment == nil {
        let font = text.styles[glyph.style].font
        let scale = font.unitScale
        guard scale > 0 else { continue }
        let position = origin + line.origin + glyph.position
        let place = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: position.x, ty: position.y)
        for element in font.face.glyphOutline(glyph.glyph).elements {
          paths[glyph.style].add(element.applying(place))
        }
      }
    }
    return paths.indices.compactMap { paths[$0].isEmpty ? nil : ($0, paths[$0]) }
  }

  /// Where each attachment's box lies, the layout's top-left corner at `origin`, with its
  /// box's `number` and its run's `style`: in text order.
  public func attachmentRects(at origin: Point) -> [(rect: Rect, number: Int, style: Int)] {
    var result: [(rect: Rect, number: Int, style: Int)] = []
    for line in lines {
      for glyph in line.glyphs {
        guard let box = text.styles[glyph.style].attachment else { continue }
        let position = origin + line.origin + glyph.position
        let rect = Rect(
          x: position.x, y: position.y - box.bottom - box.height, width: box.width,
          height: box.height)
        result.append((rect, box.number, glyph.style))
      }
    }
    return result
  }

  /// The rectangles filled behind runs with a background colour: each run's stretch of a
  /// line, the full height of the line box, the layout's top-left corner at `origin`.
  public func backgroundRects(at origin: Point) -> [(rect: Rect, color: RGBA8)] {
    var result: [(rect: Rect, color: RGBA8)] = []
    for line in lines {
      for span in line.spans {
        guard let color = text.styles[span.style].backgroundColor, span.maxX > span.minX
        else { continue }
        let rect = Rect(
          x: origin.x + line.origin.x + span.minX, y: origin.y + line.top,
          width: span.maxX - span.minX, height: line.height)
        result.append((rect, color))
      }
    }
    return result
  }

  /// The underlines and strikethroughs of runs that have them, in their own colours or
  /// their runs': each the run's stretch of a line, at the font's underline or strikeout
  /// position and thickness, moved with the run's baseline offset; `style` is the run's.
  public func decorationRects(at origin: Point) -> [(rect: Rect, color: RGBA8, style: Int)] {
    var result: [(rect: Rect, color: RGBA8, style: Int)] = []
    for line in lines {
      for span in line.spans where span.maxX > span.minX {
        let style = text.styles[span.style]
        let scale = style.font.unitScale
        let baseline = origin.y + line.origin.y - style.baselineOffset
        let x = origin.x + line.origin.x + span.minX
        var marks: [(position: Int, thickness: Int, color: RGBA8)] = []
        if style.isUnderlined {
          let (position, thickness) = style.font.face.underline
          marks.append((position, thickness, style.underlineColor ?? style.color))
        }
        if style.isStruckThrough {
          let (position, thickness) = style.font.face.strikethrough
          marks.append((position, thickness, style.strikethroughColor ?? style.color))
        }
        for mark in marks {
          let thickness = Double(mark.thickness) * scale
          let centre = baseline - Double(mark.position) * scale
          let rect = Rect(
            x: x, y: centre - thickness * 0.5, width: span.maxX - span.minX, height: thickness)
          result.append((rect, mark.color, span.style))
        }
      }
    }
    return result
  }
}
