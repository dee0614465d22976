#if !canImport(ObjectiveC)
  /// Runs `body` and returns what it returns, as Foundation's `autoreleasepool(invoking:)`
  /// does on Apple platforms (UIKit code wraps image and drawing work in it). Without the
  /// Objective-C runtime nothing is autoreleased, so there is no pool to drain.
  /// - Throws: what `body` throws.
  public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
  }
#endif
