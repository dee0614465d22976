import Foundation

#if !canImport(ObjectiveC)
  extension UserDefaults {
    /// Stores `value` for `key` by key-value coding (`setValue(_:forKey:)`), which
    /// `UserDefaults` answers on iOS as ``set(_:forKey:)``; Foundation here has no
    /// key-value coding.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

    /// The value stored for `key` (`value(forKey:)`), as ``object(forKey:)`` gives it.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
  }
#endif
