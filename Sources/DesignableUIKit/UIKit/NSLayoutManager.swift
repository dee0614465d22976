import Components
import Foundation

/// TextKit's layout manager (`NSLayoutManager`), for views that draw their text through it
/// (`drawText(in:)` of a label that detects links, a text view that trims its text to a
/// few lines): it sets its ``NSTextStorage`` in its first ``NSTextContainer``, wrapped at
/// the container's width less its line fragment padding at each side, in as many lines as
/// the container's `maximumNumberOfLines` and height allow, and draws them with UIKit's
/// attributed string drawing (run backgrounds included, so
/// ``drawBackground(forGlyphRange:at:)`` adds nothing). A glyph is a character here: glyph
/// and character indexes and ranges are the same. Rectangles and hit tests measure each
/// line's characters as set alone on it.
open class NSLayoutManager: NSObject {
  /// The text set, kept weakly: the storage holds its managers.
  open internal(set) weak var textStorage: NSTextStorage?
  /// The containers the text is set in, in order; the first is the one used.
  open private(set) var textContainers: [NSTextContainer] = []
  /// Stored only.
  open var allowsNonContiguousLayout = false
  /// Stored only.
  open var usesFontLeading = true
  /// Stored only.
  open var showsInvisibleCharacters = false
  /// Stored only.
  open var showsControlCharacters = false

  /// Adds `container` after the others.
  open func addTextContainer(_ container: NSTextContainer) {
    insertTextContainer(container, at: textContainers.count)
  }

