import Foundation

#if !canImport(Darwin)
  /// Seconds since 1 January 2001, 00:00:00 UTC (`CFAbsoluteTime`).
  public typealias CFAbsoluteTime = Double

  /// The wall clock in seconds since 1 January 2001 (`CFAbsoluteTimeGetCurrent()`), which
  /// UIKit code reads through UIKit's import of Core Foundation. Its value changes from run
  /// to run: a component that reads it while it is built or drawn is reported by
  /// `designable check`. Disfavoured, so that a file that also imports Core Foundation
  /// (which Linux has, without this name in Foundation) calls Core Foundation's unambiguously.
  @_disfavoredOverload
  public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
  }
#endif
