import Foundation
import Raster
internal import Typesetting

/// Horizontal text alignment (`NSTextAlignment`).
public enum TextAlignment: Int, Sendable {
  case left, center, right, justified, natural

  var typesetting: Typesetting.TextAlignment {
    switch self {
    case .left, .justified: .left
    case .center: .center
    case .right: .right
    case .natural: .natural
    }
  }

  /// The alignment attributed strings are laid out with: justified included.
  var attributedTypesetting: Typesetting.TextAlignment {
    self == .justified ? .justified : typesetting
  }
}

/// How text is wrapped and cut (`NSLineBreakMode`). Attributed strings, labels and text
/// layers truncate at the head and in the middle as asked; plain strings drawn with
/// `draw(in:withAttributes:)` draw head and middle truncation as tail truncation.
public enum LineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle

  var typesetting: Typesetting.LineBreakMode {
    switch self {
    case .byWordWrapping: .byWordWrapping
    case .byCharWrapping: .byCharWrapping
    case .byClipping: .byClipping
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: .byTruncatingTail
    }
  }

  /// The mode attributed strings are laid out with: head and middle truncation included.
  var attributedTypesetting: Typesetting.LineBreakMode {
    switch self {
    case .byTruncatingHead: .byTruncatingHead
    case .byTruncatingMiddle: .byTruncatingMiddle
    default: typesetting
    }
  }
}

/// Paragraph settings for drawing strings (`NSParagraphStyle`; `NSMutableParagraphStyle`
/// is the same class here, so its properties are settable). Attributed strings use
/// `alignment`, `lineBreakMode`, `lineSpacing`, `paragraphSpacing`, `lineHeightMultiple`,
/// `minimumLineHeight` and `maximumLineHeight`; plain strings use `alignment` and
/// `lineBreakMode`. Indents, `paragraphSpacingBefore` and `hyphenationFactor` are stored
/// only.
open class ParagraphStyle: NSObject, @unchecked Sendable {
  /// Core Foundation's type word: must stay the first stored property (see
  /// ``CoreFoundationHeader``).
  private let coreFoundationHeader = CoreFoundationHeader()
  public var alignment: TextAlignment = .natural
  public var lineBreakMode: LineBreakMode = .byWordWrapping
  public var lineSpacing: CGFloat = 0
  public var paragraphSpacing: CGFloat = 0
  public var firstLineHeadIndent: CGFloat = 0
  public var headIndent: CGFloat = 0
  /// The paragraph's trailing indent: from the leading margin when positive, from the
  /// trailing one when zero or negative.
  public var tailIndent: CGFloat = 0
  public var paragraphSpacingBefore: CGFloat = 0
  public var hyphenationFactor: Float = 0
  public var minimumLineHeight: CGFloat = 0
  public var maximumLineHeight: CGFloat = 0
  public var lineHeightMultiple: CGFloat = 0
  public override init() {}

  /// The default style (`NSParagraphStyle.default`).
  public class var `default`: ParagraphStyle { ParagraphStyle() }
}

extension ParagraphStyle: NSCopying, NSMutableCopying {
  /// A copy with the same settings (`copy()`).
  public func copy(with zone: NSZone? = nil) -> Any { duplicate() }

  /// A copy with the same settings, as code that starts from `NSParagraphStyle.default`
  /// writes (`mutableCopy() as! NSMutableParagraphStyle`).
  public func mutableCopy(with zone: NSZone? = nil) -> Any { duplicate() }

  private func duplicate() -> ParagraphStyle {
    let style = ParagraphStyle()
    style.alignment = alignment
    style.lineBreakMode = lineBreakMode
    style.lineSpacing = lineSpacing
    style.paragraphSpacing = paragraphSpacing
    style.firstLineHeadIndent = firstLineHeadIndent
    style.headIndent = headIndent
    style.tailIndent = tailIndent
    style.paragraphSpacingBefore = paragraphSpacingBefore
    style.hyphenationFactor = hyphenationFactor
    style.minimumLineHeight = minimumLineHeight
    style.maximumLineHeight = maximumLineHeight
    style.lineHeightMultiple = lineHeightMultiple
    return style
  }
}

