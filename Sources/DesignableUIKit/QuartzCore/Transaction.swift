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
      var values: [String: Any?] = [:]
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

    /// Sets one of the transaction's properties by its key, as the setters above do
    /// (`setValue(true, forKey: kCATransactionDisableActions)`); other keys are stored.
    public static func setValue(_ value: Any?, forKey key: String) {
      switch key {
      case kCATransactionDisableActions:
        setDisableActions((value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false)
      case kCATransactionAnimationDuration:
        if let seconds = (value as? Double) ?? (value as? NSNumber)?.doubleValue {
          setAnimationDuration(seconds)
        }
      case kCATransactionAnimationTimingFunction:
        setAnimationTimingFunction(value as? CAMediaTimingFunction)
      case kCATransactionCompletionBlock:
        setCompletionBlock(value as? () -> Void)
      default:
        top.values[key] = value
      }
    }

    /// One of the transaction's properties by its key; `nil` for a key never set.
    public static func value(forKey key: String) -> Any? {
      switch key {
      case kCATransactionDisableActions: disableActions()
      case kCATransactionAnimationDuration: animationDuration()
      case kCATransactionAnimationTimingFunction: animationTimingFunction()
      case kCATransactionCompletionBlock: nil
      default: top.values[key] ?? nil
      }
    }
  }

  /// The key of a transaction's `disableActions()`, for `CATransaction.setValue(_:forKey:)`.
  public let kCATransactionDisableActions = "disableActions"
  /// The key of a transaction's `animationDuration()`.
  public let kCATransactionAnimationDuration = "animationDuration"
  /// The key of a transaction's `animationTimingFunction()`.
  public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
  /// The key of a transaction's completion block.
  public let kCATransactionCompletionBlock = "completionBlock"

  /// The current time in seconds (`CACurrentMediaTime()`), from the system's monotonic clock.
  public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
  }
#endif
