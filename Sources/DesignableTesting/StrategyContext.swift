import Foundation
import ImageDiff

/// What a Designable strategy tells the assertion running it: the tolerances and scale it
/// compares with, and why its value could not be drawn. A `Snapshotting` only carries
/// closures, so this travels beside it in a task-local box for the length of one snapshot.
final class StrategyContext: @unchecked Sendable {
  /// The box of the snapshot being taken in this task, if an assertion set one.
  @TaskLocal static var current: StrategyContext?

  private let lock = NSLock()
  private var storedOptions: DiffOptions?
  private var storedScale = 1.0
  private var storedFailure: String?

  /// The tolerances and scale the strategy compares with, once it has run.
  var comparison: (options: DiffOptions, scale: Double)? {
    lock.lock()
    defer { lock.unlock() }
    return storedOptions.map { ($0, storedScale) }
  }

  /// Why the value could not be drawn; `nil` when it was.
  var failure: String? {
    lock.lock()
    defer { lock.unlock() }
    return storedFailure
  }

  func note(options: DiffOptions, scale: Double) {
    lock.lock()
    storedOptions = options
    storedScale = scale
    lock.unlock()
  }

  /// Keeps the first reason a value could not be drawn.
  func fail(_ reason: String) {
    lock.lock()
    if storedFailure == nil { storedFailure = reason }
    lock.unlock()
  }
}