#if !canImport(UIKit) && !canImport(AppKit)
  extension NSAttributedString.Key {
    /// The `Font` of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `Color` of the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `ParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (a number), in attributed strings.
    public static let kern = NSAttributedString.Key("NSKern")
    /// How far the text is raised above the baseline, in points (a number), in attributed
    /// strings.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The `Color` behind the text, in attributed strings.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The `Color` of the text's outline (`.strokeWidth`); the text's colour when missing.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The width of the text's outline in percent of the font's size (a number): a
    /// positive width outlines the glyphs without filling them, a negative one fills and
    /// outlines them, 0 only fills them. Drawn in attributed strings.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The `TextShadow` (`NSShadow`) the text casts, in attributed strings.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// The `TextAttachment` (`NSTextAttachment`) a U+FFFC character shows, in attributed
    /// strings.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// The `Color` of the underline; the text's colour when missing.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The `Color` of the strikethrough; the text's colour when missing.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Extra space after each character in points, as `.kern` (which wins when both are
    /// set), in attributed strings.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The slant of the glyphs (a number; stored, not drawn).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The horizontal stretch of the glyphs (a number; stored, not drawn).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Whether ligatures are used (a number; stored: the font's default ligatures are used).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// A link (a `URL` or `String`; stored, drawn as plain text, as UIKit draws it outside a
    /// text view).
    public static let link = NSAttributedString.Key("NSLink")
    /// Underlining (a number; any non-zero style draws a single line), in attributed
    /// strings.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A line through the text (a number; any non-zero style draws a single line), in
    /// attributed strings.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  }
#endif

/// The settings of one text drawing, resolved from UIKit-style attributes.
struct TextStyle {
  var font: Font = .systemFont(ofSize: 12)
  var color: Color = .black
  var alignment: TextAlignment = .natural
  var lineBreakMode: LineBreakMode = .byWordWrapping
  var numberOfLines = 0

  init() {}

  init(_ attributes: [NSAttributedString.Key: Any]) {
    if let font = attributes[.font] as? Font { self.font = font }
    if let color = attributes[.foregroundColor] as? Color { self.color = color }
    if let style = attributes[.paragraphStyle] as? ParagraphStyle {
      alignment = style.alignment
      lineBreakMode = style.lineBreakMode
    }
  }

  /// The renderer's attributes; `nil` (and the issue reported) when the font is missing.
  func typesetting() -> TextAttributes? {
    do {
      return TextAttributes(
        font: try font.resolved(), color: color.rgba8, alignment: alignment.typesetting,
        lineBreakMode: lineBreakMode.typesetting, numberOfLines: numberOfLines)
    } catch {
      RenderIssues.report(String(describing: error))
      return nil
    }
  }
}

extension GraphicsContext {
  /// Draws text with its top-left corner at `point`, on unwrapped lines.
  func drawText(_ string: String, at point: CGPoint, style: TextStyle) {
    guard let attributes = style.typesetting() else { return }
    let layout = TextLayout(string, attributes: attributes)
    fillGlyphs(layout.glyphPath(at: Point(point)), paint: .color(style.color.rgba8))
  }

  /// Draws text wrapped in `rect` from its top, as `NSString.draw(in:)`, clipped to it.
  func drawText(topAlignedIn rect: CGRect, _ string: String, style: TextStyle) {
    guard let attributes = style.typesetting(), rect.width.isFinite, rect.height.isFinite else {
      return
    }
    let bounds = rect.standardized
    let layout = TextLayout(
      string, attributes: attributes, width: Double(bounds.width), height: Double(bounds.height))
    saveGState()
    clip(to: bounds)
    fillGlyphs(
      layout.glyphPath(at: Point(x: Double(bounds.minX), y: Double(bounds.minY))),
      paint: .color(style.color.rgba8))
    restoreGState()
  }

  /// Draws text wrapped in `rect`, centred vertically as `UILabel` does.
  func drawText(_ string: String, in rect: CGRect, style: TextStyle) {
    guard let attributes = style.typesetting(), rect.width.isFinite, rect.height.isFinite else {
      return
    }
    let bounds = rect.standardized
    let layout = TextLayout(
      string, attributes: attributes, width: Double(bounds.width), height: Double(bounds.height))
    let top = Double(bounds.minY) + (Double(bounds.height) - layout.size.height) / 2
    let path = layout.glyphPath(at: Point(x: Double(bounds.minX), y: top))
    if style.lineBreakMode == .byClipping {
      saveGState()
      clip(to: bounds)
      fillGlyphs(path, paint: .color(style.color.rgba8))
      restoreGState()
    } else {
      fillGlyphs(path, paint: .color(style.color.rgba8))
    }
  }
}

extension String {
  /// Draws the string with its top-left corner at `point` in the current graphics context,
  /// as UIKit's `draw(at:withAttributes:)`.
  public func draw(
    at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil
  ) {
    GraphicsContext.current?.drawText(self, at: point, style: TextStyle(attributes ?? [:]))
  }

  /// Draws the string wrapped in `rect` from its top, clipped to it, as UIKit's
  /// `draw(in:withAttributes:)`.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil)
  {
    GraphicsContext.current?.drawText(topAlignedIn: rect, self, style: TextStyle(attributes ?? [:]))
  }

  /// The size of the string wrapped at `width` (unwrapped for `nil` or infinity), as
  /// `boundingRect(with:options:attributes:context:)` measures; zero when the font is
  /// missing.
  public func size(
    withAttributes attributes: [NSAttributedString.Key: Any]?, wrappingAt width: CGFloat?
  ) -> CGSize {
    guard let resolved = TextStyle(attributes ?? [:]).typesetting() else { return .zero }
    let limit = width.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }
    return TextLayout(self, attributes: resolved, width: limit).size.cgSize
  }

  /// The size of the string on one line per paragraph, as UIKit's
  /// `size(withAttributes:)`; zero when the font is missing.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    guard let resolved = TextStyle(attributes ?? [:]).typesetting() else { return .zero }
    return TextLayout(self, attributes: resolved).size.cgSize
  }
}
