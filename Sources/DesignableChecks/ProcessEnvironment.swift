import Foundation

/// One variable of this process's environment at a time.
///
/// `ProcessInfo.processInfo.environment` copies every variable into a new dictionary on each
/// read; an assertion needs three or four of them, so it asks for each by name instead
/// (`getenv`), and sees a variable set during the run as the dictionary would.
package enum ProcessEnvironment {
  /// The value of the variable `name`, or `nil` when it is not set.
  package static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
