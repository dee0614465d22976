import Foundation

/// A value of one of the kinds Interface Builder can edit, as stored in an IB document's
/// user-defined runtime attributes.
public enum AttributeValue: Equatable, Hashable, Sendable, CustomStringConvertible {
  case boolean(Bool)
  /// A number written without a fraction (IB keeps integers and reals apart).
  case integer(Int)
  case real(Double)
  case string(String)
  case localizedString(String)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case range(location: Int, length: Int)
  case color(Color)
  /// An image by name, resolved through ``ImageCatalog`` when assigned.
  case image(String)
  case `nil`

  /// The kind of the value.
  public var kind: AttributeKind {
    switch self {
    case .boolean: .boolean
    case .integer, .real: .number
    case .string: .string
    case .localizedString: .localizedString
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .range: .range
    case .color: .color
    case .image: .image
    case .nil: .nil
    }
  }

  public var description: String {
    switch self {
    case .boolean(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .real(let value): String(value)
    case .string(let value): "\"\(value)\""
    case .localizedString(let value): "localized \"\(value)\""
    case .point(let p): "{\(p.x), \(p.y)}"
    case .size(let s): "{\(s.width), \(s.height)}"
    case .rect(let r): "{{\(r.origin.x), \(r.origin.y)}, {\(r.width), \(r.height)}}"
    case .range(let location, let length): "{\(location), \(length)}"
    case .color(let color): color.description
    case .image(let name): "image \"\(name)\""
    case .nil: "nil"
    }
  }
}

/// The kinds of attribute Interface Builder's inspector can edit, and the kinds it cannot
/// (which a component may still declare, with a warning).
public enum AttributeKind: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  case boolean, number, string, localizedString, point, size, rect, range, color, image, `nil`
  /// A font: not editable in Interface Builder.
  case font
  /// An enumeration: not editable in Interface Builder.
  case enumeration
  /// Any other type (an array, a struct of our own): Interface Builder cannot edit it.
  case unsupported

  /// Whether Interface Builder can edit attributes of this kind.
  public var isEditableInInterfaceBuilder: Bool {
    self != .font && self != .enumeration && self != .unsupported
  }
}

/// One attribute: a key path and a value.
public struct Attribute: Equatable, Hashable, Sendable {
  public var keyPath: String
  public var value: AttributeValue

  public init(_ keyPath: String, _ value: AttributeValue) {
    self.keyPath = keyPath
    self.value = value
  }
}

/// A named, ordered set of attributes: the values one snapshot or check applies.
public struct AttributeSet: Equatable, Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// The set's name, used in snapshot names (`PieChartView.120x120@2x.quarter`).
  public var name: String
  /// The attributes in the order given (the document order of the run-time path).
  public var attributes: [Attribute]

  public init(_ name: String, _ attributes: [Attribute]) {
    self.name = name
    self.attributes = attributes
  }

  /// A set from key paths and values, in the order written.
  public init(_ name: String, _ pairs: KeyValuePairs<String, AttributeValue>) {
    self.init(name, pairs.map { Attribute($0.key, $0.value) })
  }

  /// An unnamed set ("default") from a dictionary literal, in the order written.
  public init(dictionaryLiteral elements: (String, AttributeValue)...) {
    self.init("default", elements.map { Attribute($0.0, $0.1) })
  }

  /// No attributes, named "default".
  public static let empty = AttributeSet("default", [Attribute]())

  /// The attributes in ascending alphabetical order of key path, as Interface Builder
  /// applies them (a stable sort: equal key paths keep their order).
  public var alphabetical: [Attribute] {
    attributes.enumerated().sorted {
      ($0.element.keyPath, $0.offset) < ($1.element.keyPath, $1.offset)
    }
    .map(\.element)
  }
}
