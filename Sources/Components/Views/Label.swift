import Foundation
internal import Typesetting

/// A view that shows text (`UILabel`): drawn in its bounds, wrapped to `numberOfLines`
/// (one by default), truncated at the tail, centred vertically; in `highlightedTextColor`
/// while highlighted.
///
/// `attributedText` is drawn run by run (see `AttributedStringDrawing`); characters without
/// a font or colour take the label's. Head and middle truncation are drawn as asked.
///
/// With a `shadowColor`, the text casts a hard shadow moved by `shadowOffset` (y down; UIKit's
/// default is one point up), as UILabel draws it. What is drawn past the bounds (a shadow, an
/// italic overhang) is cut off, as by a backing store the size of the bounds.
///
/// With `adjustsFontSizeToFitWidth`, the plain text of a one-line label shrinks to fit its
/// width, down to `minimumScaleFactor`. `baselineAdjustment`,
/// `adjustsFontForContentSizeCategory` and `isEnabled` are stored only: a disabled label is
/// drawn as an enabled one.
open class Label: View {
  /// How text shrunk to fit moves against its baseline (`UIBaselineAdjustment`).
  public enum BaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
  }

  /// The text. Setting it drops ``attributedText``'s runs; neither property's accessors
  /// call the other's, so a subclass may override one in terms of the other, as in UIKit.
  open var text: String? {
    get { ownText }
    set {
      ownText = newValue
      ownAttributedText = nil
      textDidChange()
    }
  }
  private var ownText: String?
  private var ownAttributedText: NSAttributedString?
  /// The text with its runs' attributes; `text` is its string. Setting `text` drops the
  /// runs, and this then reads as `text` in the label's font and colour, as in UIKit.
  open var attributedText: NSAttributedString? {
    get {
      ownAttributedText
        ?? ownText.map {
          NSAttributedString(
            string: $0, attributes: [.font: ownFont, .foregroundColor: ownTextColor])
        }
    }
    set {
      ownAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
      ownText = newValue?.string
      textDidChange()
    }
  }
  private var ownFont = Font.systemFont(ofSize: 17)
  /// The sizes the text was last measured at (``sizeThatFits(_:)``), by width and lines.
  private var measuredSizes: [(key: MeasuredSize, size: CGSize)] = []
  private var ownTextColor = Color.label
  /// The font, 17-point system font by default; `nil` restores the default, as in UIKit.
  open var font: Font! {
    get { ownFont }
    set {
      ownFont = newValue ?? .systemFont(ofSize: 17)
      textDidChange()
    }
  }
  /// The text colour, `.label` by default; `nil` restores the default, as in UIKit.
  open var textColor: Color! {
    get { ownTextColor }
    set {
      ownTextColor = newValue ?? .label
      setNeedsDisplay()
    }
  }
  open var highlightedTextColor: Color? { didSet { setNeedsDisplay() } }
  open var isHighlighted = false { didSet { setNeedsDisplay() } }
  open var isEnabled = true
  open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
  open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
  /// Whether letters may be pulled closer before the text is truncated; stored, the text
  /// is truncated at its own spacing.
  open var allowsDefaultTighteningForTruncation = false
  /// How lines are broken beyond the break mode (`lineBreakStrategy`); stored.
  open var lineBreakStrategy = LineBreakStrategy.standard
  /// Whether a truncated label shows its whole text when the pointer rests on it; stored.
  open var showsExpansionTextWhenTruncated = false
  /// Stored only: UIKit deprecated it for ``minimumScaleFactor``, and nothing here reads it.
  open var minimumFontSize: CGFloat = 0
  /// The width a label of more than one line wraps at to give its intrinsic size; 0 (the
  /// default) wraps at the width Auto Layout gives the label.
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// Stored: a render's content size is the default one, at which fonts do not change.
  open var adjustsFontForContentSizeCategory = false
  /// The colour of the text's shadow, or `nil` (the default) for none. The shadow is a
  /// copy of the text moved by ``shadowOffset``, with a hard edge, drawn under it.
  open var shadowColor: Color? { didSet { setNeedsDisplay() } }
  /// How far the shadow lies from the text, in points, y down: (0, -1) by default, one
  /// point up, as in UIKit.
  open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
  open var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
  open var numberOfLines = 1 { didSet { textDidChange() } }
  open var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
  open var baselineAdjustment = BaselineAdjustment.alignBaselines

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  open override class var inspectables: [Inspectable] {
    [
      .string("text", \Label.text),
      .color("textColor", \Label.textColor),
      .number("numberOfLines", \Label.numberOfLines),
    ]
  }

  private func textDidChange() {
    measuredSizes = []
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  var style: TextStyle {
    var style = TextStyle()
    style.font = ownFont
    style.color = isHighlighted ? highlightedTextColor ?? ownTextColor : ownTextColor
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    style.numberOfLines = numberOfLines
    return style
  }

  open override func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }

  /// Draws the text in `rect`; override to inset it.
  open func drawText(in rect: CGRect) {
    guard let text, !text.isEmpty, let context = GraphicsContext.current else { return }
    let shadowed = shadowColor != nil
    if shadowed {
      context.saveGState()
      context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor)
    }
    if let runs = runsToDraw {
      context.drawText(runs, in: rect, defaults: style, centred: true)
    } else {
      context.drawText(text, in: rect, style: style(fitting: text, in: rect.size))
    }
    if shadowed { context.restoreGState() }
  }

  /// The attributed text, or the plain text as one run when it truncates at the head or in
  /// the middle (which only the attributed layout draws); `nil` to draw plain text.
  private var runsToDraw: NSAttributedString? {
    if let ownAttributedText { return ownAttributedText }
    guard let text, lineBreakMode == .byTruncatingHead || lineBreakMode == .byTruncatingMiddle
    else { return nil }
    return NSAttributedString(string: text)
  }

  /// The size of the text on its lines: wrapped at ``preferredMaxLayoutWidth`` when it is
  /// set and the label has more than one line, else on lines as long as the text's. Auto
  /// Layout measures a label of more than one line again at the width it gives it.
  open override var intrinsicContentSize: CGSize {
    let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
    let width = wraps ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
    return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
  }

  /// The size the text needs within `size`, as UIKit measures it: a one-line label
  /// (`numberOfLines` 1) gives its whole line, wider than `size` if need be; others wrap at
  /// `size.width`, where a width of 0 (a zero frame's `sizeToFit()`) means no limit. The
  /// size is rounded up to whole pixels of the screen, as UIKit gives it, so that a frame
  /// rounded to pixels from it never cuts the text short.
  ///
  /// The size comes from ``textRect(forBounds:limitedToNumberOfLines:)``, so a subclass that
  /// overrides it to add insets grows its fitting and intrinsic sizes, as in UIKit.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let fitting = textRect(
      forBounds: CGRect(origin: .zero, size: size), limitedToNumberOfLines: numberOfLines
    ).size
    let scale = Screen.main.scale
    guard scale.isFinite, scale > 0 else { return fitting }
    return CGSize(
      width: (fitting.width * scale).rounded(.up) / scale,
      height: (fitting.height * scale).rounded(.up) / scale)
  }

  /// The rectangle the text needs within `bounds` on at most `numberOfLines` lines (0 for
  /// no limit), at `bounds`' origin: UIKit calls it while sizing the label (`sizeThatFits(_:)`,
  /// `intrinsicContentSize`), not while drawing, so a subclass overrides it to pad the text
  /// and `drawText(in:)` to move it. One line is as wide as the text, past `bounds` if need
  /// be; more lines wrap at `bounds`' width, where 0 means no limit.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    CGRect(origin: bounds.origin, size: textSize(within: bounds.size, lines: numberOfLines))
  }

  private func textSize(within size: CGSize, lines numberOfLines: Int) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let limits = numberOfLines != 1 && size.width > 0 && size.width < .greatestFiniteMagnitude
    let width = limits && size.width.isFinite ? Double(size.width) : nil
    let key = MeasuredSize(text: text, width: width, lines: numberOfLines)
    if let known = measuredSizes.first(where: { $0.key == key }) { return known.size }
    let measured = measureText(text, width: width, lines: numberOfLines)
    if measuredSizes.count >= Self.keptMeasurements { measuredSizes.removeFirst() }
    measuredSizes.append((key, measured))
    return measured
  }

  /// How many text sizes a label keeps, by width and line count, until its text, font or
  /// line breaking changes: layout asks for the same few again on every pass.
  private static let keptMeasurements = 4

  /// The size of `text` laid out `width` wide (`nil` for no limit) on at most `lines` lines.
  private func measureText(_ text: String, width: Double?, lines numberOfLines: Int) -> CGSize {
    var style = self.style
    style.numberOfLines = numberOfLines
    if let ownAttributedText {
      guard let (runs, paragraph, _, _) = ownAttributedText.typesetting(defaults: style) else {
        return .zero
      }
      return AttributedTextLayout(runs, paragraph: paragraph, width: width).size.cgSize
    }
    guard let attributes = style.typesetting() else { return .zero }
    return TextLayout(text, attributes: attributes, width: width).size.cgSize
  }
}

/// What a label's text was measured for: the text (a subclass's `text` may change without
/// being set), the wrapping width (`nil` for none) and the lines.
private struct MeasuredSize: Equatable {
  let text: String
  let width: Double?
  let lines: Int
}

/// How lines are broken beyond the break mode (`NSParagraphStyle.LineBreakStrategy`).
public struct LineBreakStrategy: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
  public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
  public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
}

extension ParagraphStyle {
  /// `NSParagraphStyle.LineBreakStrategy`.
  public typealias LineBreakStrategy = Components.LineBreakStrategy
}
