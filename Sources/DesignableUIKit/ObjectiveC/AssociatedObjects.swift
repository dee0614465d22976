import Foundation

#if !canImport(ObjectiveC)
  /// How `objc_setAssociatedObject(_:_:_:_:)` holds a value, as the Objective-C runtime names
  /// it. `OBJC_ASSOCIATION_ASSIGN` holds an object weakly (the runtime keeps an unretained
  /// pointer); every other policy holds the value strongly. Without the runtime there is no
  /// copying, so the copy policies keep the value itself, which for Swift values is a copy.
  // swift-format-ignore: TypeNamesShouldBeCapitalized
  public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
  }

  /// The value associated with `object` under `key`, or `nil`, as the Objective-C runtime's
  /// function of this name returns it (extensions keep stored properties this way).
  public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(of: object as AnyObject, for: key)
  }

  /// Associates `value` with `object` under `key` (`nil` removes it), as the Objective-C
  /// runtime's function of this name does. The value is let go once `object` has gone away.
  public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
  ) {
    AssociatedObjects.shared.set(value, of: object as AnyObject, for: key, policy: policy)
  }

  /// Removes every value associated with `object`.
  public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(of: object as AnyObject)
  }

  /// The values associated with objects, by object identity and then by key. An entry
  /// remembers its object weakly, so an entry whose object has gone (and whose identity a
  /// new object may reuse) is dropped rather than handed out.
  final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private final class Entry {
      weak var owner: AnyObject?
      var values: [UnsafeRawPointer: Held] = [:]
      init(owner: AnyObject) { self.owner = owner }
    }

    private enum Held {
      case strong(Any)
      case weak(WeakReference)

      var value: Any? {
        switch self {
        case .strong(let value): value
        case .weak(let reference): reference.object
        }
      }
    }

    private final class WeakReference {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func value(of object: AnyObject, for key: UnsafeRawPointer) -> Any? {
      lock.withLock {
        liveEntry(of: object)?.values[key]?.value
      }
    }

    func set(
      _ value: Any?, of object: AnyObject, for key: UnsafeRawPointer,
      policy: objc_AssociationPolicy
    ) {
      let released: ([Entry], Held?) = lock.withLock {
        let dead = dropEntriesOfObjectsThatWent()
        let entry = liveEntry(of: object) ?? Entry(owner: object)
        entries[ObjectIdentifier(object)] = entry
        let replaced = entry.values.removeValue(forKey: key)
        if let value {
          let isObject = type(of: value) is AnyClass
          entry.values[key] =
            policy == .OBJC_ASSOCIATION_ASSIGN && isObject
            ? .weak(WeakReference(value as AnyObject)) : .strong(value)
        }
        return (dead, replaced)
      }
      // Values are let go outside the lock: a deinit may use associated objects itself.
      withExtendedLifetime(released) {}
    }

    func removeAll(of object: AnyObject) {
      let removed: Entry? = lock.withLock {
        entries.removeValue(forKey: ObjectIdentifier(object))
      }
      withExtendedLifetime(removed) {}
    }

    private func liveEntry(of object: AnyObject) -> Entry? {
      guard let entry = entries[ObjectIdentifier(object)] else { return nil }
      return entry.owner === object ? entry : nil
    }

    /// Removes the entries whose objects have gone and hands them back to be released.
    private func dropEntriesOfObjectsThatWent() -> [Entry] {
      let gone = entries.filter { $0.value.owner == nil }
      for key in gone.keys { entries[key] = nil }
      return Array(gone.values)
    }
  }
#endif
