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
}

/// How text is wrapped and cut (`NSLineBreakMode`); head and middle truncation are drawn
/// as tail truncation.
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
}

/// Paragraph settings for drawing strings (`NSParagraphStyle`).
public final class ParagraphStyle: @unchecked Sendable {
  public var alignment: TextAlignment = .natural
  public var lineBreakMode: LineBreakMode = .byWordWrapping
  public init() {}
}

#if !canImport(UIKit) && !canImport(AppKit)
  extension NSAttributedString.Key {
    /// The `Font` of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `Color` of the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `ParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
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
    fill(layout.glyphPath(at: Point(point)), paint: .color(style.color.rgba8))
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
      fill(path, paint: .color(style.color.rgba8))
      restoreGState()
    } else {
      fill(path, paint: .color(style.color.rgba8))
    }
  }
}

extension String {
  /// Draws the string with its top-left corner at `point` in the current graphics context,
  /// as UIKit's `draw(at:withAttributes:)`.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    GraphicsContext.current?.drawText(self, at: point, style: TextStyle(attributes ?? [:]))
  }

  /// Draws the string wrapped in `rect`, as UIKit's `draw(in:withAttributes:)`.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    GraphicsContext.current?.drawText(self, in: rect, style: TextStyle(attributes ?? [:]))
  }

  /// The size of the string on one line per paragraph, as UIKit's
  /// `size(withAttributes:)`; zero when the font is missing.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    guard let resolved = TextStyle(attributes ?? [:]).typesetting() else { return .zero }
    return TextLayout(self, attributes: resolved).size.cgSize
  }
}
