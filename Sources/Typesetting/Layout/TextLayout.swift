import Raster

/// A string broken into positioned lines, ready to draw or measure.
///
/// Lines are stacked `font.lineHeight` apart: line `i`'s box spans `i × lineHeight` to
/// `(i + 1) × lineHeight` below the layout's top, with its baseline `font.ascender` below
/// the box's top, as in UIKit. `size` is exactly the area the lines are drawn in: the
/// widest line's advance width (trailing spaces left out) by the number of lines times the
/// line height. An empty string, or a font of size 0, has no lines and size zero.
public struct TextLayout: Hashable, Sendable {
  /// The font every line is set in.
  public let font: Font
  /// The lines, top to bottom, with alignment applied.
  public let lines: [TextLine]
  /// The distance between baselines, in points.
  public let lineHeight: Double
  /// The width and height the lines occupy, in points.
  public let size: Size
  /// The width alignment is computed in: the width laid out in, or `size.width` when none.
  public let alignmentWidth: Double

  /// Lays out `string`.
  ///
  /// - Parameters:
  ///   - string: the text; newlines (LF, CR, CR LF, U+2028, U+2029) start new paragraphs.
  ///   - attributes: font, alignment, line break mode and line limit.
  ///   - width: the line width to wrap at, in points; `nil` or infinity for no wrapping.
  ///   - height: the height available, in points; only whole lines that fit are kept
  ///     (always at least one). `nil` or infinity for no limit.
  /// - Complexity: O(n) in the length of the text up to the last line shown, plus the
  ///   shaping of each paragraph reached.
  public init(
    _ string: String, attributes: TextAttributes, width: Double? = nil, height: Double? = nil
  ) {
    font = attributes.font
    lineHeight = font.lineHeight
    var maximumLines = attributes.numberOfLines > 0 ? attributes.numberOfLines : Int.max
    if let height, height.isFinite, lineHeight > 0 {
      // A millionth of a line absorbs rounding in heights computed as n × lineHeight.
      let fitting = max(1, Int(((height / lineHeight) + 1e-6).rounded(.down)))
      maximumLines = min(maximumLines, fitting)
    }
    var lines: [TextLine] = []
    if font.pointSize > 0 {
      var breaker = LineBreaker(
        scalars: string.unicodeScalars.map(\.value), font: font,
        width: width ?? .infinity, maximumLines: maximumLines, mode: attributes.lineBreakMode)
      breaker.run()
      let scale = font.unitScale
      for (index, line) in breaker.lines.enumerated() {
        lines.append(
          TextLine(
            glyphs: line.glyphs,
            origin: Point(x: 0, y: Double(index) * lineHeight + font.ascender),
            width: Double(line.widthUnits) * scale, range: line.range,
            isTruncated: line.isTruncated))
      }
      let widest = lines.reduce(0) { max($0, $1.width) }
      let container = width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? widest
      for i in lines.indices {
        let rtl = breaker.lines[i].isRightToLeft
        lines[i].origin.x = TextLayout.offset(
          attributes.alignment, rightToLeft: rtl, free: container - lines[i].width)
      }
      alignmentWidth = container
      size = Size(width: widest, height: Double(lines.count) * lineHeight)
    } else {
      alignmentWidth = 0
      size = .zero
    }
    self.lines = lines
  }

  /// The horizontal offset of a line with `free` points to spare.
  static func offset(_ alignment: TextAlignment, rightToLeft: Bool, free: Double) -> Double {
    switch alignment {
    case .left: return 0
    case .center: return free * 0.5
    case .right: return free
    case .natural, .justified: return rightToLeft ? free : 0
    }
  }
}

extension TextLayout {
  /// Every glyph of the layout as one path in points, the layout's top-left corner at
  /// `origin`: each outline scaled from font units by `pointSize / unitsPerEm` and moved to
  /// its exact position. Filling it with the nonzero rule draws the text from outlines.
  public func glyphPath(at origin: Point) -> Path {
    let scale = font.unitScale
    var path = Path()
    guard scale > 0 else { return path }
    for line in lines {
      for glyph in line.glyphs {
        let position = origin + line.origin + glyph.position
        let place = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: position.x, ty: position.y)
        for element in font.face.glyphOutline(glyph.glyph).elements {
          path.add(element.applying(place))
        }
      }
    }
    return path
  }
}
