import Components
import Foundation

#if !canImport(Darwin)
  /// Core Text's font, which is UIKit's: `UIFont` and `CTFont` are the same object on iOS.
  public typealias CTFont = Font
  /// Core Foundation's attributed string, which is `NSAttributedString` on iOS too.
  public typealias CFAttributedString = NSAttributedString

  /// A font by PostScript or family name at `size` points (Core Text's 12 when `size` is 0);
  /// never `nil`, as a name no registered face has gives its stand-in (see `UIFont(name:size:)`).
  /// The matrix is ignored.
  public func CTFontCreateWithName(
    _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
  ) -> CTFont {
    Font(name: name, size: size > 0 ? size : 12) ?? .systemFont(ofSize: size > 0 ? size : 12)
  }

  /// The font's PostScript name (`UIFont.fontName`).
  public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.fontName }

  /// The font's family name (`UIFont.familyName`).
  public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.familyName }

  /// The font's size in points.
  public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }

  /// The height above the baseline, in points.
  public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }

  /// The depth below the baseline, in points, as a positive number.
  public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }

  /// The gap the font asks for between lines, in points.
  public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }

  /// One line of text set from an attributed string, for measuring: Core Text's `CTLine`.
  public final class CTLine {
    /// The text the line sets, attributes and all.
    public let attributedString: NSAttributedString

    init(_ attributedString: NSAttributedString) {
      self.attributedString = NSAttributedString(attributedString: attributedString)
    }

    /// The fonts the line's characters are set in: UIKit's 12-point default where a run
    /// has no font.
    var fonts: [Font] {
      var fonts: [Font] = []
      let whole = NSRange(location: 0, length: attributedString.length)
      attributedString.enumerateAttribute(.font, in: whole) { value, _, _ in
        fonts.append(value as? Font ?? .systemFont(ofSize: 12))
      }
      return fonts.isEmpty ? [.systemFont(ofSize: 12)] : fonts
    }
  }

  /// A line setting all of `string` without wrapping.
  public func CTLineCreateWithAttributedString(_ string: CFAttributedString) -> CTLine {
    CTLine(string)
  }

  /// The line's advance width, and through the pointers the largest ascent, descent
  /// (positive) and leading of its fonts, as Core Text measures a line.
  public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
    _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
  ) -> Double {
    let fonts = line.fonts
    ascent?.pointee = fonts.map(\.ascender).max() ?? 0
    descent?.pointee = fonts.map { -$0.descender }.max() ?? 0
    leading?.pointee = fonts.map(\.leading).max() ?? 0
    return Double(AttributedStringDrawing.size(line.attributedString, wrappingAt: nil).width)
  }
#endif
