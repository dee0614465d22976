import Foundation

#if canImport(ObjectiveC)
  /// What an observer registered by key is told: Foundation's options.
  public typealias KeyValueObservingOptions = NSKeyValueObservingOptions
  /// The kind of a change an observer is told of: Foundation's.
  public typealias KeyValueChange = NSKeyValueChange
  /// A key of the change an observer receives: Foundation's.
  public typealias KeyValueChangeKey = NSKeyValueChangeKey
#else
  /// What an observer registered by key is told (`NSKeyValueObservingOptions`): the new value,
  /// the old one, a first call at registration (`initial`), and a call before each change as
  /// well as after it (`prior`).
  public struct KeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change holds the value after it (`newKey`).
    public static let new = KeyValueObservingOptions(rawValue: 1)
    /// The change holds the value before it (`oldKey`).
    public static let old = KeyValueObservingOptions(rawValue: 2)
    /// The observer is told once at registration, with the value then as the new one.
    public static let initial = KeyValueObservingOptions(rawValue: 4)
    /// The observer is told before each change too (`notificationIsPriorKey` is `true`).
    public static let prior = KeyValueObservingOptions(rawValue: 8)
  }

  /// The kind of a change an observer is told of (`NSKeyValueChange`): a property set here is
  /// always a `.setting`.
  public enum KeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion, removal, replacement
  }

  /// A key of the change an observer receives (`NSKeyValueChangeKey`).
  public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The change's ``KeyValueChange`` raw value (`UInt`).
    public static let kindKey = KeyValueChangeKey("kind")
    /// The value after the change.
    public static let newKey = KeyValueChangeKey("new")
    /// The value before the change.
    public static let oldKey = KeyValueChangeKey("old")
    /// The indexes of a collection's change; never set here.
    public static let indexesKey = KeyValueChangeKey("indexes")
    /// `true` in the call made before a change (``KeyValueObservingOptions/prior``).
    public static let notificationIsPriorKey = KeyValueChangeKey("notificationIsPrior")
  }
#endif

/// The observers registered on one view or layer by key, and the old values kept between
/// `willChangeValue(forKey:)` and `didChangeValue(forKey:)`.
///
/// An observer is told by its `observeValue(forKeyPath:of:change:context:)`, which views,
/// view controllers and layers declare; it is held weakly, as Foundation's key-value
/// observing does not retain it.
package final class KeyValueObservers {
  struct Registration {
    weak var observer: AnyObject?
    let keyPath: String
    let options: KeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
  }

  private var registrations: [Registration] = []
  /// Old values by key, a stack for changes inside changes.
  private var pendingOldValues: [String: [Any?]] = [:]

  package init() {}

  package func add(
    _ observer: AnyObject, keyPath: String, options: KeyValueObservingOptions,
    context: UnsafeMutableRawPointer?
  ) {
    registrations.append(
      Registration(observer: observer, keyPath: keyPath, options: options, context: context))
  }

  /// Removes the latest registration of `observer` for `keyPath` (with `context`, when
  /// given); one that was never made is ignored.
  package func remove(
    _ observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?? = .none
  ) {
    let index = registrations.lastIndex { registration in
      registration.observer === observer && registration.keyPath == keyPath
        && (context.map { registration.context == $0 } ?? true)
    }
    if let index { registrations.remove(at: index) }
  }

  /// The key under which an observation hears every key's changes (Swift key-path
  /// observations, which compare the value at their path before and after).
  package static let everyKey = "\u{0}every key"

  private func live(for key: String) -> [Registration] {
    registrations.removeAll { $0.observer == nil }
    return registrations.filter { $0.keyPath == key || $0.keyPath == Self.everyKey }
  }

  /// Before `key` changes on `object`: keeps its old value when an observer asks for it,
  /// and tells those registered with ``KeyValueObservingOptions/prior``.
  package func willChange(
    _ key: String, of object: AnyObject, value: () -> Any?
  ) {
    let observing = live(for: key)
    guard !observing.isEmpty else { return }
    let wantsOld = observing.contains { !$0.options.isDisjoint(with: [.old, .prior]) }
    let old = wantsOld ? value() : nil
    pendingOldValues[key, default: []].append(old)
    for registration in observing where registration.options.contains(.prior) {
      var change: [KeyValueChangeKey: Any] = [
        .kindKey: KeyValueChange.setting.rawValue, .notificationIsPriorKey: true,
      ]
      if registration.options.contains(.old), let old { change[.oldKey] = old }
      Self.tell(registration, key: key, object: object, change: change)
    }
  }

  /// After `key` changed on `object`: tells every observer of it, with the old value kept by
  /// ``willChange(_:of:value:)`` and the new one as their options ask.
  package func didChange(_ key: String, of object: AnyObject, value: () -> Any?) {
    let observing = live(for: key)
    let old = pendingOldValues[key]?.popLast() ?? nil
    if pendingOldValues[key]?.isEmpty == true { pendingOldValues[key] = nil }
    guard !observing.isEmpty else { return }
    let new = observing.contains { $0.options.contains(.new) } ? value() : nil
    for registration in observing {
      var change: [KeyValueChangeKey: Any] = [.kindKey: KeyValueChange.setting.rawValue]
      if registration.options.contains(.old), let old { change[.oldKey] = old }
      if registration.options.contains(.new), let new { change[.newKey] = new }
      Self.tell(registration, key: key, object: object, change: change)
    }
  }

  /// Tells a new registration with ``KeyValueObservingOptions/initial`` the value now.
  package func tellInitial(_ key: String, of object: AnyObject, value: () -> Any?) {
    guard let registration = registrations.last, registration.options.contains(.initial)
    else { return }
    var change: [KeyValueChangeKey: Any] = [.kindKey: KeyValueChange.setting.rawValue]
    if registration.options.contains(.new), let new = value() { change[.newKey] = new }
    Self.tell(registration, key: key, object: object, change: change)
  }

  private static func tell(
    _ registration: Registration, key: String, object: AnyObject,
    change: [KeyValueChangeKey: Any]
  ) {
    switch registration.observer {
    case let responder as Responder:
      responder.observeValue(
        forKeyPath: key, of: object, change: change, context: registration.context)
    case let layer as Layer:
      layer.observeValue(forKeyPath: key, of: object, change: change, context: registration.context)
    case let observation as KeyValueObservation:
      observation.told(isPrior: change[.notificationIsPriorKey] as? Bool == true)
    default: break
    }
  }

  /// A geometry value boxed as key-value observing boxes it (`NSValue`); others as they are.
  package static func boxed(_ value: Any?) -> Any? {
    switch value {
    case let rect as CGRect: NSValue(rect: rect)
    case let point as CGPoint: NSValue(point: point)
    case let size as CGSize: NSValue(size: size)
    default: value
    }
  }
}
