import Foundation

#if !canImport(ObjectiveC)
  /// An Objective-C exception (`NSException`): raising one stops the process with its name
  /// and reason, as an uncaught exception stops an app (there is no `@catch` in Swift).
  open class NSException: NSObject, @unchecked Sendable {
    /// What kind of exception it is.
    public let name: NSExceptionName
    /// Why it was raised.
    public let reason: String?
    /// More about it.
    public let userInfo: [AnyHashable: Any]?

    public init(name: NSExceptionName, reason: String?, userInfo: [AnyHashable: Any]? = nil) {
      self.name = name
      self.reason = reason
      self.userInfo = userInfo
      super.init()
    }

    /// Stops the process, printing the exception's name and reason.
    open func raise() {
      fatalError("uncaught exception \(name.rawValue): \(reason ?? "no reason given")")
    }

    /// Raises an exception named `name` whose reason is `format` (not formatted further).
    public static func raise(_ name: NSExceptionName, format: String) {
      NSException(name: name, reason: format).raise()
    }
  }

  extension NSExceptionName {
    /// Foundation's names for its exceptions.
    public static let genericException = NSExceptionName(rawValue: "NSGenericException")
    public static let rangeException = NSExceptionName(rawValue: "NSRangeException")
    public static let invalidArgumentException = NSExceptionName(
      rawValue: "NSInvalidArgumentException")
    public static let internalInconsistencyException = NSExceptionName(
      rawValue: "NSInternalInconsistencyException")
  }
#endif
