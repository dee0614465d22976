import Foundation

/// The references claimed by tests in this process: a reference belongs to one test, and a
/// second test asking for it is told which test has it.
final class SnapshotClaims: @unchecked Sendable {
  /// The claims of this test process.
  static let shared = SnapshotClaims()

  private let lock = NSLock()
  private var owners: [String: SnapshotOwner] = [:]
  private var counters: [String: Int] = [:]

  /// Claims `referencePath` for `owner`; returns the other test that already holds it, or
  /// `nil` when it is free or already this test's.
  func claim(_ referencePath: String, by owner: SnapshotOwner) -> SnapshotOwner? {
    let key = (referencePath as NSString).standardizingPath
    lock.lock()
    defer { lock.unlock() }
    if let holder = owners[key], holder.id != owner.id { return holder }
    owners[key] = owner
    return nil
  }

  /// Claims the request's reference for `owner`; a failed outcome naming both tests when
  /// another test of this run holds it.
  func collision(_ request: SnapshotRequest, _ owner: SnapshotOwner) -> SnapshotOutcome? {
    guard let holder = claim(request.referencePath, by: owner) else { return nil }
    return SnapshotMatrix.failed(
      request,
      """
      has the reference \(request.referencePath), which \(holder.label) already used in this \
      run; \(owner.label) asked for it too. A reference belongs to one test: give one of them \
      its own name with `named:`. Nothing was compared or recorded.
      """)
  }

  /// The next number for an unnamed snapshot of `owner` in `group`, from 1, as
  /// swift-snapshot-testing numbers them.
  func nextNumber(for owner: SnapshotOwner, in group: String, testName: String) -> Int {
    let key = owner.id + "\u{0}" + group + "\u{0}" + testName
    lock.lock()
    defer { lock.unlock() }
    let number = (counters[key] ?? 0) + 1
    counters[key] = number
    return number
  }
}
