#if canImport(Observation)
  import Observation
#endif

extension View {
  /// Asks for ``updateProperties()`` in the next layout pass (`setNeedsUpdateProperties()`).
  public func setNeedsUpdateProperties() {
    propertiesPending = true
    setNeedsLayout()
  }

  /// Runs ``updateProperties()`` now if it is pending (`updatePropertiesIfNeeded()`),
  /// following what it reads of `@Observable` values: a change of one makes it pending again.
  public func updatePropertiesIfNeeded() {
    guard propertiesPending else { return }
    propertiesPending = false
    #if canImport(Observation)
      let view = WeakView(self)
      withObservationTracking(updateProperties) { view.object?.setNeedsUpdateProperties() }
    #else
      updateProperties()
    #endif
  }
}

/// A view held weakly by a closure that Observation may call from any thread (it is called
/// where the observed value changes, which here is the thread that renders).
private final class WeakView: @unchecked Sendable {
  weak var object: View?
  init(_ object: View) { self.object = object }
}
