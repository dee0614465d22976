import Foundation

#if !canImport(ObjectiveC)
  /// What `objc_sync_enter(_:)` and `objc_sync_exit(_:)` return when they succeed.
  public let OBJC_SYNC_SUCCESS: Int32 = 0

  /// Enters the critical section that `object` guards, as the Objective-C runtime's function
  /// of this name does (`@synchronized`); a thread may enter again before it exits. Here one
  /// recursive lock guards every object, which excludes at least what the runtime excludes.
  @discardableResult
  public func objc_sync_enter(_ object: Any) -> Int32 {
    objectSynchronizationLock.lock()
    return OBJC_SYNC_SUCCESS
  }

  /// Leaves the critical section that `objc_sync_enter(_:)` entered for `object`.
  @discardableResult
  public func objc_sync_exit(_ object: Any) -> Int32 {
    objectSynchronizationLock.unlock()
    return OBJC_SYNC_SUCCESS
  }

  private let objectSynchronizationLock = NSRecursiveLock()
#endif
