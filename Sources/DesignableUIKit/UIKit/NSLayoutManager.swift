import Components
import Foundation

/// TextKit's layout manager (`NSLayoutManager`), for views that draw their text through it
/// (`drawText(in:)` of a label that detects links): it sets its ``NSTextStorage`` in its
/// first ``NSTextContainer``, wrapped at the container's width less its line fragment
/// padding at each side, and draws it with UIKit's attributed string drawing (run
/// backgrounds included, so ``drawBackground(forGlyphRange:at:)`` adds nothing). A glyph is
/// a character here: glyph and character indexes and ranges are the same. The container's
/// line limit is not applied, and as no touch reaches a render, a point's glyph is the last
/// glyph (``glyphIndex(for:in:fractionOfDistanceThroughGlyph:)``).
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

  /// The glyphs set in `container`: all of them in the first container, none in another.
  open func glyphRange(for container: NSTextContainer) -> NSRange {
    NSRange(location: 0, length: textContainers.first === container ? numberOfGlyphs : 0)
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

  /// The rectangle the text takes in `container`: its wrapped size, with the line fragment
  /// padding at each side, no taller than the container.
  open func usedRect(for container: NSTextContainer) -> CGRect {
    guard let text = textStorage, text.length > 0 else { return .zero }
    let size = AttributedStringDrawing.size(text, wrappingAt: wrappingWidth(in: container))
    return CGRect(
      x: 0, y: 0, width: size.width + 2 * container.drawnPadding,
      height: min(size.height, container.size.height > 0 ? container.size.height : size.height))
  }

  /// The rectangle the glyphs of `range` take in `container`, measured as if set alone from
  /// the container's first line.
  open func boundingRect(forGlyphRange range: NSRange, in container: NSTextContainer) -> CGRect {
    guard let text = textStorage, case let clamped = clamp(range), clamped.length > 0 else {
      return .zero
    }
    let part = text.attributedSubstring(from: clamped)
    let size = AttributedStringDrawing.size(part, wrappingAt: wrappingWidth(in: container))
    return CGRect(x: container.drawnPadding, y: 0, width: size.width, height: size.height)
  }

  /// The glyph nearest `point`: the last glyph, as no touch reaches a render.
  open func glyphIndex(
    for point: CGPoint, in container: NSTextContainer,
    fractionOfDistanceThroughGlyph: UnsafeMutablePointer<CGFloat>? = nil
  ) -> Int {
    fractionOfDistanceThroughGlyph?.pointee = 0
    return max(numberOfGlyphs - 1, 0)
  }

  /// The character nearest `point`: the last character, as no touch reaches a render.
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

  /// Draws the glyphs of `range` in the current context, set in the first container placed
  /// at `origin`: wrapped at its width less the padding, clipped to its height.
  open func drawGlyphs(forGlyphRange range: NSRange, at origin: CGPoint) {
    guard let text = textStorage, let container = textContainers.first,
      case let clamped = clamp(range), clamped.length > 0
    else { return }
    let part = text.attributedSubstring(from: clamped)
    let wrapping = wrappingWidth(in: container)
    // An unbounded container is as large as the text it holds.
    let needed = AttributedStringDrawing.size(part, wrappingAt: wrapping)
    let height = container.size.height
    AttributedStringDrawing.draw(
      part,
      in: CGRect(
        x: origin.x + container.drawnPadding, y: origin.y, width: wrapping ?? needed.width,
        height: height > 0 && height < .greatestFiniteMagnitude / 2 ? height : needed.height))
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
