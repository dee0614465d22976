import Raster

/// How one run of an attributed text is set: the counterpart of the attributes UIKit keeps
/// per character range (`.font`, `.foregroundColor`, `.kern`, `.baselineOffset`,
/// `.backgroundColor`, `.underlineStyle`, `.strikethroughStyle`, `.underlineColor`,
/// `.strikethroughColor`).
public struct TextRunStyle: Hashable, Sendable {
  /// The font of the run.
  public var font: Font
  /// The colour of the glyphs, straight alpha.
  public var color: RGBA8
  /// Extra advance after each character (grapheme cluster), in points; not finite counts
  /// as 0.
  public var kern: Double
  /// How far the run's baseline is raised above the line's, in points (negative lowers
  /// it); not finite counts as 0.
  public var baselineOffset: Double
  /// The colour filled behind the run's line fragment, or `nil` for none.
  public var backgroundColor: RGBA8?
  /// Whether a single line is drawn under the run, in its colour.
  public var isUnderlined: Bool
  /// Whether a single line is drawn through the run, in its colour.
  public var isStruckThrough: Bool
  /// The underline's colour, or `nil` for the run's colour.
  public var underlineColor: RGBA8?
  /// The strikethrough's colour, or `nil` for the run's colour.
  public var strikethroughColor: RGBA8?
  /// The caller's number for what it draws with the run and the typesetter does not (a
  /// shadow, an outline); 0 for nothing. Runs with different numbers are kept apart.
  public var effects: Int
  /// The box an attachment takes in place of each of the run's characters (an image in the
  /// text, `NSTextAttachment`), or `nil` for text. The typesetter places the box; the caller
  /// draws what it holds.
  public var attachment: TextAttachmentBox?

  /// A style; `kern` and `baselineOffset` that are NaN or infinite are stored as 0.
  public init(
    font: Font, color: RGBA8 = .black, kern: Double = 0, baselineOffset: Double = 0,
    backgroundColor: RGBA8? = nil, isUnderlined: Bool = false, isStruckThrough: Bool = false,
    underlineColor: RGBA8? = nil, strikethroughColor: RGBA8? = nil, effects: Int = 0,
    attachment: TextAttachmentBox? = nil
  ) {
    self.font = font
    self.color = color
    self.kern = kern.isFinite ? kern : 0
    self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    self.backgroundColor = backgroundColor
    self.isUnderlined = isUnderlined
    self.isStruckThrough = isStruckThrough
    self.underlineColor = underlineColor
    self.strikethroughColor = strikethroughColor
    self.effects = effects
    self.attachment = attachment
  }
}

/// The box of an attachment in a line (`NSTextAttachment.bounds`): its width, its height,
/// and how far its bottom edge lies above the baseline (negative below), in points; `number`
/// is the caller's, naming what it draws there. Values that are not finite count as 0, and
/// the width and height are at least 0.
public struct TextAttachmentBox: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public var bottom: Double
  public var number: Int

  public init(width: Double, height: Double, bottom: Double, number: Int) {
    self.width = width.isFinite ? max(0, width) : 0
    self.height = height.isFinite ? max(0, height) : 0
    self.bottom = bottom.isFinite ? bottom : 0
    self.number = number
  }
}
