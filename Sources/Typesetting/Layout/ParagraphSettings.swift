/// Paragraph settings of an attributed text (`NSParagraphStyle` plus `UILabel`'s
/// `numberOfLines` and vertical placement).
///
/// Lengths are in points; a negative or not finite length counts as 0, and a
/// `lineHeightMultiple` that is not positive and finite counts as 1.
public struct ParagraphSettings: Hashable, Sendable {
  /// Horizontal placement of each line.
  public var alignment: TextAlignment
  /// Wrapping and truncation.
  public var lineBreakMode: LineBreakMode
  /// The most lines drawn; 0 means no limit.
  public var numberOfLines: Int
  /// Extra space between the bottom of one line and the top of the next.
  public var lineSpacing: Double
  /// Extra space after the last line of each paragraph but the last.
  public var paragraphSpacing: Double
  /// The natural line height is multiplied by this; the extra goes above the glyphs.
  public var lineHeightMultiple: Double
  /// The least line height, 0 for none.
  public var minimumLineHeight: Double
  /// The most line height, 0 for none.
  public var maximumLineHeight: Double
  /// Vertical placement of the block when drawn into a rectangle.
  public var verticalAlignment: VerticalTextAlignment

  /// Settings; the defaults are `NSParagraphStyle.default`'s, centred vertically.
  public init(
    alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byWordWrapping,
    numberOfLines: Int = 0, lineSpacing: Double = 0, paragraphSpacing: Double = 0,
    lineHeightMultiple: Double = 1, minimumLineHeight: Double = 0,
    maximumLineHeight: Double = 0, verticalAlignment: VerticalTextAlignment = .center
  ) {
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
    self.numberOfLines = max(0, numberOfLines)
    self.lineSpacing = ParagraphSettings.length(lineSpacing)
    self.paragraphSpacing = ParagraphSettings.length(paragraphSpacing)
    self.lineHeightMultiple =
      lineHeightMultiple.isFinite && lineHeightMultiple > 0 ? lineHeightMultiple : 1
    self.minimumLineHeight = ParagraphSettings.length(minimumLineHeight)
    self.maximumLineHeight = ParagraphSettings.length(maximumLineHeight)
    self.verticalAlignment = verticalAlignment
  }

  /// `value` when finite and positive, else 0.
  static func length(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

  /// The height of a line whose natural height (ascent + descent + leading) is `natural`.
  func lineHeight(natural: Double) -> Double {
    var height = natural * lineHeightMultiple
    if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
    if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
    return height
  }
}
