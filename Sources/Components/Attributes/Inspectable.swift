import Foundation

/// One inspectable attribute of a component: its key path as IB documents name it, its
/// kind, and how to set and read it through a typed Swift key path.
///
/// A component lists its own in `inspectables`; a view has its superclasses' too:
///
/// ```swift
/// override class var inspectables: [Inspectable] {
///   [
///     .number("piePercentage", \PieChartView.piePercentage),
///     .color("pieColor", \PieChartView.pieColor),
///   ]
/// }
/// ```
public struct Inspectable: @unchecked Sendable {
  /// The key path, for example `pieColor` or `layer.cornerRadius`.
  public let keyPath: String
  public let kind: AttributeKind
  let set: (View, AttributeValue) throws(AttributeError) -> Void
  let get: (View) -> AttributeValue?
  /// The property as key-value coding reads and writes it (`value(forKey:)`).
  let keyed: KeyValueCoding.Property?
  /// This attribute made again with its value assigned by the given `(V, T) -> Void`
  /// closure instead of through the key path (see ``setting(_:_:)``); `nil` when the
  /// closure is not of the property's type.
  let assigningThrough: ((Any) -> Inspectable?)?

  init(
    _ keyPath: String, _ kind: AttributeKind,
    set: @escaping (View, AttributeValue) throws(AttributeError) -> Void,
    get: @escaping (View) -> AttributeValue?, keyed: KeyValueCoding.Property? = nil,
    assigningThrough: ((Any) -> Inspectable?)? = nil
  ) {
    self.keyPath = keyPath
    self.kind = kind
    self.set = set
    self.get = get
    self.keyed = keyed
    self.assigningThrough = assigningThrough
  }

  /// This attribute with its value assigned by `assign` (`{ $0.code = $1 }`), as key-value
  /// coding assigns it on iOS, through the setter alone. Assigning through a key path reads
  /// a computed property first, which traps when its getter unwraps storage that only the
  /// setter fills; the generated registrations use this for computed properties.
  public func setting<V: View, T>(
    _ property: ReferenceWritableKeyPath<V, T>, _ assign: @escaping (V, T) -> Void
  ) -> Inspectable {
    assigningThrough?(assign) ?? self
  }

  /// An attribute whose setter converts the value and may reject it; the value is assigned
  /// through `assign` when given, else through the key path.
  static func make<V: View, T>(
    _ keyPath: String, _ kind: AttributeKind, _ property: ReferenceWritableKeyPath<V, T>,
    convert: @escaping (AttributeValue) -> T?, read: @escaping (T) -> AttributeValue?,
    assign: ((V, T) -> Void)? = nil
  ) -> Inspectable {
    let store: (V, T) -> Void = assign ?? { $0[keyPath: property] = $1 }
    return Inspectable(
      keyPath, kind,
      set: { (view: View, value: AttributeValue) throws(AttributeError) in
        let component = String(describing: type(of: view))
        guard let typed = view as? V else {
          throw .unknownKeyPath(keyPath, component: component, known: [])
        }
        guard let converted = convert(value) else {
          throw rejection(of: value, keyPath: keyPath, kind: kind, component: component)
        }
        store(typed, converted)
      },
      get: { view in (view as? V).flatMap { read($0[keyPath: property]) } },
      keyed: .at(keyPath, property, assign: assign),
      assigningThrough: { closure in
        (closure as? (V, T) -> Void).map {
          make(keyPath, kind, property, convert: convert, read: read, assign: $0)
        }
      })
  }

  /// Why `convert` refused `value`: a number for a number or enumeration attribute did not
  /// fit it (not finite, out of range, no such case); anything else was the wrong kind.
  static func rejection(
    of value: AttributeValue, keyPath: String, kind: AttributeKind, component: String
  ) -> AttributeError {
    switch (kind, value) {
    case (.number, .integer(let i)), (.enumeration, .integer(let i)):
      return .numberOutOfRange(keyPath, component: component, value: Double(i))
    case (.number, .real(let r)), (.enumeration, .real(let r)):
      return .numberOutOfRange(keyPath, component: component, value: r)
    default:
      return .wrongKind(keyPath, component: component, expected: kind, found: value.kind)
    }
  }

