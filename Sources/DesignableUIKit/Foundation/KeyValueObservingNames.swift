import Components

#if !canImport(ObjectiveC)
  /// Foundation's names for key-value observing by string key, which Linux's Foundation
  /// lacks: views and layers take observers (`addObserver(_:forKeyPath:options:context:)`)
  /// and tell them in `observeValue(forKeyPath:of:change:context:)`; `observe(_:options:changeHandler:)`
  /// follows a Swift key path.
  public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
  public typealias NSKeyValueChange = KeyValueChange
  public typealias NSKeyValueChangeKey = KeyValueChangeKey
  public typealias NSKeyValueObservation = KeyValueObservation
  public typealias NSKeyValueObservedChange = KeyValueObservedChange
#endif
