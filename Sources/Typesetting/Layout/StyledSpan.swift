/// A horizontal stretch of a line set in one style, for backgrounds and underlines: from
/// `minX` to `maxX` in points relative to the line's origin.
public struct StyledSpan: Hashable, Sendable {
  /// The index of the style in the text's `styles`.
  public var style: Int
  /// The left end, in points relative to the line's origin.
  public var minX: Double
  /// The right end, in points relative to the line's origin.
  public var maxX: Double
}
