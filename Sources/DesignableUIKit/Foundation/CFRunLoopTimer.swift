import Foundation

#if !canImport(Darwin)
  /// Core Foundation's run-loop timer (`CFRunLoopTimer`). Darwin bridges it toll-free to
  /// `Timer`, so UIKit code returns one as the other (`-> Timer!`); here it is the same class.
  public typealias CFRunLoopTimer = Timer

  /// Core Foundation's run loop (`CFRunLoop`), here Foundation's `RunLoop`.
  public typealias CFRunLoop = RunLoop

  /// The name of a run-loop mode (`CFRunLoopMode`), here Foundation's `RunLoop.Mode`.
  public typealias CFRunLoopMode = RunLoop.Mode

  /// Core Foundation's signed count (`CFIndex`).
  public typealias CFIndex = Int

  /// Core Foundation's option bits (`CFOptionFlags`).
  public typealias CFOptionFlags = UInt

  /// A Core Foundation memory allocator. Code passes only `kCFAllocatorDefault`, which is
  /// `NULL` on Darwin too, so the type has no values.
  public enum CFAllocator {}

  /// The default allocator (`kCFAllocatorDefault`): `nil`, as on Darwin. Disfavoured, so that a
  /// file that also imports Core Foundation reads its own.
  @_disfavoredOverload
  public var kCFAllocatorDefault: CFAllocator! { nil }

  extension RunLoop.Mode {
    /// The common modes (`CFRunLoopMode.commonModes`, `kCFRunLoopCommonModes`).
    public static var commonModes: RunLoop.Mode { .common }

    /// The default mode (`CFRunLoopMode.defaultMode`, `kCFRunLoopDefaultMode`).
    public static var defaultMode: RunLoop.Mode { .default }
  }

  /// A timer that first fires at `fireDate` (seconds since 2001, as `CFAbsoluteTimeGetCurrent()`
  /// returns) and then every `interval` seconds, or once when `interval` is 0
  /// (`CFRunLoopTimerCreateWithHandler`). Like Core Foundation's, it is not scheduled until
  /// `CFRunLoopAddTimer` adds it to a run loop. `flags` and `order` are ignored, as on Darwin.
  @_disfavoredOverload
  public func CFRunLoopTimerCreateWithHandler(
    _ allocator: CFAllocator!, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
    _ flags: CFOptionFlags, _ order: CFIndex, _ block: ((CFRunLoopTimer?) -> Void)!
  ) -> CFRunLoopTimer! {
    // Core Foundation's block is not `@Sendable`; like Darwin's, the timer calls it on the
    // thread whose run loop it is added to.
    nonisolated(unsafe) let handler = block
    return Timer(
      fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: max(interval, 0),
      repeats: interval > 0
    ) { timer in handler?(timer) }
  }

  /// The current thread's run loop (`CFRunLoopGetCurrent`).
  @_disfavoredOverload
  public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }

  /// The main thread's run loop (`CFRunLoopGetMain`).
  @_disfavoredOverload
  public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }

  /// Schedules `timer` on `runLoop` in `mode` (`CFRunLoopAddTimer`); it fires only while that
  /// run loop runs.
  @_disfavoredOverload
  public func CFRunLoopAddTimer(
    _ runLoop: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!
  ) {
    guard let runLoop, let timer, let mode else { return }
    runLoop.add(timer, forMode: mode)
  }

  /// Stops `timer` for good (`CFRunLoopTimerInvalidate`).
  @_disfavoredOverload
  public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) { timer?.invalidate() }
#endif
