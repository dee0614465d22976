#if !canImport(UIKit)
  /// How text is underlined or struck through (`NSUnderlineStyle`), as the value of
  /// `.underlineStyle` or `.strikethroughStyle` (itself or its `rawValue`). Any non-zero
  /// style is drawn as a single line.
  public struct NSUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
  }
#endif
