import Foundation

/// The shadow of a run of attributed text (`NSShadow`), given as its `.shadow` attribute.
///
/// The run's glyphs, underline and strikethrough cast it as a context shadow of the same
/// offset, blur and colour (`GraphicsContext.setShadow(offset:blur:color:)`) when the
/// string is drawn by `draw(at:)`, `draw(in:)` or a label. Text layers do not draw it.
open class TextShadow: NSObject {
  /// Core Foundation's type word: must stay the first stored property (see
  /// ``CoreFoundationHeader``).
  private let coreFoundationHeader = CoreFoundationHeader()
  /// The offset in points, y down: a positive height moves the shadow down.
  open var shadowOffset = CGSize.zero
  /// The blur in points, as a context shadow's `blur`; 0 for a hard edge.
  open var shadowBlurRadius: CGFloat = 0
  /// The colour, a `Color`; `nil` (or another type) draws black at one-third opacity, as
  /// UIKit does.
  open var shadowColor: Any?

  /// A shadow with no offset, no blur and the default colour.
  public override init() { super.init() }

  /// The context shadow this casts, or `nil` when it draws nothing.
  var contextShadow: ContextShadow? {
    let color = shadowColor as? Color ?? Color(white: 0, alpha: 1.0 / 3.0)
    return ContextShadow(offset: shadowOffset, blur: shadowBlurRadius, color: color)
  }
}

/// What a run of attributed text draws beyond filling its glyphs, which the typesetter
/// does not know: its shadow (`.shadow`) and its outline (`.strokeWidth`, `.strokeColor`).
struct TextRunEffects: Equatable {
  /// The outline of a run's glyphs (`.strokeWidth` and `.strokeColor`).
  struct Outline: Equatable {
    /// The line's width in points: the stroke width's percentage of the font's size.
    var width: Double
    /// The line's colour.
    var color: Color
    /// Whether the glyphs are filled too (a negative stroke width).
    var fills: Bool
  }

  var shadow: ContextShadow?
  var outline: Outline?

  /// The effects of a run with `attributes` in `font` and `color`, or `nil` for none.
  init?(_ attributes: [NSAttributedString.Key: Any], font: Font, color: Color) {
    shadow = (attributes[.shadow] as? TextShadow)?.contextShadow
    let percent = NSAttributedString.number(attributes[.strokeWidth]) ?? 0
    if percent.isFinite, percent != 0 {
      outline = Outline(
        width: abs(percent) / 100 * Double(font.pointSize),
        color: attributes[.strokeColor] as? Color ?? color, fills: percent < 0)
    }
    if shadow == nil && outline == nil { return nil }
  }
}
