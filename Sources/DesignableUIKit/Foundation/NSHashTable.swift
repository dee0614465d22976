import Foundation

#if !canImport(ObjectiveC)
  /// Foundation's `NSHashTable`, which Foundation lacks off Apple platforms: a set of objects
  /// compared by identity, holding them strongly or weakly. A weakly held object that goes
  /// away leaves the table.
  public final class NSHashTable<ObjectType: AnyObject> {
    private var strong: [ObjectIdentifier: ObjectType] = [:]
    private var weak: [ObjectIdentifier: WeakBox] = [:]
    private let holdsWeakly: Bool
    private var order: [ObjectIdentifier] = []

    private final class WeakBox {
      weak var object: ObjectType?
      init(_ object: ObjectType) { self.object = object }
    }

    /// A table holding its objects as `options` says (`.weakMemory` or strongly).
    public init(options: NSPointerFunctions.Options = []) {
      holdsWeakly = options.contains(.weakMemory)
    }

    /// A table holding its objects weakly.
    public static func weakObjects() -> NSHashTable<ObjectType> {
      NSHashTable(options: .weakMemory)
    }

    public func add(_ object: ObjectType?) {
      guard let object else { return }
      let key = ObjectIdentifier(object)
      guard !contains(object) else { return }
      if holdsWeakly { weak[key] = WeakBox(object) } else { strong[key] = object }
      order.removeAll { $0 == key }
      order.append(key)
    }

    public func remove(_ object: ObjectType?) {
      guard let object else { return }
      let key = ObjectIdentifier(object)
      strong[key] = nil
      weak[key] = nil
      order.removeAll { $0 == key }
    }

    public func removeAllObjects() {
      strong.removeAll()
      weak.removeAll()
      order.removeAll()
    }

    public func contains(_ object: ObjectType?) -> Bool {
      guard let object else { return false }
      let key = ObjectIdentifier(object)
      return holdsWeakly ? weak[key]?.object === object : strong[key] != nil
    }

    /// The objects still held, in the order they were added.
    public var allObjects: [ObjectType] {
      order.compactMap { holdsWeakly ? weak[$0]?.object : strong[$0] }
    }

    public var count: Int { allObjects.count }

    public var anyObject: ObjectType? { allObjects.first }
  }
#endif
