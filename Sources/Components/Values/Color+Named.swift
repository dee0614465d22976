import Foundation

/// UIKit's named colours with UIKit's component values (the system colours in their light
/// appearance, as iOS 15 and later define them).
extension Color {
  private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
    Color(red: CGFloat(r / 255), green: CGFloat(g / 255), blue: CGFloat(b / 255), alpha: CGFloat(a))
  }

  public static let black = Color(white: 0, alpha: 1)
  public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
  public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)
  public static let white = Color(white: 1, alpha: 1)
  public static let gray = Color(white: 0.5, alpha: 1)
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear = Color(white: 0, alpha: 0)

  public static let systemRed = rgb(255, 59, 48)
  public static let systemGreen = rgb(52, 199, 89)
  public static let systemBlue = rgb(0, 122, 255)
  public static let systemOrange = rgb(255, 149, 0)
  public static let systemYellow = rgb(255, 204, 0)
  public static let systemPink = rgb(255, 45, 85)
  public static let systemPurple = rgb(175, 82, 222)
  public static let systemTeal = rgb(48, 176, 199)
  public static let systemIndigo = rgb(88, 86, 214)
  public static let systemBrown = rgb(162, 132, 94)
  public static let systemMint = rgb(0, 199, 190)
  public static let systemCyan = rgb(50, 173, 230)
  public static let systemGray = rgb(142, 142, 147)
  public static let systemGray2 = rgb(174, 174, 178)
  public static let systemGray3 = rgb(199, 199, 204)
  public static let systemGray4 = rgb(209, 209, 214)
  public static let systemGray5 = rgb(229, 229, 234)
  public static let systemGray6 = rgb(242, 242, 247)
  public static let label = rgb(0, 0, 0)
  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
  public static let systemBackground = rgb(255, 255, 255)
  public static let secondarySystemBackground = rgb(242, 242, 247)
  public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
  public static let placeholderText = rgb(60, 60, 67, 0.3)
  public static let tertiarySystemBackground = rgb(255, 255, 255)
  public static let systemGroupedBackground = rgb(242, 242, 247)
  public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
  public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
  public static let systemFill = rgb(120, 120, 128, 0.2)
  public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
  public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
  public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
  public static let separator = rgb(60, 60, 67, 0.29)
  public static let opaqueSeparator = rgb(198, 198, 200)
  public static let link = rgb(0, 122, 255)
  /// Deprecated in iOS 13, still used: black text for light backgrounds.
  public static let darkText = Color(white: 0, alpha: 1)
  /// Deprecated in iOS 13, still used: white at 60 % for dark backgrounds.
  public static let lightText = Color(white: 1, alpha: 0.6)
  /// Deprecated in iOS 13, still used: the grouped table background, which iOS 13 and later
  /// make ``systemGroupedBackground`` (iOS 12 and IB's `cocoaTouchSystemColor` give
  /// 239, 239, 244).
  public static let groupTableViewBackground = systemGroupedBackground
  /// The tint a view has when neither it nor an ancestor sets one.
  public static let tintColor = systemBlue

  /// The named colours by the names IB documents and asset catalogs use
  /// (`systemBlueColor`, `labelColor`, …), for reading documents.
  public static func named(_ name: String) -> Color? {
    var key = name
    if key.hasSuffix("Color") { key.removeLast(5) }
    return namedColors[key]
  }

  private static let namedColors: [String: Color] = [
    "black": black, "darkGray": darkGray, "lightGray": lightGray, "white": white, "gray": gray,
    "red": red, "green": green, "blue": blue, "cyan": cyan, "yellow": yellow, "magenta": magenta,
    "orange": orange, "purple": purple, "brown": brown, "clear": clear,
    "systemRed": systemRed, "systemGreen": systemGreen, "systemBlue": systemBlue,
    "systemOrange": systemOrange, "systemYellow": systemYellow, "systemPink": systemPink,
    "systemPurple": systemPurple, "systemTeal": systemTeal, "systemIndigo": systemIndigo,
    "systemBrown": systemBrown, "systemMint": systemMint, "systemCyan": systemCyan,
    "systemGray": systemGray, "systemGray2": systemGray2, "systemGray3": systemGray3,
    "systemGray4": systemGray4, "systemGray5": systemGray5, "systemGray6": systemGray6,
    "label": label, "secondaryLabel": secondaryLabel, "tertiaryLabel": tertiaryLabel,
    "systemBackground": systemBackground, "secondarySystemBackground": secondarySystemBackground,
    "separator": separator, "link": link, "tint": tintColor,
  ]
}
