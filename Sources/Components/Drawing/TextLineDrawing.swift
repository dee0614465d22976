import Foundation
import Raster
internal import Typesetting

extension AttributedStringDrawing {
  /// Where the caret stands before each UTF-16 index of `string` set on one unwrapped line,
  /// in points from the line's start: `length + 1` offsets, the last the whole advance
  /// (trailing spaces included), as Core Text's `CTLineGetOffsetForStringIndex` answers.
  /// An index inside a cluster (a surrogate pair, a letter and its marks) takes the
  /// cluster's start; an index past a paragraph separator the line's end. All zero when no
  /// font can be resolved.
  public static func caretOffsets(_ string: NSAttributedString) -> [CGFloat] {
    let length = string.length
    guard let (text, _, _, _) = string.typesetting(defaults: TextStyle()) else {
      return [CGFloat](repeating: 0, count: length + 1)
    }
    let stops = AttributedTextLayout.caretStops(text).sorted { $0.scalar < $1.scalar }
    let utf16Starts = utf16Starts(of: string.string)
    let end = stops.last?.x ?? 0
    let lastScalar = utf16Starts.count - 1
    var offsets = [CGFloat](repeating: CGFloat(end), count: length + 1)
    for (number, stop) in stops.enumerated() {
      let from = utf16Starts[min(stop.scalar, lastScalar)]
      let to =
        number + 1 < stops.count
        ? utf16Starts[min(stops[number + 1].scalar, lastScalar)] : length + 1
      for index in from..<max(from, min(to, length + 1)) { offsets[index] = CGFloat(stop.x) }
    }
    return offsets
  }

  /// The UTF-16 index each Unicode scalar of `string` starts at, and its length.
  static func utf16Starts(of string: String) -> [Int] {
    var starts: [Int] = []
    var position = 0
    for scalar in string.unicodeScalars {
      starts.append(position)
      position += scalar.utf16.count
    }
    starts.append(position)
    return starts
  }

  /// A glyph of a string set on one unwrapped line: Core Text's view of a run's glyphs.
  public struct LineGlyph {
    /// The glyph id in `font`'s face.
    public var glyph: UInt16
    /// Its origin from the line's start on the baseline, in points, y up.
    public var position: CGPoint
    /// The advance to the next glyph, kern included, in points.
    public var advance: CGFloat
    /// The UTF-16 index of the first character of its cluster.
    public var character: Int
    /// The font it is set in: its run's, or the fallback face's at that size for characters
    /// the run's font lacks.
    public var font: Font
  }

  /// The glyphs of `string` set on one unwrapped line up to its first line separator, in
  /// the order they are laid, placed as ``caretOffsets(_:)`` places their clusters; none
  /// when no font can be resolved.
  public static func lineGlyphs(_ string: NSAttributedString) -> [LineGlyph] {
    guard let (text, _, _, _) = string.typesetting(defaults: TextStyle()) else { return [] }
    let utf16Starts = utf16Starts(of: string.string)
    var fonts: [String: Font] = [:]
    return AttributedTextLayout.lineGlyphs(text).map { glyph in
      let character = utf16Starts[min(glyph.scalar, utf16Starts.count - 1)]
      let runFont =
        character < string.length
        ? string.attribute(.font, at: character, effectiveRange: nil) as? Font : nil
      let requested = runFont ?? TextStyle().font
      let name = glyph.font.face.postScriptName
      let font: Font
      if (try? requested.resolved())?.face.postScriptName == name {
        font = requested
      } else if let known = fonts[name] {
        font = known
      } else {
        font = Font(fallbackFace: glyph.font.face, size: requested.pointSize)
        fonts[name] = font
      }
      return LineGlyph(
        glyph: UInt16(truncatingIfNeeded: glyph.glyph),
        position: CGPoint(x: glyph.position.x, y: glyph.position.y),
        advance: CGFloat(glyph.advance), character: character, font: font)
    }
  }
}

extension GraphicsContext {
  /// Draws `string` on one unwrapped line as Core Text's `CTLineDraw` draws a line: the left
  /// end of its first baseline at ``textPosition``, in text space (``textMatrix`` without its
  /// translation), with y up, so that the glyphs stand upright in a context flipped to
  /// Core Graphics' orientation and upside down in UIKit's; then moves ``textPosition`` right
  /// by the line's advance. Runs draw as `AttributedStringDrawing.draw(_:at:)` draws them.
  public func drawLine(_ string: NSAttributedString) {
    guard let (text, paragraph, effects, attachments) = string.typesetting(defaults: TextStyle())
    else { return }
    defer { textPosition.x += CGFloat(AttributedTextLayout.caretStops(text).last?.x ?? 0) }
    var unwrapped = paragraph
    unwrapped.alignment = .left
    unwrapped.numberOfLines = 0
    let layout = AttributedTextLayout(text, paragraph: unwrapped)
    guard let first = layout.lines.first else { return }
    var textSpace = textMatrix
    textSpace.tx = 0
    textSpace.ty = 0
    saveGState()
    translateBy(x: textPosition.x, y: textPosition.y)
    concatenate(textSpace)
    scaleBy(x: 1, y: -1)
    draw(
      layout, at: Point(x: -first.origin.x, y: -first.origin.y), effects: effects,
      attachments: attachments)
    restoreGState()
  }
}

extension GraphicsContext {
  /// Fills `glyphs` of `font`, each with its origin at its position in `positions`, in the
  /// fill colour, as text fills glyphs (Core Text's `CTFontDrawGlyphs`): outlines y up, in
  /// text space (``textMatrix`` without its translation) at each position.
  public func drawGlyphs(_ glyphs: [UInt16], at positions: [CGPoint], font: Font) {
    var textSpace = textMatrix
    textSpace.tx = 0
    textSpace.ty = 0
    var outlines = Path()
    for (glyph, position) in zip(glyphs, positions) {
      let place = textSpace.concatenating(
        AffineTransform2D(translationX: position.x, y: position.y))
      outlines.append(font.outline(ofGlyph: glyph).path.applying(place.rasterTransform))
    }
    fillGlyphs(outlines, paint: .color(fillPaintColor))
  }
}
