import Raster

/// How a string is drawn and measured: the counterpart of UIKit's attribute dictionary
/// (`.font`, `.foregroundColor`, `.paragraphStyle`) plus `UILabel`'s `numberOfLines`.
public struct TextAttributes: Hashable, Sendable {
  /// The font.
  public var font: Font
  /// What the glyphs are filled with.
  public var paint: Paint
  /// Horizontal placement of each line.
  public var alignment: TextAlignment
  /// Wrapping and truncation.
  public var lineBreakMode: LineBreakMode
  /// The most lines drawn; 0 means no limit.
  public var numberOfLines: Int
  /// Vertical placement of the block when drawn into a rectangle.
  public var verticalAlignment: VerticalTextAlignment

  /// Attributes with a paint.
  ///
  /// - Parameters:
  ///   - font: the font.
  ///   - paint: the fill of the glyphs.
  ///   - alignment: horizontal placement; `.natural` by default, as in UIKit.
  ///   - lineBreakMode: `.byWordWrapping` by default, as `NSParagraphStyle`.
  ///   - numberOfLines: the most lines, 0 (the default) for no limit; negative counts as 0.
  ///   - verticalAlignment: `.center` by default, as `UILabel`.
  public init(
    font: Font, paint: Paint, alignment: TextAlignment = .natural,
    lineBreakMode: LineBreakMode = .byWordWrapping, numberOfLines: Int = 0,
    verticalAlignment: VerticalTextAlignment = .center
  ) {
    self.font = font
    self.paint = paint
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
    self.numberOfLines = max(0, numberOfLines)
    self.verticalAlignment = verticalAlignment
  }

  /// Attributes with a straight-alpha colour (black by default).
  public init(
    font: Font, color: RGBA8 = .black, alignment: TextAlignment = .natural,
    lineBreakMode: LineBreakMode = .byWordWrapping, numberOfLines: Int = 0,
    verticalAlignment: VerticalTextAlignment = .center
  ) {
    self.init(
      font: font, paint: .solid(color), alignment: alignment, lineBreakMode: lineBreakMode,
      numberOfLines: numberOfLines, verticalAlignment: verticalAlignment)
  }
}
