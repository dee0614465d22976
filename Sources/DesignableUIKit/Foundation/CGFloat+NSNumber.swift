import Foundation

#if !canImport(CoreGraphics)
  /// Foundation's `NSNumber` conversions for `CGFloat`, which Darwin's Foundation has and
  /// Linux's lacks (`CGFloat(truncating: formatter.number(from: text))`).
  extension CGFloat {
    /// The number's value, rounded to the nearest `CGFloat` when not exact.
    public init(truncating number: NSNumber) { self.init(number.doubleValue) }

    /// The number's value, or `nil` when a `CGFloat` cannot hold it exactly.
    public init?(exactly number: NSNumber) {
      guard let value = Double(exactly: number) else { return nil }
      self.init(value)
    }
  }
#endif
