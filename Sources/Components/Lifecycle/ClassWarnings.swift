import Foundation

/// Warnings on standard error that name a class the library cannot build as asked (a layer
/// class or a cell class without a registration): each class is named once per process.
package enum ClassWarnings {
  private static let warned = WarnedClasses()

  /// Writes `message` (a whole line) to standard error, unless a warning about `type` was
  /// written before.
  package static func warnOnce(about type: AnyClass, _ message: @autoclosure () -> String) {
    guard warned.insert(type) else { return }
    FileHandle.standardError.write(Data(message().utf8))
  }
}

/// A set of classes shared by every thread of the process.
private final class WarnedClasses: @unchecked Sendable {
  private let lock = NSLock()
  private var classes: Set<ObjectIdentifier> = []

  /// Adds `type`; whether it was not there yet.
  func insert(_ type: AnyClass) -> Bool {
    lock.withLock { classes.insert(ObjectIdentifier(type)).inserted }
  }
}
