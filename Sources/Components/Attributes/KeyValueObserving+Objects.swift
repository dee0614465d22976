import Foundation

// Key-value observing by string key on views and layers (`addObserver(_:forKeyPath:…)`), as
// Foundation gives every `NSObject` on iOS. Observers are told when a view's `frame`,
// `bounds`, `center`, `transform`, `alpha`, `isHidden` (key `hidden`) or `backgroundColor`,
// or a layer's `bounds` or `position`, is set, when any key is set by
// key-value coding (`setValue(_:forKey:)`, a storyboard's runtime attributes), and between
// `willChangeValue(forKey:)` and `didChangeValue(forKey:)`. Only single keys are observed;
// a dotted key path is told only its `initial` call.

extension View {
  /// Registers `observer` to be told, by its `observeValue(forKeyPath:of:change:context:)`,
  /// when the property named `keyPath` changes. The observer is not retained.
  public func addObserver(
    _ observer: AnyObject, forKeyPath keyPath: String,
    options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
  ) {
    let observers = keyValueObservers ?? KeyValueObservers()
    keyValueObservers = observers
    observers.add(observer, keyPath: keyPath, options: options, context: context)
    observers.tellInitial(keyPath, of: self) { observedValue(forKey: keyPath) }
  }

  /// Stops telling `observer` of `keyPath`; a registration never made is ignored (where
  /// Foundation raises an exception).
  public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
    keyValueObservers?.remove(observer, keyPath: keyPath)
  }

  /// Stops telling `observer` of `keyPath` for the registration made with `context`.
  public func removeObserver(
    _ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    keyValueObservers?.remove(observer, keyPath: keyPath, context: .some(context))
  }

  /// Tells observers of `key` that asked for it (`.prior`) that it is about to change, and
  /// keeps its value for the change's `oldKey`.
  public func willChangeValue(forKey key: String) {
    keyValueObservers?.willChange(key, of: self) { observedValue(forKey: key) }
  }

  /// Tells observers of `key` that it changed.
  public func didChangeValue(forKey key: String) {
    keyValueObservers?.didChange(key, of: self) { observedValue(forKey: key) }
  }

  /// The keys whose setters tell observers themselves.
  static let keysTellingObservers: Set<String> = [
    "frame", "bounds", "center", "transform", "alpha", "hidden", "backgroundColor",
  ]

  /// Runs `change` between ``willChangeValue(forKey:)`` and ``didChangeValue(forKey:)``
  /// when `key` has observers.
  func notifyingObservers(of key: String, _ change: () -> Void) {
    guard keyValueObservers != nil else { return change() }
    willChangeValue(forKey: key)
    change()
    didChangeValue(forKey: key)
  }

  /// The value an observer of `key` is given: the property's, geometry boxed in `NSValue`;
  /// `nil` for a key the view has no property for.
  private func observedValue(forKey key: String) -> Any? {
    guard let property = KeyValueCoding.property(key, of: self) else { return nil }
    return KeyValueObservers.boxed(property.read(self))
  }
}

extension Layer {
  /// Registers `observer` to be told, by its `observeValue(forKeyPath:of:change:context:)`,
  /// when the property named `keyPath` changes. The observer is not retained.
  public func addObserver(
    _ observer: AnyObject, forKeyPath keyPath: String,
    options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
  ) {
    let observers = keyValueObservers ?? KeyValueObservers()
    keyValueObservers = observers
    observers.add(observer, keyPath: keyPath, options: options, context: context)
    observers.tellInitial(keyPath, of: self) { observedValue(forKey: keyPath) }
  }

  /// Stops telling `observer` of `keyPath`; a registration never made is ignored.
  public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
    keyValueObservers?.remove(observer, keyPath: keyPath)
  }

  /// Stops telling `observer` of `keyPath` for the registration made with `context`.
  public func removeObserver(
    _ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    keyValueObservers?.remove(observer, keyPath: keyPath, context: .some(context))
  }

  /// Tells observers of `key` that asked for it (`.prior`) that it is about to change, and
  /// keeps its value for the change's `oldKey`.
  public func willChangeValue(forKey key: String) {
    keyValueObservers?.willChange(key, of: self) { observedValue(forKey: key) }
  }

  /// Tells observers of `key` that it changed.
  public func didChangeValue(forKey key: String) {
    keyValueObservers?.didChange(key, of: self) { observedValue(forKey: key) }
  }

  private func observedValue(forKey key: String) -> Any? {
    KeyValueObservers.boxed(value(forKey: key))
  }
}
