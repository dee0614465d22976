import Foundation

/// A change told to a key-path observation's handler (`NSKeyValueObservedChange`): the
/// values before and after, as the observation's options ask.
public struct KeyValueObservedChange<Value> {
  /// Always ``KeyValueChange/setting`` here.
  public let kind: KeyValueChange
  /// The value after the change, with ``KeyValueObservingOptions/new``.
  public let newValue: Value?
  /// The value before the change, with ``KeyValueObservingOptions/old``.
  public let oldValue: Value?
  /// The indexes of a collection's change; never set here.
  public let indexes: IndexSet?
  /// Whether this call comes before the change (``KeyValueObservingOptions/prior``).
  public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)` (`NSKeyValueObservation`): the
/// handler is called until the observation is invalidated or goes away.
public final class KeyValueObservation {
  private let key: String?
  private let options: KeyValueObservingOptions
  private let stop: (KeyValueObservation, String) -> Void
  /// Called with whether the change is still to come.
  private let handler: (_ isPrior: Bool, _ old: Any?) -> Any?
  /// The value read before the change under way, for its `oldValue`.
  private var pendingOld: Any?
  private var isValid = true

  init(
    key: String?, options: KeyValueObservingOptions,
    stop: @escaping (KeyValueObservation, String) -> Void,
    handler: @escaping (_ isPrior: Bool, _ old: Any?) -> Any?
  ) {
    self.key = key
    self.options = options
    self.stop = stop
    self.handler = handler
  }

  deinit { invalidate() }

  /// Stops the observation: the handler is not called again.
  public func invalidate() {
    guard isValid else { return }
    isValid = false
    if let key { stop(self, key) }
  }

  /// Told by the observed object: before a change, reads the old value (and calls the
  /// handler when the options ask for `prior`); after it, calls the handler.
  func told(isPrior: Bool) {
    guard isValid else { return }
    if isPrior {
      pendingOld = handler(true, nil)
    } else {
      let old = pendingOld
      pendingOld = nil
      _ = handler(false, old)
    }
  }

  /// Starts observing `keyPath` of `object` under the string key that its setters tell.
  static func start<Object: AnyObject, Value>(
    _ object: Object, keyPath: KeyPath<Object, Value>, key: String?,
    options: KeyValueObservingOptions,
    register: (KeyValueObservation, String) -> Void,
    stop: @escaping (KeyValueObservation, String) -> Void,
    changeHandler: @escaping (Object, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    weak var weakObject = object
    let observation = KeyValueObservation(key: key, options: options, stop: stop) {
      isPrior, old in
      guard let object = weakObject else { return nil }
      let now = object[keyPath: keyPath]
      if isPrior {
        if options.contains(.prior) {
          changeHandler(
            object,
            KeyValueObservedChange(
              kind: .setting, newValue: nil, oldValue: options.contains(.old) ? now : nil,
              indexes: nil, isPrior: true))
        }
        return now
      }
      changeHandler(
        object,
        KeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? now : nil,
          oldValue: options.contains(.old) ? old as? Value : nil, indexes: nil, isPrior: false))
      return nil
    }
    if options.contains(.initial) {
      changeHandler(
        object,
        KeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? object[keyPath: keyPath] : nil,
          oldValue: nil, indexes: nil, isPrior: false))
    }
    if let key { register(observation, key) }
    return observation
  }
}

/// What views and layers share for observing by Swift key path.
public protocol KeyPathObservable: AnyObject {
  /// The string key whose changes `keyPath` follows, when its first property is one that
  /// tells observers (`\.bounds`, `\.bounds.size.width`); `nil` for others, whose
  /// observations are told only their `initial` call.
  static func observedKey(for keyPath: AnyKeyPath) -> String?
}

extension KeyPathObservable {
  /// Whether `keyPath` is `property`, or a path into its geometry (`\.bounds.size.width`).
  static func keyPath<T>(_ keyPath: AnyKeyPath, follows property: KeyPath<Self, T>) -> Bool {
    if keyPath == property { return true }
    let further: [AnyKeyPath] =
      if T.self == CGRect.self {
        [
          \CGRect.size, \CGRect.size.width, \CGRect.size.height, \CGRect.origin,
          \CGRect.origin.x, \CGRect.origin.y, \CGRect.width, \CGRect.height, \CGRect.minX,
          \CGRect.midX, \CGRect.maxX, \CGRect.minY, \CGRect.midY, \CGRect.maxY,
        ]
      } else if T.self == CGPoint.self {
        [\CGPoint.x, \CGPoint.y]
      } else {
        []
      }
    return further.contains { (property as AnyKeyPath).appending(path: $0) == keyPath }
  }
}

extension KeyPathObservable where Self: View {
  /// Observes `keyPath` (`observe(_:options:changeHandler:)`): `changeHandler` is called
  /// with the view and the change while the returned observation lives. A view's `frame`,
  /// `bounds`, `center`, `transform`, `alpha`, `isHidden` and `backgroundColor`, and paths
  /// through them, are followed; other paths get only their `initial` call.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    KeyValueObservation.start(
      self, keyPath: keyPath, key: Self.observedKey(for: keyPath), options: options,
      register: { [weak self] in
        self?.addObserver($0, forKeyPath: $1, options: .prior, context: nil)
      },
      stop: { [weak self] in self?.removeObserver($0, forKeyPath: $1) },
      changeHandler: changeHandler)
  }

  public static func observedKey(for keyPath: AnyKeyPath) -> String? {
    if Self.keyPath(keyPath, follows: \Self.frame) { return "frame" }
    if Self.keyPath(keyPath, follows: \Self.bounds) { return "bounds" }
    if Self.keyPath(keyPath, follows: \Self.center) { return "center" }
    if keyPath == \Self.transform { return "transform" }
    if keyPath == \Self.alpha { return "alpha" }
    if keyPath == \Self.isHidden { return "hidden" }
    if keyPath == \Self.backgroundColor { return "backgroundColor" }
    return nil
  }
}

extension KeyPathObservable where Self: Layer {
  /// Observes `keyPath` (`observe(_:options:changeHandler:)`): `changeHandler` is called
  /// with the layer and the change while the returned observation lives. A layer's `bounds`
  /// and `position`, and paths through them, are followed; other paths get only their
  /// `initial` call.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    KeyValueObservation.start(
      self, keyPath: keyPath, key: Self.observedKey(for: keyPath), options: options,
      register: { [weak self] in
        self?.addObserver($0, forKeyPath: $1, options: .prior, context: nil)
      },
      stop: { [weak self] in self?.removeObserver($0, forKeyPath: $1) },
      changeHandler: changeHandler)
  }

  public static func observedKey(for keyPath: AnyKeyPath) -> String? {
    if Self.keyPath(keyPath, follows: \Self.bounds) { return "bounds" }
    if Self.keyPath(keyPath, follows: \Self.position) { return "position" }
    return nil
  }
}

extension View: KeyPathObservable {}
extension Layer: KeyPathObservable {}
