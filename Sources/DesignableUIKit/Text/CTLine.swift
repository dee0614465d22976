import Components
import Foundation

#if !canImport(Darwin)
  /// One line of text set from an attributed string: Core Text's `CTLine`. Its characters
  /// are a stretch of a string (a frame's whole string, or its own); string indices that
  /// Core Text's functions take and give are indices into that string.
  public final class CTLine {
    /// The string the line is part of.
    let source: NSAttributedString
    /// The characters of ``source`` the line shows.
    let range: NSRange

    /// A line showing `range` of `source`, which the caller does not change afterwards.
    init(source: NSAttributedString, range: NSRange) {
      self.source = source
      self.range = range
    }

    /// The text the line shows, attributes and all.
    public var attributedString: NSAttributedString { source.attributedSubstring(from: range) }

    /// The caret's offset before each character of the line and after the last, in points.
    private(set) lazy var caretOffsets = AttributedStringDrawing.caretOffsets(attributedString)

    /// The line's glyphs, their characters counted from the line's start.
    private(set) lazy var glyphs = AttributedStringDrawing.lineGlyphs(attributedString)

    /// The line's advance, trailing spaces included.
    var width: CGFloat { caretOffsets.last ?? 0 }

    /// The advance of the spaces and line separators that end the line.
    var trailingWhitespaceWidth: CGFloat {
      let characters = attributedString.string.utf16
      var end = characters.count
      for unit in characters.reversed() {
        guard let scalar = Unicode.Scalar(unit), scalar.properties.isWhitespace else { break }
        end -= 1
      }
      return width - caretOffsets[end]
    }

    /// The offset of the caret before the character at `index` of ``source``, clamped to
    /// the line.
    func offset(at index: Int) -> CGFloat {
      caretOffsets[min(max(index - range.location, 0), range.length)]
    }

    /// The fonts the line's characters are set in: UIKit's 12-point default where a run
    /// has no font.
    var fonts: [Font] {
      var fonts: [Font] = []
      source.enumerateAttribute(.font, in: range) { value, _, _ in
        fonts.append(value as? Font ?? .systemFont(ofSize: 12))
      }
      return fonts.isEmpty ? [.systemFont(ofSize: 12)] : fonts
    }

    /// The line's text with Core Text's attributes read as UIKit draws them: a run's colour
    /// is the context's fill colour where `kCTForegroundColorFromContextAttributeName` is
    /// set, else its `.foregroundColor`, else its `kCTForegroundColorAttributeName`, else
    /// black; strikethroughs, backgrounds and `NSShadow`s, which Core Text does not draw, go.
    func drawnString(fill: Color) -> NSAttributedString {
      let text = NSMutableAttributedString(attributedString: attributedString)
      let whole = NSRange(location: 0, length: text.length)
      for ignored in [NSAttributedString.Key.strikethroughStyle, .backgroundColor, .shadow] {
        text.removeAttribute(ignored, range: whole)
      }
      text.enumerateAttributes(in: whole) { attributes, range, _ in
        let fromContext =
          (attributes[kCTForegroundColorFromContextAttributeName] as? NSNumber)?
          .boolValue ?? (attributes[kCTForegroundColorFromContextAttributeName] as? Bool ?? false)
        if fromContext {
          text.addAttribute(.foregroundColor, value: fill, range: range)
        } else if !(attributes[.foregroundColor] is Color) {
          let color = attributes[kCTForegroundColorAttributeName] as? Color ?? .black
          text.addAttribute(.foregroundColor, value: color, range: range)
        }
        if attributes[.underlineColor] == nil,
          let color = attributes[kCTUnderlineColorAttributeName] as? Color
        {
          text.addAttribute(.underlineColor, value: color, range: range)
        }
      }
      return text
    }
  }

  /// A line setting all of `string` without wrapping.
  public func CTLineCreateWithAttributedString(_ string: CFAttributedString) -> CTLine {
    CTLine(
      source: NSAttributedString(attributedString: string),
      range: NSRange(location: 0, length: string.length))
  }

  /// The line's advance width (trailing spaces included), and through the pointers the
  /// largest ascent, descent (positive) and leading of its fonts, as Core Text measures a
  /// line.
  public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
    _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
  ) -> Double {
    let fonts = line.fonts
    ascent?.pointee = fonts.map(\.ascender).max() ?? 0
    descent?.pointee = fonts.map { -$0.descender }.max() ?? 0
    leading?.pointee = fonts.map(\.leading).max() ?? 0
    return Double(line.width)
  }

  /// The advance of the whitespace that ends the line.
  public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
    Double(line.trailingWhitespaceWidth)
  }

  /// The characters the line shows, as indices into the string it was set from.
  public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    CFRange(location: line.range.location, length: line.range.length)
  }

  /// The offset from the line's start of the caret before the character at `charIndex` of
  /// the string the line was set from (clamped to the line); `secondaryOffset`, for
  /// bidirectional text, gets the same.
  public func CTLineGetOffsetForStringIndex(
    _ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?
  ) -> CGFloat {
    let offset = line.offset(at: charIndex)
    secondaryOffset?.pointee = offset
    return offset
  }

  /// The string index whose caret is nearest `position.x` (from the line's start): the
  /// first character's index left of the line, the end's right of it.
  public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    var best = line.range.location
    var distance = CGFloat.infinity
    var previous = -CGFloat.infinity
    for (index, offset) in line.caretOffsets.enumerated() where offset != previous {
      previous = offset
      let gap = abs(offset - position.x)
      if gap < distance {
        distance = gap
        best = line.range.location + index
      }
    }
    return best
  }

  /// How far right to start the line so that it sits `flushFactor` of the way across
  /// `flushWidth` (0 left, 0.5 centred, 1 right), trailing whitespace left out; never
  /// negative.
  public func CTLineGetPenOffsetForFlush(
    _ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double
  ) -> Double {
    let width = Double(line.width - line.trailingWhitespaceWidth)
    return max(0, (flushWidth - width) * Double(min(max(flushFactor, 0), 1)))
  }

  /// Which bounds `CTLineGetBoundsWithOptions` measures; here every option gives the
  /// typographic bounds.
  public struct CTLineBoundsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let excludeTypographicLeading = CTLineBoundsOptions(rawValue: 1 << 0)
    public static let excludeTypographicShifts = CTLineBoundsOptions(rawValue: 1 << 1)
    public static let useHangingPunctuation = CTLineBoundsOptions(rawValue: 1 << 2)
    public static let useGlyphPathBounds = CTLineBoundsOptions(rawValue: 1 << 3)
    public static let useOpticalBounds = CTLineBoundsOptions(rawValue: 1 << 4)
    public static let includeLanguageExtents = CTLineBoundsOptions(rawValue: 1 << 5)
  }

  /// The line's box relative to its origin on the baseline: its advance wide, from its
  /// largest descent below the baseline to its largest ascent above it (y up).
  public func CTLineGetBoundsWithOptions(
    _ line: CTLine, _ options: CTLineBoundsOptions
  ) -> CGRect {
    var ascent: CGFloat = 0
    var descent: CGFloat = 0
    let width = CTLineGetTypographicBounds(line, &ascent, &descent, nil)
    return CGRect(x: 0, y: -descent, width: CGFloat(width), height: ascent + descent)
  }

  /// The line's box as `CTLineGetBoundsWithOptions` gives it, moved to the context's text
  /// position; the box of the inked glyphs is not measured.
  public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    let box = CTLineGetBoundsWithOptions(line, [])
    let position = context?.textPosition ?? .zero
    return box.offsetBy(dx: position.x, dy: position.y)
  }

  /// Draws the line with its baseline's left end at the context's text position, in its
  /// text matrix, y up (Core Graphics' orientation: a view flips its context first), and
  /// moves the text position to the line's end. Core Text's attributes are read as
  /// `CTLine.drawnString(fill:)` says; runs draw as `NSAttributedString.draw(at:)` draws
  /// them otherwise.
  public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    context.drawLine(line.drawnString(fill: context.fillColor))
  }
#endif
