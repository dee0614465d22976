import Components

extension Font {
  /// The standard system font size, 14 points, as on iOS.
  public static var systemFontSize: CGFloat { 14 }
  /// The small system font size, 12 points, as on iOS.
  public static var smallSystemFontSize: CGFloat { 12 }
  /// The standard label font size, 17 points, as on iOS.
  public static var labelFontSize: CGFloat { 17 }
  /// The standard button font size, 18 points, as on iOS.
  public static var buttonFontSize: CGFloat { 18 }
}