  /// Inserts `container` at `index`.
  open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
    textContainers.insert(container, at: min(max(index, 0), textContainers.count))
    container.layoutManager = self
  }

  /// Removes the container at `index`.
  open func removeTextContainer(at index: Int) {
    guard textContainers.indices.contains(index) else { return }
    textContainers.remove(at: index).layoutManager = nil
  }

  /// The number of glyphs: the text's length.
  open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

  /// Layout happens when asked for here; nothing to do.
  open func ensureLayout(for container: NSTextContainer) {}

  /// Layout happens when asked for here; nothing to do.
  open func invalidateLayout(
    forCharacterRange range: NSRange, actualCharacterRange: NSRangePointer?
  ) {}

  /// Drawing happens when asked for here; nothing to do.
  open func invalidateDisplay(forGlyphRange range: NSRange) {}

  /// The glyphs set in `container`: in the first container, those of the lines that fit
  /// (all the text when every line does); none in another.
  open func glyphRange(for container: NSTextContainer) -> NSRange {
    guard textContainers.first === container else { return NSRange(location: 0, length: 0) }
    return NSRange(location: 0, length: fittingLength(in: container))
  }

  /// The glyphs of `range`, the same indexes.
  open func glyphRange(forCharacterRange range: NSRange, actualCharacterRange: NSRangePointer?)
    -> NSRange
  {
    let clamped = clamp(range)
    actualCharacterRange?.pointee = clamped
    return clamped
  }

  /// The characters of `range`, the same indexes.
  open func characterRange(forGlyphRange range: NSRange, actualGlyphRange: NSRangePointer?)
    -> NSRange
  {
    let clamped = clamp(range)
    actualGlyphRange?.pointee = clamped
    return clamped
  }

  /// The character of the glyph at `index`: the same index.
  open func characterIndexForGlyph(at index: Int) -> Int { index }

  /// The glyph of the character at `index`: the same index.
  open func glyphIndexForCharacter(at index: Int) -> Int { index }

  /// The rectangle the lines that fit take in `container`, with the line fragment padding
  /// at each side.
  open func usedRect(for container: NSTextContainer) -> CGRect {
    let lines = fittingLines(in: container).lines
    guard let last = lines.last else { return .zero }
    let width = lines.map(\.rect.maxX).max() ?? 0
    return CGRect(x: 0, y: 0, width: width + 2 * container.drawnPadding, height: last.rect.maxY)
  }

  /// The rectangle the glyphs of `range` take in `container`, on the lines they are set on:
  /// the union of their part of each line.
  open func boundingRect(forGlyphRange range: NSRange, in container: NSTextContainer) -> CGRect {
    guard let text = textStorage, case let clamped = clamp(range), clamped.length > 0 else {
      return .zero
    }
    var union = CGRect.null
    for line in fittingLines(in: container).lines {
      let shown = NSIntersectionRange(line.characters, clamped)
      guard shown.length > 0 else { continue }
      let before = NSRange(
        location: line.characters.location, length: shown.location - line.characters.location)
      let x = container.drawnPadding + line.rect.minX + width(of: before, in: text)
      union = union.union(
        CGRect(x: x, y: line.rect.minY, width: width(of: shown, in: text), height: line.rect.height)
      )
    }
    return union.isNull ? .zero : union
  }

  /// The glyph under `point` in `container`: on the line at its height (the first or last
  /// line above or below them all), the glyph whose advance holds its x, the line's first
  /// or last one beyond its ends; `fractionOfDistanceThroughGlyph` gets how far across it
  /// the point lies.
  open func glyphIndex(
    for point: CGPoint, in container: NSTextContainer,
    fractionOfDistanceThroughGlyph: UnsafeMutablePointer<CGFloat>? = nil
  ) -> Int {
    fractionOfDistanceThroughGlyph?.pointee = 0
    let lines = fittingLines(in: container).lines
    guard let text = textStorage,
      let line = lines.first(where: { point.y < $0.rect.maxY }) ?? lines.last,
      line.characters.length > 0
    else { return max(numberOfGlyphs - 1, 0) }
    let x = point.x - container.drawnPadding - line.rect.minX
    let string = text.string as NSString
    var start = line.characters.location
    var reached: CGFloat = 0
    while start < NSMaxRange(line.characters) {
      let glyph = string.rangeOfComposedCharacterSequence(at: start)
      let end = min(NSMaxRange(glyph), NSMaxRange(line.characters))
      let next = width(
        of: NSRange(location: line.characters.location, length: end - line.characters.location),
        in: text)
      if x < next || end == NSMaxRange(line.characters) {
        let advance = next - reached
        if advance > 0 {
          fractionOfDistanceThroughGlyph?.pointee = min(max((x - reached) / advance, 0), 1)
        }
        return start
      }
      reached = next
      start = end
    }
    return max(NSMaxRange(line.characters) - 1, 0)
  }

  /// The character under `point`: that of the glyph under it.
  open func characterIndex(
    for point: CGPoint, in container: NSTextContainer,
    fractionOfDistanceBetweenInsertionPoints: UnsafeMutablePointer<CGFloat>?
  ) -> Int {
    glyphIndex(
      for: point, in: container,
      fractionOfDistanceThroughGlyph: fractionOfDistanceBetweenInsertionPoints)
  }

  /// Nothing more: ``drawGlyphs(forGlyphRange:at:)`` draws run backgrounds with the text.
  open func drawBackground(forGlyphRange range: NSRange, at origin: CGPoint) {}

  /// Draws the glyphs of `range` that fit the first container in the current context, set
  /// in it placed at `origin`: wrapped at its width less the padding, in its lines.
  open func drawGlyphs(forGlyphRange range: NSRange, at origin: CGPoint) {
    guard let text = textStorage, let container = textContainers.first,
      case let clamped = NSIntersectionRange(clamp(range), glyphRange(for: container)),
      clamped.length > 0
    else { return }
    let part = text.attributedSubstring(from: clamped)
    let wrapping = wrappingWidth(in: container)
    // An unbounded container is as large as the text it holds.
    let needed = AttributedStringDrawing.size(part, wrappingAt: wrapping)
    AttributedStringDrawing.draw(
      part,
      in: CGRect(
        x: origin.x + container.drawnPadding, y: origin.y, width: wrapping ?? needed.width,
        height: needed.height))
  }

  /// The lines set in `container` that fit it: no more than its line limit, and those whose
  /// bottom is within its height (at least one), each with the spaces and line break that
  /// end it; `isWhole` when they hold all the text.
  func fittingLines(in container: NSTextContainer) -> (
    lines: [AttributedStringDrawing.Line], isWhole: Bool
  ) {
    guard let text = textStorage, text.length > 0 else { return ([], true) }
    let wrapping = wrappingWidth(in: container)
    let limit = max(container.maximumNumberOfLines, 0)
    var lines = AttributedStringDrawing.lines(text, wrappingAt: wrapping, maximumLines: limit)
    // A line fragment holds the spaces and the line break that end its line.
    let string = text.string as NSString
    for index in lines.indices {
      let end = endOfLineFragment(from: NSMaxRange(lines[index].characters), in: string)
      lines[index].characters.length = end - lines[index].characters.location
    }
    var isWhole =
      limit == 0 || lines.count < limit
      || AttributedStringDrawing.lines(text, wrappingAt: wrapping).count <= limit
    let height = container.size.height
    if height > 0, height < .greatestFiniteMagnitude / 2,
      let fitting = lines.lastIndex(where: { $0.rect.maxY <= height + 0.001 })
    {
      if fitting < lines.count - 1 { isWhole = false }
      lines = Array(lines[...fitting])
    }
    return (lines, isWhole)
  }

  /// The number of characters set in `container`: all when every line fits, else up to
  /// the end of the last line that does.
  private func fittingLength(in container: NSTextContainer) -> Int {
    let (lines, isWhole) = fittingLines(in: container)
    if isWhole { return numberOfGlyphs }
    return lines.last.map { NSMaxRange($0.characters) } ?? 0
  }

  /// `end` moved over the spaces and the line break that end a line, which its line
  /// fragment holds beyond the text set.
  private func endOfLineFragment(from end: Int, in string: NSString) -> Int {
    var end = end
    while end < string.length, let scalar = Unicode.Scalar(string.character(at: end)),
      scalar.properties.isWhitespace
    {
      end += 1
      if scalar == "\n" || scalar == "\u{2029}" { break }
    }
    return end
  }

  /// The advance of the characters of `range` set alone on a line.
  private func width(of range: NSRange, in text: NSTextStorage) -> CGFloat {
    guard range.length > 0 else { return 0 }
    return AttributedStringDrawing.size(text.attributedSubstring(from: range), wrappingAt: nil)
      .width
  }

  /// The width text wraps at in `container`; `nil` for an unbounded container.
  private func wrappingWidth(in container: NSTextContainer) -> CGFloat? {
    let width = container.size.width
    guard width > 0, width.isFinite, width < .greatestFiniteMagnitude / 2 else { return nil }
    return max(width - 2 * container.drawnPadding, 0)
  }

  /// `range` within the text.
  private func clamp(_ range: NSRange) -> NSRange {
    let length = numberOfGlyphs
    let start = min(max(range.location, 0), length)
    return NSRange(location: start, length: min(max(range.length, 0), length - start))
  }
}
