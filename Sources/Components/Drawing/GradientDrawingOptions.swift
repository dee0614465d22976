/// Whether a gradient extends past its ends (`CGGradientDrawingOptions`).
public struct GradientDrawingOptions: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Fill before the start with the first colour.
  public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1)
  /// Fill past the end with the last colour.
  public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 2)
}
