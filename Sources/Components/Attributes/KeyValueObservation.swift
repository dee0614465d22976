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
  /// Whether this call comes before the change; never here (see ``KeyValueObservation``).
  public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)` (`NSKeyValueObservation`): the
/// handler is called until the observation is invalidated or goes away.
///
/// Without the Objective-C runtime a Swift key path has no string key, so the observation
/// hears every change its object tells observers of and reads the value at its path before
/// and after: the handler is called when that value changed (always, for a value that is
/// not `Equatable`). Paths into a property (`\.bounds.size.width`) and properties a
/// component overrides work alike; `.prior` calls are not made.
public final class KeyValueObservation: NSObject {
  private let stop: (KeyValueObservation) -> Void
  /// Reads the value at the path (before a change); with the value read before, calls the
  /// handler when it changed (after it).
  private let read: () -> Any?
  private let tell: (_ old: Any?) -> Void
  /// The values read before the changes under way, innermost last.
  private var pendingOld: [Any?] = []
  private var isValid = true

  init(
    stop: @escaping (KeyValueObservation) -> Void, read: @escaping () -> Any?,
    tell: @escaping (_ old: Any?) -> Void
  ) {
    self.stop = stop
    self.read = read
    self.tell = tell
    super.init()
  }

  deinit { invalidate() }

  /// Stops the observation: the handler is not called again.
  public func invalidate() {
    guard isValid else { return }
    isValid = false
    stop(self)
  }

  /// Told by the observed object before a change (reads the value) and after it.
  func told(isPrior: Bool) {
    guard isValid else { return }
    if isPrior {
      pendingOld.append(read())
    } else if let old = pendingOld.popLast() {
      tell(old)
    }
  }

  /// Starts observing `keyPath` of `object`, through its `register` and `stop`.
  static func start<Object: AnyObject, Value>(
    _ object: Object, keyPath: KeyPath<Object, Value>, options: KeyValueObservingOptions,
    register: (KeyValueObservation) -> Void, stop: @escaping (KeyValueObservation) -> Void,
    changeHandler: @escaping (Object, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    weak let weakObject = object
    let observation = KeyValueObservation(
      stop: stop, read: { weakObject.map { $0[keyPath: keyPath] } },
      tell: { old in
        guard let object = weakObject, let old = old as? Value else { return }
        let now = object[keyPath: keyPath]
        if let equatable = now as? any Equatable, equatable.isEqual(to: old) { return }
        changeHandler(
          object,
          KeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? now : nil,
            oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
      })
    if options.contains(.initial) {
      changeHandler(
        object,
        KeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? object[keyPath: keyPath] : nil,
          oldValue: nil, indexes: nil, isPrior: false))
    }
    register(observation)
    return observation
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// Objects observed by Swift key path (`observe(_:options:changeHandler:)`): views and
/// layers, which tell observers by string key.
public protocol KeyPathObservable: AnyObject {
  func addObserver(
    _ observer: AnyObject, forKeyPath keyPath: String, options: KeyValueObservingOptions,
    context: UnsafeMutableRawPointer?)
  func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String)
}

extension KeyPathObservable {
  /// Observes `keyPath` (`observe(_:options:changeHandler:)`): `changeHandler` is called
  /// with the object and the change each time the value there changes by a set that tells
  /// observers (see ``KeyValueObservation``), while the returned observation lives.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: KeyValueObservingOptions = [],
    changeHandler: @escaping (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    KeyValueObservation.start(
      self, keyPath: keyPath, options: options,
      register: {
        addObserver($0, forKeyPath: KeyValueObservers.everyKey, options: .prior, context: nil)
      },
      stop: { [weak self] in self?.removeObserver($0, forKeyPath: KeyValueObservers.everyKey) },
      changeHandler: changeHandler)
  }
}

extension View: KeyPathObservable {}
extension Layer: KeyPathObservable {}
