import Components

/// What describes a font (`UIFontDescriptor`): here the font it was read from, so that
/// `UIFont(descriptor:size:)` gives that font back at another size.
public struct UIFontDescriptor: Hashable, Sendable {
  /// The font described.
  let font: Font

  /// The described font's size in points.
  public var pointSize: CGFloat { font.pointSize }

  /// The described font's PostScript name.
  public var postscriptName: String { font.fontName }

  /// The descriptor of the font of a text style at the default content size, that of
  /// `UIFont.preferredFont(forTextStyle:)` (the body style is 17 points).
  public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFontDescriptor(font: .preferredFont(forTextStyle: style))
  }
}