  public static func boolean<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, Bool>
  )
    -> Inspectable
  {
    make(
      keyPath, .boolean, property,
      convert: { value in
        switch value {
        case .boolean(let b): b
        case .integer(let i): i != 0
        case .real(let r): r != 0
        case .string(let s), .localizedString(let s): KeyValueCodingStrings.boolValue(s)
        default: nil
        }
      }, read: { .boolean($0) })
  }

  public static func number<V: View, N: BinaryFloatingPoint>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, N>
  ) -> Inspectable {
    make(
      keyPath, .number, property,
      convert: { value in
        switch value {
        case .integer(let i): N(Double(i))
        case .real(let r): N(r)
        case .string(let s), .localizedString(let s): N(KeyValueCodingStrings.doubleValue(s))
        default: nil
        }
      }, read: { .real(Double($0)) })
  }

  /// An integer attribute; a real value is truncated toward zero, as key-value coding's
  /// `integerValue` does. A string is read as `NSString.longLongValue` reads it, for a signed
  /// type (key-value coding on iOS cannot give a string to an unsigned one).
  public static func number<V: View, N: BinaryInteger>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, N>
  ) -> Inspectable {
    make(
      keyPath, .number, property,
      convert: { value in
        switch value {
        case .integer(let i): N(exactly: i)
        case .real(let r) where r.isFinite: N(exactly: r.rounded(.towardZero))
        case .string(let s) where N.isSigned, .localizedString(let s) where N.isSigned:
          N(clamping: KeyValueCodingStrings.longLongValue(s))
        default: nil
        }
      }, read: { Int(exactly: $0).map { .integer($0) } })
  }

  public static func string<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, String>
  )
    -> Inspectable
  {
    make(keyPath, .string, property, convert: { stringValue($0) }, read: { .string($0) })
  }

  public static func string<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, String?>
  )
    -> Inspectable
  {
    make(
      keyPath, .string, property,
      convert: { value in value == .nil ? .some(nil) : stringValue(value).map { .some($0) } },
      read: { $0.map { .string($0) } ?? .nil })
  }

  public static func color<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, Color>
  )
    -> Inspectable
  {
    make(
      keyPath, .color, property, convert: { if case .color(let c) = $0 { c } else { nil } },
      read: { .color($0) })
  }

  public static func color<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, Color?>
  )
    -> Inspectable
  {
    make(
      keyPath, .color, property,
      convert: { value in
        switch value {
        case .color(let c): .some(c)
        case .nil: .some(nil)
        default: nil
        }
      }, read: { $0.map { .color($0) } ?? .nil })
  }

  public static func point<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, CGPoint>
  )
    -> Inspectable
  {
    make(
      keyPath, .point, property, convert: { if case .point(let p) = $0 { p } else { nil } },
      read: { .point($0) })
  }

  public static func size<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, CGSize>
  )
    -> Inspectable
  {
    make(
      keyPath, .size, property, convert: { if case .size(let s) = $0 { s } else { nil } },
      read: { .size($0) })
  }

  public static func rect<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, CGRect>
  )
    -> Inspectable
  {
    make(
      keyPath, .rect, property, convert: { if case .rect(let r) = $0 { r } else { nil } },
      read: { .rect($0) })
  }

  public static func range<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, NSRange>
  )
    -> Inspectable
  {
    make(
      keyPath, .range, property,
      convert: {
        if case .range(let l, let n) = $0 { NSRange(location: l, length: n) } else { nil }
      },
      read: { .range(location: $0.location, length: $0.length) })
  }

  /// An image attribute: the value names an image, resolved through ``ImageCatalog``; a
  /// name that no folder holds is an error, not an empty picture.
  public static func image<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, Image?>
  )
    -> Inspectable
  {
    image(keyPath, property, assign: nil)
  }

  /// An image attribute assigned through `assign` when given, else through the key path.
  private static func image<V: View>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, Image?>,
    assign: ((V, Image?) -> Void)?
  ) -> Inspectable {
    Inspectable(
      keyPath, .image,
      set: { (view: View, value: AttributeValue) throws(AttributeError) in
        let component = String(describing: type(of: view))
        guard let typed = view as? V else {
          throw .unknownKeyPath(keyPath, component: component, known: [])
        }
        let store = assign ?? { $0[keyPath: property] = $1 }
        switch value {
        case .nil:
          store(typed, nil)
        case .image(let name):
          guard let image = Image(named: name) else {
            if let reason = ImageCatalog.shared.undrawableReason(named: name) {
              throw .imageUndrawable(name, keyPath: keyPath, reason: reason)
            }
            throw .imageNotFound(
              name, keyPath: keyPath, searched: ImageCatalog.shared.searchFolders)
          }
          store(typed, image)
        default:
          throw .wrongKind(keyPath, component: component, expected: .image, found: value.kind)
        }
      },
      get: { view in (view as? V).map { $0[keyPath: property] == nil ? .nil : .image(keyPath) } },
      keyed: .at(keyPath, property, assign: assign),
      assigningThrough: { closure in
        (closure as? (V, Image?) -> Void).map { image(keyPath, property, assign: $0) }
      })
  }

  /// An enumeration stored by its integer raw value: Interface Builder cannot edit it, so
  /// declaring it gives a warning; a document can still set it as a number.
  public static func enumeration<V: View, E: RawRepresentable>(
    _ keyPath: String, _ property: ReferenceWritableKeyPath<V, E>
  ) -> Inspectable where E.RawValue == Int {
    make(
      keyPath, .enumeration, property,
      convert: { value in
        switch value {
        case .integer(let i): E(rawValue: i)
        // Int(exactly:) is nil, not a trap, for NaN, infinities and reals past Int's range.
        case .real(let r): Int(exactly: r.rounded(.towardZero)).flatMap(E.init(rawValue:))
        default: nil
        }
      }, read: { .integer($0.rawValue) })
  }

  /// An attribute of a kind Interface Builder cannot edit (a font, say), declared so that
  /// the checker can warn about it; it cannot be set from a document.
  public static func uneditable<V: View, T>(
    _ keyPath: String, kind: AttributeKind, _ property: ReferenceWritableKeyPath<V, T>
  ) -> Inspectable {
    make(keyPath, kind, property, convert: { _ in nil }, read: { _ in nil })
  }

  private static func stringValue(_ value: AttributeValue) -> String? {
    switch value {
    case .string(let s), .localizedString(let s): s
    default: nil
    }
  }
}
