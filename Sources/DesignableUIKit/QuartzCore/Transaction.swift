#if !canImport(Darwin)
  /// Groups layer changes (`CATransaction`). Changes apply at once, since a render shows
  /// model values; `setDisableActions` and the duration are stored, and a completion block
  /// runs when its transaction's `commit()` is reached (at once outside a transaction).
  /// Transactions nest per thread, as Core Animation's do.
  public final class CATransaction {
    /// The key of this thread's open transactions in its thread dictionary.
    private static let stackKey = "Designable.CATransaction.stack"
    private static let implicitKey = "Designable.CATransaction.implicit"

    private static var stack: [Frame] {
      get { Thread.current.threadDictionary[stackKey] as? [Frame] ?? [] }
      set { Thread.current.threadDictionary[stackKey] = newValue }
    }

    private static var implicit: Frame {
      get { Thread.current.threadDictionary[implicitKey] as? Frame ?? Frame() }
      set { Thread.current.threadDictionary[implicitKey] = newValue }
    }

    private struct Frame {
      var disableActions = false
      var duration: CFTimeInterval = 0.25
      var timingFunction: CAMediaTimingFunction?
      var completions: [() -> Void] = []
    }

    private static var top: Frame {
      get { stack.last ?? implicit }
      set {
        if stack.isEmpty { implicit = newValue } else { stack[stack.count - 1] = newValue }
      }
    }

    public static func begin() { stack.append(Frame()) }

    /// Ends the innermost transaction and runs its completion blocks.
    public static func commit() {
      guard let frame = stack.popLast() else { return }
      for block in frame.completions { block() }
    }

    /// Commits nothing here: changes are already applied (`flush()`).
    public static func flush() {}

    public static func setDisableActions(_ flag: Bool) { top.disableActions = flag }
    public static func disableActions() -> Bool { top.disableActions }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { top.duration = duration }
    public static func animationDuration() -> CFTimeInterval { top.duration }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
      top.timingFunction = function
    }

    public static func animationTimingFunction() -> CAMediaTimingFunction? { top.timingFunction }

    /// Runs `block` when the current transaction commits; at once outside one.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
      guard let block else { return }
      guard !stack.isEmpty else { return block() }
      top.completions.append(block)
    }
  }

  /// The current time in seconds (`CACurrentMediaTime()`), from the system's monotonic clock.
  public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
  }
#endif
