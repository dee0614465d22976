import Components
import Dispatch
import Foundation

extension DispatchQueue {
  /// `DispatchQueue.main.async` as `DesignableAdapterPlugin` adapts it: work a component
  /// queues for the main thread, run before its picture as a device runs it before the
  /// view's next frame.
  ///
  /// Work queued while a view is built or rendered runs before the render's next layout
  /// pass, on the rendering thread, in the order queued. Work queued on the main thread
  /// elsewhere (an XCTest test's own `init(frame:)` call) runs before the next render on the
  /// main thread, or on this queue if that comes first, never twice; work queued on another
  /// thread elsewhere runs on this queue. The group, when given, is entered now and left
  /// once the work has run.
  public func asyncBeforeNextFrame(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void
  ) {
    queueBeforeNextFrame(group: group, qos: qos, flags: flags, work)
  }

  /// `DispatchQueue.main.async(execute: workItem)` as `DesignableAdapterPlugin` adapts it:
  /// the item runs as ``asyncBeforeNextFrame(group:qos:flags:execute:)`` runs work, unless it
  /// is cancelled first.
  public func asyncBeforeNextFrame(execute workItem: DispatchWorkItem) {
    queueBeforeNextFrame(group: nil, qos: .unspecified, flags: []) {
      if !workItem.isCancelled { workItem.perform() }
    }
  }

  private func queueBeforeNextFrame(
    group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    _ work: @escaping () -> Void
  ) {
    group?.enter()
    let queued = QueuedMainWork.queue {
      work()
      group?.leave()
    }
    guard !queued.owned else { return }
    let item = queued.item
    async(qos: qos, flags: flags) { QueuedMainWork.runIfUnclaimed(item) }
  }
}
