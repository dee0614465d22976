import Dispatch
import Foundation

/// Runs `count` independent jobs across cores and returns their results in job order, so
/// that a parallel run gives the same list as a serial one.
public func inParallel<Result: Sendable>(_ count: Int, _ job: @Sendable (Int) -> Result) -> [Result]
{
  let slots = ResultSlots<Result>(count: count)
  DispatchQueue.concurrentPerform(iterations: count) { index in slots.set(index, job(index)) }
  return slots.values
}

/// Results written by parallel workers, one slot each.
private final class ResultSlots<Result>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  var values: [Result] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
