import Foundation
import Raster
internal import Typesetting

/// A layer that draws a string (`CATextLayer`) from the top of its bounds, with our
/// typesetting: `string` is a `String` or an `NSAttributedString` (drawn run by run, as
/// `AttributedStringDrawing` describes, without run shadows; characters without a font take
/// the layer's font at `fontSize`, without a colour black), `font` a `UIFont`, `CGFont` or
/// font name, always set at `fontSize`. Unwrapped text is cut at the bounds, or truncated with an ellipsis at
/// the start, middle or end as `truncationMode` says.
open class TextLayer: Layer {
  open var string: Any? { didSet { setNeedsDisplay() } }
  open var font: Any?
  open var fontSize: CGFloat = 36
  open var foregroundColor: Color? = .white
  open var alignmentMode: TextLayerAlignmentMode = .natural
  open var isWrapped = false
  open var truncationMode: TextLayerTruncationMode = .none
  /// Stored: text is drawn as outlines, exact at every scale.
  open var allowsFontSubpixelQuantization = false

  /// Where ``draw(in:)`` set the text the last time the content was drawn: the context's
  /// transform then, so that a subclass that moves the context before calling `super` (the
  /// widely copied vertically centred text layer) moves the text; `nil` when a subclass's
  /// `draw(in:)` did not call `super`, which draws no text, as in Core Animation.
  private var textPlacement: AffineTransform2D? = .identity

  /// Draws the delegate's content, and sets the text where the context's transform puts it
  /// (the text itself is drawn over that content when the layer is rendered).
  open override func draw(in context: GraphicsContext) {
    super.draw(in: context)
    textPlacement = context.ctm
  }

  /// Draws the content now; the text is placed where this drawing's ``draw(in:)`` puts it.
  open override func display() {
    textPlacement = nil
    super.display()
  }

  /// Text shows inside the bounds, where it is clipped.
  override func contentExtent() -> CGRect? {
    guard let text = plainString, !text.isEmpty else { return super.contentExtent() }
    return bounds
  }

  override func renderContent(into canvas: Canvas) {
    super.renderContent(into: canvas)
    guard let text = plainString, !text.isEmpty, bounds.width > 0, bounds.height > 0,
      let placement = textPlacement
    else { return }
    var style = TextStyle(firstAttributes)
    style.font = resolvedFont(attributed: style.font)
    if !(string is NSAttributedString), let foregroundColor { style.color = foregroundColor }
    style.alignment = alignmentMode.alignment
    style.lineBreakMode = lineBreakMode
    style.numberOfLines = isWrapped ? 0 : 1
    let box = bounds.raster
    canvas.save()
    canvas.clip(to: box)
    if placement != .identity { canvas.concatenate(placement.rasterTransform) }
    if let runs = runsToDraw {
      drawRuns(runs, style: style, into: canvas)
    } else if let attributes = style.typesetting() {
      let layout = TextLayout(text, attributes: attributes, width: box.width, height: box.height)
      canvas.fillGlyphOutlines(layout.glyphPath(at: box.origin), with: .color(style.color.rgba8))
    }
    canvas.restore()
  }

  /// The line break mode `isWrapped` and `truncationMode` make.
  private var lineBreakMode: LineBreakMode {
    switch truncationMode {
    case .start: .byTruncatingHead
    case .middle: .byTruncatingMiddle
    case .end: .byTruncatingTail
    default: isWrapped ? .byWordWrapping : .byClipping
    }
  }

  /// The attributed string, or a plain string as one run when it truncates at the start or
  /// in the middle (which only the attributed layout draws); `nil` to draw plain text.
  private var runsToDraw: NSAttributedString? {
    if let runs = string as? NSAttributedString { return runs }
    guard let text = string as? String, truncationMode == .start || truncationMode == .middle
    else { return nil }
    return NSAttributedString(string: text)
  }

  /// Draws `runs` from the top of the bounds, the layer's alignment and truncation
  /// overriding their paragraph style, as Core Animation does.
  private func drawRuns(_ runs: NSAttributedString, style: TextStyle, into canvas: Canvas) {
    var defaults = style
    if string is NSAttributedString {
      defaults.color = .black
      defaults.font = layerFont
    }
    guard let (text, _, effects, _) = runs.typesetting(defaults: defaults) else { return }
    let paragraph = ParagraphSettings(
      alignment: style.alignment.attributedTypesetting,
      lineBreakMode: style.lineBreakMode.attributedTypesetting,
      numberOfLines: style.numberOfLines)
    let box = bounds.raster
    let layout = AttributedTextLayout(
      text, paragraph: paragraph, width: box.width, height: box.height)
    for background in layout.backgroundRects(at: box.origin) {
      canvas.fill(Path(rect: background.rect), with: .color(background.color))
    }
    for (index, path) in layout.glyphPaths(at: box.origin) {
      let style = layout.text.styles[index]
      let outline = style.effects > 0 ? effects[style.effects - 1].outline : nil
      if outline?.fills ?? true { canvas.fillGlyphOutlines(path, with: .color(style.color)) }
      if let outline {
        canvas.stroke(
          path, style: StrokeStyle(width: outline.width), with: .color(outline.color.rgba8))
      }
    }
    for mark in layout.decorationRects(at: box.origin) {
      canvas.fill(Path(rect: mark.rect), with: .color(mark.color))
    }
  }

  private var plainString: String? {
    if let text = string as? String { return text }
    if let text = string as? NSAttributedString { return text.string }
    return nil
  }

  private var firstAttributes: [NSAttributedString.Key: Any] {
    guard let text = string as? NSAttributedString, text.length > 0 else { return [:] }
    return text.attributes(at: 0, effectiveRange: nil)
  }

  /// The font at `fontSize`: an attributed string's own font wins, as in Core Animation.
  private func resolvedFont(attributed: Font) -> Font {
    if string is NSAttributedString, firstAttributes[.font] != nil { return attributed }
    return layerFont
  }

  /// The layer's `font` at `fontSize`.
  private var layerFont: Font {
    let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
    switch font {
    case let font as Font: return font.withSize(size)
    case let font as GraphicsFont:
      return font.fullName.flatMap { Font(name: $0, size: size) } ?? .systemFont(ofSize: size)
    case let name as String: return Font(name: name, size: size) ?? .systemFont(ofSize: size)
    default: return .systemFont(ofSize: size)
    }
  }
}

/// Horizontal alignment of a text layer (`CATextLayerAlignmentMode`).
public struct TextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = TextLayerAlignmentMode(rawValue: "natural")
  public static let left = TextLayerAlignmentMode(rawValue: "left")
  public static let right = TextLayerAlignmentMode(rawValue: "right")
  public static let center = TextLayerAlignmentMode(rawValue: "center")
  public static let justified = TextLayerAlignmentMode(rawValue: "justified")

  var alignment: TextAlignment {
    switch self {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    default: .natural
    }
  }
}

/// Where a text layer truncates (`CATextLayerTruncationMode`).
public struct TextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = TextLayerTruncationMode(rawValue: "none")
  public static let start = TextLayerTruncationMode(rawValue: "start")
  public static let end = TextLayerTruncationMode(rawValue: "end")
  public static let middle = TextLayerTruncationMode(rawValue: "middle")
}
