import Foundation
internal import Typesetting

/// Drawing and measuring `NSAttributedString`s in the current graphics context, run by run
/// (font, colour, kern or tracking, baseline offset, background, underline and
/// strikethrough with their colours, outline, shadow) with the first character's paragraph
/// style: what UIKit's `NSAttributedString.draw(at:)` and relatives do. Characters without
/// a font are set in the 12-point system font, without a colour in black, as UIKit does;
/// values of the wrong type are ignored.
public enum AttributedStringDrawing {
  /// Draws `string` with its first line box's top-left corner at `point`.
  public static func draw(_ string: NSAttributedString, at point: CGPoint) {
    GraphicsContext.current?.drawText(string, at: point, defaults: TextStyle())
  }

  /// Draws `string` wrapped in `rect` from its top, clipped to it.
  public static func draw(_ string: NSAttributedString, in rect: CGRect) {
    GraphicsContext.current?.drawText(string, in: rect, defaults: TextStyle(), centred: false)
  }

  /// The size of `string` wrapped at `width` (unwrapped for `nil`, infinity or a width
  /// that is not positive); zero when no font can be resolved.
  public static func size(_ string: NSAttributedString, wrappingAt width: CGFloat?) -> CGSize {
    guard let (text, paragraph, _, _) = string.typesetting(defaults: TextStyle()) else {
      return .zero
    }
    let limit = width.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }
    return AttributedTextLayout(text, paragraph: paragraph, width: limit).size.cgSize
  }

  /// One line `string` is set in: its box (x at the line's start, y from the text's top),
  /// its baseline (from the text's top) and the characters it shows, as a UTF-16 range.
  public struct Line: Equatable, Sendable {
    public var rect: CGRect
    public var baseline: CGFloat
    public var characters: NSRange
  }

  /// The lines of `string` wrapped at `width` (unwrapped for `nil`), at most `maximumLines`
  /// of them (all for 0), top to bottom, as `draw(_:in:)` sets them; none when no font can
  /// be resolved.
  public static func lines(
    _ string: NSAttributedString, wrappingAt width: CGFloat?, maximumLines: Int = 0
  ) -> [Line] {
    guard let (text, settings, _, _) = string.typesetting(defaults: TextStyle()) else {
      return []
    }
    var paragraph = settings
    if maximumLines > 0 { paragraph.numberOfLines = maximumLines }
    let limit = width.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }
    let layout = AttributedTextLayout(text, paragraph: paragraph, width: limit)
    let offsets = utf16Starts(of: string.string)
    return layout.lines.map { line in
      let start = offsets[min(line.range.lowerBound, offsets.count - 1)]
      let end = offsets[min(line.range.upperBound, offsets.count - 1)]
      return Line(
        rect: CGRect(x: line.origin.x, y: line.top, width: line.width, height: line.height),
        baseline: CGFloat(line.origin.y), characters: NSRange(location: start, length: end - start))
    }
  }
}
