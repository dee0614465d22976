import Foundation

extension Layer {
  /// The value at a dotted `keyPath` (`value(forKeyPath:)`): the first key's value, then the
  /// rest of the path in it, through layers (`mask.cornerRadius`), the fields of points,
  /// sizes and rectangles (`position.x`, `bounds.size.width`) and a transform's structure
  /// paths (`transform.rotation.z`, `transform.scale.x`, `transform.translation`), as
  /// key-value coding and Core Animation's structure paths read them; `nil` where the path
  /// leads nowhere.
  public func value(forKeyPath keyPath: String) -> Any? {
    let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let first = keys.first else { return nil }
    let start = value(forKey: first)
    if keys.count > 1, let transform = start as? Transform3D {
      return LayerKeyValueCoding.transform(
        transform, reading: keys.dropFirst().joined(separator: "."))
    }
    return keys.dropFirst().reduce(start) { value, key in
      value.flatMap { Self.field(key, of: $0) }
    }
  }

  /// The member `key` of a value met along a key path.
  private static func field(_ key: String, of value: Any) -> Any? {
    switch (value, key) {
    case (let layer as Layer, _): layer.value(forKey: key)
    case (let point as CGPoint, "x"): point.x
    case (let point as CGPoint, "y"): point.y
    case (let size as CGSize, "width"): size.width
    case (let size as CGSize, "height"): size.height
    case (let rect as CGRect, "origin"): rect.origin
    case (let rect as CGRect, "size"): rect.size
    default: nil
    }
  }
}
