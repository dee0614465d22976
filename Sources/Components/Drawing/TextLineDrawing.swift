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
    // The UTF-16 index each Unicode scalar starts at, and the end.
    var utf16Starts: [Int] = []
    utf16Starts.reserveCapacity(text.scalars.count + 1)
    var position = 0
    for scalar in string.string.unicodeScalars {
      utf16Starts.append(position)
      position += scalar.utf16.count
    }
    utf16Starts.append(position)
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
}

extension GraphicsContext {
  /// Draws `string` on one unwrapped line as Core Text's `CTLineDraw` draws a line: the left
  /// end of its first baseline at ``textPosition``, in text space (``textMatrix`` without its
  /// translation), with y up, so that the glyphs stand upright in a context flipped to
  /// Core Graphics' orientation and upside down in UIKit's; then moves ``textPosition`` right
  /// by the line's advance. Runs draw as `AttributedStringDrawing.draw(_:at:)` draws them.
  public func drawLine(_ string: NSAttributedString) {
    let advance = AttributedStringDrawing.caretOffsets(string).last ?? 0
    defer { textPosition.x += advance }
    guard let (text, paragraph, effects, attachments) = string.typesetting(defaults: TextStyle())
    else { return }
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
