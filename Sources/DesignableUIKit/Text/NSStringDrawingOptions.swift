#if !canImport(UIKit)
  /// How strings are measured and drawn in a rectangle (`NSStringDrawingOptions`). Only
  /// `.usesLineFragmentOrigin` changes anything: with it, text wraps at the rectangle's
  /// width; without it, it is one line.
  public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
  }

  /// Settings and results of one string drawing (`NSStringDrawingContext`); stored only.
  public final class NSStringDrawingContext {
    public var minimumScaleFactor: CGFloat = 0
    public private(set) var actualScaleFactor: CGFloat = 1
    public private(set) var totalBounds: CGRect = .zero
    public init() {}
  }
#endif
