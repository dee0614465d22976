/// Which corners a layer's `cornerRadius` rounds (`CACornerMask`); in a view's layer,
/// min-y is the top.
public struct CornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
  /// Every corner, the default.
  public static let all: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
