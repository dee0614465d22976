#if !canImport(QuartzCore)
  /// Groups layer changes (`CATransaction`). Changes apply at once, since a render shows
  /// model values; `setDisableActions` and the duration are stored, and a completion block
  /// runs when the outermost `commit()` is reached (or at once outside a transaction).
  public final class CATransaction {
    nonisolated(unsafe) private static var stack: [Frame] = []
    nonisolated(unsafe) private static var implicit = Frame()

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

    /// Runs any pending completion blocks of the implicit transaction.
    public static func flush() {
      let blocks = implicit.completions
      implicit.completions = []
      for block in blocks { block() }
    }

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
      if stack.isEmpty { return block() }
      top.completions.append(block)
    }
  }

  /// The current time in seconds (`CACurrentMediaTime()`), from the system's monotonic clock.
  public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
  }
#endif
