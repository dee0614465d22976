/// Where a block of lines sits vertically in the rectangle it is drawn into.
public enum VerticalTextAlignment: Hashable, Sendable {
  /// The first line's top at the rectangle's top, as `NSString.draw(in:withAttributes:)`.
  case top
  /// The block centred vertically, as `UILabel` does.
  case center
  /// The last line's bottom at the rectangle's bottom.
  case bottom
}
