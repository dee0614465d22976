import Foundation

extension NSDate {
  /// The date `interval` seconds later, as an `NSDate`: on iOS the method returns the
  /// receiver's class (`instancetype`), so `currentDate = NSDate().addingTimeInterval(-60)`
  /// compiles for an `NSDate` property; Linux's Foundation returns a `Date`, which is still
  /// what an unannotated `let` gets here.
  @_disfavoredOverload
  public func addingTimeInterval(_ interval: TimeInterval) -> NSDate {
    NSDate(timeInterval: interval, since: self as Date)
  }
}
