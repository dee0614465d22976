import Components

/// The type Xcode's colour literals make when nothing else is asked for, as on iOS.
#if !canImport(UIKit)
  public typealias _ColorLiteralType = UIColor
#endif

/// `#colorLiteral(red:green:blue:alpha:)`, Xcode's colour picker in source: sRGB components,
/// as `UIColor(red:green:blue:alpha:)` takes them.
extension Color: _ExpressibleByColorLiteral {
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
