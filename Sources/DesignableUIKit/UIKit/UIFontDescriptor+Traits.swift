import Components

extension UIFontDescriptor {
  /// A font's stylistic traits (`UIFontDescriptor.SymbolicTraits`).
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// A system font's design (`UIFontDescriptor.SystemDesign`).
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The described font's traits: bold for the system font at semibold and heavier,
  /// italic for an italic system font, monospaced for a monospaced face.
  public var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if font.isBold { traits.insert(.traitBold) }
    if font.isItalic { traits.insert(.traitItalic) }
    if font.isMonospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// The system font with `traits`' boldness and slant (other traits are ignored); `nil`
  /// for a font by name, which this renderer cannot restyle (UIKit gives `nil` too when
  /// a family lacks the face).
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    let weight: UIFont.Weight = traits.contains(.traitBold) ? .bold : .regular
    return font.systemFontVariant(weight: weight, italic: traits.contains(.traitItalic))
      .map(UIFontDescriptor.init(font:))
  }

  /// This descriptor for `.default`; the monospaced system font for `.monospaced`; `nil`
  /// for `.rounded` and `.serif`, which are not installed here, so that a component's
  /// fallback applies.
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    switch design {
    case .default: return self
    case .monospaced:
      return UIFontDescriptor(
        font: .monospacedSystemFont(ofSize: font.pointSize, weight: font.weight))
    default: return nil
    }
  }

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.withSize(size))
  }
}

/// Scales fonts and values for Dynamic Type (`UIFontMetrics`). A render's content size is
/// the default one (large), at which UIKit scales nothing: fonts and values come back as
/// they are.
public struct UIFontMetrics: Sendable {
  /// The text style whose scaling this follows (stored).
  public let textStyle: UIFont.TextStyle

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  /// `font` unchanged, as at the default content size.
  public func scaledFont(for font: UIFont) -> UIFont { font }

  /// `font`, no larger than `maximumPointSize` when that is positive.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    maximumPointSize > 0 && font.pointSize > maximumPointSize
      ? font.withSize(maximumPointSize) : font
  }

  /// `font` unchanged; the traits are the render's, at the default content size.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { font }

  /// `value` unchanged, as at the default content size.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// `value` unchanged; the traits are the render's, at the default content size.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  { value }
}
