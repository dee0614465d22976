import Foundation

extension NSAttributedString.Key {
  /// `value as? [NSAttributedString.Key: Value]` as Apple platforms answer it.
  ///
  /// There an `NSDictionary`, or a dictionary keyed by strings, whose keys are attribute
  /// names casts to a dictionary keyed by attributes (`NSDictionary(object: font, forKey:
  /// NSAttributedString.Key.font as NSCopying) as? [NSAttributedString.Key: AnyObject]`).
  /// Linux's Foundation keeps such keys as strings and cannot cast a string to an attribute
  /// key, so the cast gives `nil` and the attributes are lost; `DesignableAdapterPlugin`
  /// reads such a cast as this call. `nil` when `value` is not a dictionary, when a key is
  /// not a string or an attribute key, or when a value is not a `Value`, as the cast.
  public static func dictionary<Value>(
    castFrom value: Any?, values: Value.Type
  ) -> [NSAttributedString.Key: Value]? {
    guard let value else { return nil }
    if let keyed = value as? [NSAttributedString.Key: Value] { return keyed }
    let entries: [(key: Any, value: Any)]
    if let dictionary = value as? [AnyHashable: Any] {
      entries = dictionary.map { ($0.key.base, $0.value) }
    } else if let dictionary = value as? NSDictionary {
      var pairs: [(key: Any, value: Any)] = []
      dictionary.enumerateKeysAndObjects(options: []) { key, value, _ in
        pairs.append((key, value))
      }
      entries = pairs
    } else {
      return nil
    }
    var keyed: [NSAttributedString.Key: Value] = [:]
    for entry in entries {
      guard let name = attributeName(entry.key), let element = entry.value as? Value else {
        return nil
      }
      keyed[NSAttributedString.Key(rawValue: name)] = element
    }
    return keyed
  }

  /// The attribute a dictionary's key names: a string, an `NSString` or an attribute key.
  private static func attributeName(_ key: Any) -> String? {
    if let key = key as? NSAttributedString.Key { return key.rawValue }
    if let string = key as? String { return string }
    if let string = key as? NSString { return string.description }
    return nil
  }
}
