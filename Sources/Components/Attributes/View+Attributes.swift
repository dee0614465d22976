import Foundation

extension View {
  /// The attributes every view has, addressable by the key paths IB documents use.
  static let standardInspectables: [Inspectable] = [
    .color("backgroundColor", \View.backgroundColor),
    .number("alpha", \View.alpha),
    .boolean("hidden", \View.isHidden),
    .boolean("clipsToBounds", \View.clipsToBounds),
    .color("tintColor", \View.tintColorOptional),
    .boolean("opaque", \View.isOpaque),
    .number("tag", \View.tag),
    .boolean("userInteractionEnabled", \View.isUserInteractionEnabled),
    .number("layer.cornerRadius", \View.layer.cornerRadius),
    .number("layer.borderWidth", \View.layer.borderWidth),
    .color("layer.borderColor", \View.layer.borderColor),
    .boolean("layer.masksToBounds", \View.layer.masksToBounds),
    .number("layer.opacity", \View.layer.opacity),
    .color("layer.backgroundColor", \View.layer.backgroundColor),
    .color("layer.shadowColor", \View.layer.shadowColor),
    .number("layer.shadowOpacity", \View.layer.shadowOpacity),
    .number("layer.shadowRadius", \View.layer.shadowRadius),
    .size("layer.shadowOffset", \View.layer.shadowOffset),
    .number("layer.zPosition", \View.layer.zPosition),
  ]

  private var tintColorOptional: Color? {
    get { tintColor }
    set { tintColor = newValue }
  }

  /// Sets an attribute by key path, as key-value coding does for IB's runtime attributes.
  /// - Throws: ``AttributeError/unknownKeyPath(_:component:known:)`` for a key path the
  ///   view does not have (listing those it has), ``AttributeError/wrongKind(_:component:expected:found:)``
  ///   for a value of the wrong kind, ``AttributeError/imageNotFound(_:keyPath:searched:)``.
  public func setValue(_ value: AttributeValue, forKeyPath keyPath: String) throws(AttributeError) {
    guard let inspectable = Self.inspectable(keyPath, of: type(of: self)) else {
      if setStandardScalar(value, forKey: keyPath) { return }
      throw .unknownKeyPath(
        keyPath, component: String(describing: type(of: self)),
        known: type(of: self).allInspectables.map(\.keyPath))
    }
    try inspectable.set(self, value)
  }

  /// Reads an attribute by key path; `nil` for an unknown key path.
  public func value(forKeyPath keyPath: String) -> AttributeValue? {
    Self.inspectable(keyPath, of: type(of: self))?.get(self)
  }

  /// Applies attributes in the given order.
  public func apply(_ attributes: [Attribute]) throws(AttributeError) {
    for attribute in attributes { try setValue(attribute.value, forKeyPath: attribute.keyPath) }
  }

  /// Sets a standard Boolean or number property that is not an attribute (a control's
  /// `selected`, `enabled` or `highlighted`), as key-value coding sets it from a runtime
  /// attribute; `false` when `key` names none or `value` does not fit it.
  private func setStandardScalar(_ value: AttributeValue, forKey key: String) -> Bool {
    guard let property = KeyValueCoding.property(key, of: self) else { return false }
    let current = property.read(self)
    switch value {
    case .boolean(let flag) where current is Bool: property.write(self, flag)
    case .integer(let number) where current is Bool || current is Int:
      property.write(self, number)
    case .real(let number) where current is Double || current is CGFloat || current is Float:
      property.write(self, number)
    default: return false
    }
    return true
  }

  private static func inspectable(_ keyPath: String, of type: View.Type) -> Inspectable? {
    type.allInspectables.first { $0.keyPath == keyPath }
  }
}

extension View {
  /// Every inspectable attribute of the view: its class's (declared in ``inspectables`` or
  /// registered), its superclasses', and the standard ones of every view.
  public static var allInspectables: [Inspectable] {
    var seen = Set<String>()
    var result: [Inspectable] = []
    var current: AnyClass? = self
    while let type = current as? View.Type {
      let own = type.inspectables + ComponentRegistry.registeredInspectables(of: type)
      for inspectable in own where seen.insert(inspectable.keyPath).inserted {
        result.append(inspectable)
      }
      if type == View.self { break }
      current = _getSuperclass(type)
    }
    for inspectable in standardInspectables where seen.insert(inspectable.keyPath).inserted {
      result.append(inspectable)
    }
    return result
  }

  /// Restores the archived frame and standard properties, or a zero frame, as
  /// ``init(coder:)`` does; for views whose UIKit counterpart declares a non-failable
  /// `init(coder:)` (`UIStackView`), which begin with `init(frame:)`.
  package func restore(from coder: NSCoder) {
    if let archive = coder as? Coder {
      frame = archive.frame
      View.$isRestoringArchive.withValue(true) {
        archive.standard.apply(to: self)
        LifecycleTrace.current?.recordArchive(archive.standard)
        archive.archivedContent?(self)
      }
    } else {
      frame = .zero
    }
  }
}
