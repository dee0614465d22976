import Foundation

#if !canImport(Darwin)
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

#if !canImport(Darwin)
  /// `CGFloat` bridges to `NSNumber` as on Darwin, so `value as NSNumber`
  /// (`formatter.string(from: value as NSNumber)`) and `any as? NSNumber` compile and work.
  /// Retroactive on purpose: Linux's Foundation owns both and bridges `Double` but not
  /// `CGFloat`; only a conformance makes `as` bridge.
  // swift-format-ignore: AvoidRetroactiveConformances
  extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber

    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(
      _ source: NSNumber, result: inout CGFloat?
    ) {
      result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(
      _ source: NSNumber, result: inout CGFloat?
    ) -> Bool {
      result = CGFloat(source.doubleValue)
      return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
      CGFloat(source?.doubleValue ?? 0)
    }
  }
#endif
