import Foundation

/// Key-value coding on views without the Objective-C runtime: the properties a view answers
/// for by name (its inspectable attributes, then the standard ones below), and how a value
/// given as `Any?` is made to fit one.
package enum KeyValueCoding {
  /// One property addressable by name on views of one class.
  struct Property: @unchecked Sendable {
    let key: String
    /// Whether `view` is of the class that has the property.
    let applies: (View) -> Bool
    /// The value, unwrapped when the property is optional; `nil` for none.
    let read: (View) -> Any?
    /// Assigns a value, converted to the property's type; stops the process when it cannot
    /// be (a wrong type, `nil` for a non-optional property, a read-only property).
    let write: (View, Any?) -> Void

    /// A read-write property at `path` of views of class `V`.
    /// The property at `path`, assigned through `assign` when given (the setter alone) and
    /// else through the key path.
    static func at<V: View, T>(
      _ key: String, _ path: ReferenceWritableKeyPath<V, T>, assign: ((V, T) -> Void)? = nil
    ) -> Property {
      let store: (V, T) -> Void = assign ?? { $0[keyPath: path] = $1 }
      return Property(
        key: key, applies: { $0 is V },
        read: { view in (view as? V).flatMap { unwrapped($0[keyPath: path]) } },
        write: { view, value in
          guard let typed = view as? V else { return }
          guard let converted = converted(value, to: T.self) else {
            fatalError(wrongValueMessage(value, key: key, of: view, expected: T.self))
          }
          store(typed, converted)
        })
    }

    /// A read-only property: setting it stops the process, as key-value coding finds no
    /// setter.
    static func readOnly<V: View, T>(_ key: String, _ path: KeyPath<V, T>) -> Property {
      Property(
        key: key, applies: { $0 is V },
        read: { view in (view as? V).flatMap { unwrapped($0[keyPath: path]) } },
        write: { view, _ in
          fatalError("\(type(of: view)).\(key) is read-only: key-value coding cannot set it.")
        })
    }
  }

  /// The property named `key` of `view`: an inspectable attribute of its class (declared,
  /// registered or standard), else a standard property; `nil` when it has none.
  static func property(_ key: String, of view: View) -> Property? {
    let type = Swift.type(of: view)
    if let keyed = type.allInspectables.first(where: { $0.keyPath == key })?.keyed {
      return keyed
    }
    return standard.first { $0.key == key && $0.applies(view) }
  }

  /// Every key `view` answers for, attributes first.
  static func keys(of view: View) -> [String] {
    var seen = Set<String>()
    let attributes = Swift.type(of: view).allInspectables.filter { $0.keyed != nil }
    let all = attributes.map(\.keyPath) + standard.filter { $0.applies(view) }.map(\.key)
    return all.filter { seen.insert($0).inserted }
  }

  /// The standard properties by their Objective-C names (`hidden`, not `isHidden`), past the
  /// standard attributes every view has (`View.standardInspectables`): those an archive
  /// restores and those of labels, image views and controls.
  static let standard: [Property] = [
    .at("contentMode", \View.contentMode),
    .at("frame", \View.frame),
    .at("bounds", \View.bounds),
    .at("center", \View.center),
    .readOnly("layer", \View.layer),
    .at("multipleTouchEnabled", \View.isMultipleTouchEnabled),
    .at("exclusiveTouch", \View.isExclusiveTouch),
    .at(
      "translatesAutoresizingMaskIntoConstraints", \View.translatesAutoresizingMaskIntoConstraints),
    .at("autoresizesSubviews", \View.autoresizesSubviews),
    .at("semanticContentAttribute", \View.semanticContentAttribute),
    .at("minimumContentSizeCategory", \View.minimumContentSizeCategory),
    .at("maximumContentSizeCategory", \View.maximumContentSizeCategory),
    .at("accessibilityIdentifier", \View.accessibilityIdentifier),
    .at("restorationIdentifier", \View.restorationIdentifier),
    .at("accessibilityLabel", \View.accessibilityLabel),
    .at("text", \Label.text),
    .at("attributedText", \Label.attributedText),
    .at("font", \Label.font),
    .at("textColor", \Label.textColor),
    .at("highlightedTextColor", \Label.highlightedTextColor),
    .at("highlighted", \Label.isHighlighted),
    .at("enabled", \Label.isEnabled),
    .at("adjustsFontSizeToFitWidth", \Label.adjustsFontSizeToFitWidth),
    .at("minimumScaleFactor", \Label.minimumScaleFactor),
    .at("minimumFontSize", \Label.minimumFontSize),
    .at("preferredMaxLayoutWidth", \Label.preferredMaxLayoutWidth),
    .at("shadowColor", \Label.shadowColor),
    .at("shadowOffset", \Label.shadowOffset),
    .at("textAlignment", \Label.textAlignment),
    .at("numberOfLines", \Label.numberOfLines),
    .at("lineBreakMode", \Label.lineBreakMode),
    .at("baselineAdjustment", \Label.baselineAdjustment),
    .at("image", \ImageView.image),
    .at("highlightedImage", \ImageView.highlightedImage),
    .at("highlighted", \ImageView.isHighlighted),
    .at("enabled", \Control.isEnabled),
    .at("selected", \Control.isSelected),
    .at("highlighted", \Control.isHighlighted),
    .at("contentHorizontalAlignment", \Control.contentHorizontalAlignment),
    .at("contentVerticalAlignment", \Control.contentVerticalAlignment),
  ]

  /// `value` as a `T`: itself when it is one (`nil` for an optional `T`), else a number
  /// (`Bool`, any integer or floating-point type, `NSNumber`, an enum's integer raw value)
  /// converted as key-value coding converts `NSNumber`s; `nil` when it does not fit.
  /// A string is read as iOS reads one for such a property, with `NSString`'s `boolValue`,
  /// `doubleValue` or `longLongValue`.
  static func converted<T>(_ value: Any?, to type: T.Type) -> T? {
    if let value = value as? T { return value }
    if let string = value as? String {
      if type == Bool.self { return KeyValueCodingStrings.boolValue(string) as? T }
      guard let number = stringNumber(string, for: type) else { return nil }
      return converted(number, to: type)
    }
    guard let value, let number = number(value) else { return nil }
    switch type {
    case is Bool.Type: return (number != 0) as? T
    case is Double.Type: return number as? T
    case is Float.Type: return Float(number) as? T
    case is CGFloat.Type: return CGFloat(number) as? T
    case is Int.Type: return integer(number) as? T
    default:
      guard let raw = integer(number), let enumeration = type as? any RawRepresentable<Int>.Type
      else { return nil }
      return enumeration.init(rawValue: raw) as? T
    }
  }

  /// The number a string gives a property of `type`: `longLongValue` for an integer or an
  /// enumeration, `doubleValue` for a floating-point type, `nil` for anything else.
  private static func stringNumber(_ string: String, for type: Any.Type) -> Any? {
    switch type {
    case is Double.Type, is Float.Type, is CGFloat.Type:
      KeyValueCodingStrings.doubleValue(string)
    case is Int.Type, is any RawRepresentable<Int>.Type:
      Int(KeyValueCodingStrings.longLongValue(string))
    default: nil
    }
  }

  /// A number's value: of `Bool`, an integer or floating-point type, `NSNumber`, or an
  /// enum's integer raw value.
  package static func number(_ value: Any) -> Double? {
    switch value {
    case let flag as Bool: flag ? 1 : 0
    case let real as Double: real
    case let real as CGFloat: Double(real)
    case let real as Float: Double(real)
    case let integer as any BinaryInteger: Double(integer)
    case let number as NSNumber: number.doubleValue
    case let enumeration as any RawRepresentable<Int>: Double(enumeration.rawValue)
    default: nil
    }
  }

  /// The integer a number truncates to, as `NSNumber.integerValue` does; `nil` when none.
  private static func integer(_ number: Double) -> Int? {
    number.isFinite ? Int(exactly: number.rounded(.towardZero)) : nil
  }

  /// `value` without its optional wrapping: `nil` for an optional that holds none.
  static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  /// Why a set by key stopped: the class, the key, what was given and what fits.
  static func wrongValueMessage(_ value: Any?, key: String, of view: View, expected: Any.Type)
    -> String
  {
    let given = value.map { "\($0) (\(Swift.type(of: $0)))" } ?? "nil"
    return "\(type(of: view)).\(key) cannot hold \(given): it takes a \(expected). "
      + "Pass a value of that type, or a number for a number, Boolean or enum property."
  }

  /// Why a get or set by key stopped: the key names no property of the view.
  static func undefinedKeyMessage(_ key: String, of view: View, reading: Bool) -> String {
    let component = String(describing: type(of: view))
    let method = reading ? "valueForUndefinedKey:" : "setValue:forUndefinedKey:"
    let error = AttributeError.unknownKeyPath(key, component: component, known: keys(of: view))
    return "[\(component) \(method)]: \(error.description)"
  }
}

extension View {
  /// Sets the property at `keyPath` (`setValue(_:forKeyPath:)`): a key, or keys joined by
  /// dots (`layer.cornerRadius`, `titleLabel.text`), each read with `value(forKey:)` and the
  /// last set with `setValue(_:forKey:)`, on a view or a layer (which keeps values for any
  /// key, ``Layer/setValue(_:forKey:)``). A `nil` on the way sets nothing, as in UIKit.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard KeyValueCoding.property(keyPath, of: self) == nil,
      let dot = keyPath.firstIndex(of: ".")
    else { return setValue(value, forKey: keyPath) }
    let key = String(keyPath[..<dot])
    let rest = String(keyPath[keyPath.index(after: dot)...])
    switch self.value(forKey: key) {
    case let view as View: view.setValue(value, forKeyPath: rest)
    case let layer as Layer: layer.setValue(value, forKey: rest)
    case nil: break
    case let other?:
      fatalError("\(type(of: self)).\(key) is a \(type(of: other)), which has no key \(rest).")
    }
  }
}
