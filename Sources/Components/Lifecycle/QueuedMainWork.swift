import Foundation

/// Work a component queues on the main queue (`DispatchQueue.main.async` in a file
/// `DesignableAdapterPlugin` compiled), run before the next picture as a device runs it
/// before the view's next frame.
///
/// A device runs such work before the next frame: work queued while the view is built or
/// added to its window shows in the first frame, work queued while it is laid out or drawn in
/// the next. A render does the same on its own thread, before each layout pass, so every
/// picture shows it, the same each time, where the test runner's main queue would run it
/// after the picture (XCTest) or while it is drawn (Swift Testing).
///
/// Work queued while a build runs is kept with the view built, and while a render runs with
/// the render. Work queued elsewhere from the main queue itself (a test that makes a view
/// itself, on the main thread as XCTest runs tests or on the main actor), which the main
/// queue cannot run before that code returns, is kept for the next render there and queued
/// on the main queue too; whichever comes first runs it, once. Work queued elsewhere on
/// another thread goes to the main queue alone, which runs it when it is free.
package final class QueuedMainWork: @unchecked Sendable {
  /// One piece of queued work, numbered in the order it was queued across the process.
  package final class Item: @unchecked Sendable {
    let order: UInt64
    private let lock = NSLock()
    private var work: (() -> Void)?

    init(_ work: @escaping () -> Void) {
      QueuedMainWork.counterLock.lock()
      QueuedMainWork.counter += 1
      order = QueuedMainWork.counter
      QueuedMainWork.counterLock.unlock()
      self.work = work
    }

    /// Whether the work has been asked for.
    var isClaimed: Bool {
      lock.lock()
      defer { lock.unlock() }
      return work == nil
    }

    /// The work, the first time it is asked for; `nil` after.
    func claim() -> (() -> Void)? {
      lock.lock()
      defer { lock.unlock() }
      let claimed = work
      work = nil
      return claimed
    }
  }

  /// The work queued while the build or render running on this task goes on, when one is.
  @TaskLocal static var collector: QueuedMainWork?

  private let lock = NSLock()
  private var items: [Item] = []

  private static let counterLock = NSLock()
  nonisolated(unsafe) private static var counter: UInt64 = 0
  private static let mainQueueLock = NSLock()
  nonisolated(unsafe) private static var queuedOnMainQueue: [Item] = []
  /// Marks the main queue, so code can tell whether it runs on it (the main thread, or the
  /// thread that serves the main queue after `dispatchMain()`, as the main actor's code does
  /// under Swift Testing).
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether this code runs on the main queue, which cannot run queued work until it returns.
  private static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Keeps `work` for the next render. Returns whether a build or render running on this
  /// task owns it; when none does, the caller queues it on the main queue too, running it
  /// through ``runIfUnclaimed(_:)``.
  package static func queue(_ work: @escaping () -> Void) -> (owned: Bool, item: Item) {
    let item = Item(work)
    if let collector {
      collector.lock.lock()
      collector.items.append(item)
      collector.lock.unlock()
      return (true, item)
    }
    if isOnMainQueue {
      mainQueueLock.lock()
      queuedOnMainQueue.removeAll { $0.isClaimed }
      queuedOnMainQueue.append(item)
      mainQueueLock.unlock()
    }
    return (false, item)
  }

  /// Runs `item`'s work unless a render has run it.
  package static func runIfUnclaimed(_ item: Item) {
    item.claim()?()
  }

  /// Whether nothing is queued.
  var isEmpty: Bool {
    lock.lock()
    defer { lock.unlock() }
    return items.isEmpty
  }

  /// Removes and returns what was queued, oldest first.
  func take() -> [Item] {
    lock.lock()
    defer { lock.unlock() }
    let taken = items
    items = []
    return taken
  }

  /// Removes and returns what was queued from the main queue outside builds and renders,
  /// when this code runs on the main queue.
  static func takeMainQueues() -> [Item] {
    guard isOnMainQueue else { return [] }
    mainQueueLock.lock()
    defer { mainQueueLock.unlock() }
    let taken = queuedOnMainQueue
    queuedOnMainQueue = []
    return taken
  }
}

extension Lifecycle {
  /// Runs the work queued for the views in `root`'s tree, from the main queue outside builds
  /// and renders (when this code runs on it), and while `collector` was collecting, in the
  /// order it was queued.
  static func runQueuedMainWork(in root: View, _ collector: QueuedMainWork) {
    var items = collector.take() + QueuedMainWork.takeMainQueues()
    var stack = [root]
    while let view = stack.popLast() {
      items += view.queuedMainWork
      view.queuedMainWork = []
      stack += view.subviews
    }
    for item in items.sorted(by: { $0.order < $1.order }) { item.claim()?() }
  }
}
