import Components

/// One `<userDefinedRuntimeAttribute>` as the document writes it, with its decoded value.
public struct IBRuntimeAttribute: Equatable, Sendable {
  /// The key path the attribute is assigned to.
  public var keyPath: String
  /// The `type` as written: `boolean`, `number`, `string`, `localized`, `point`, `size`,
  /// `rect`, `range`, `color`, `image` or `nil` (or an unknown type, kept as found).
  public var type: String
  /// The decoded value; `nil` when it could not be decoded (a warning says why).
  public var value: AttributeValue?
  /// For colours, how the document encodes the colour.
  public var colorEncoding: IBColorEncoding?
  /// The 1-based line of the `<userDefinedRuntimeAttribute>` element.
  public var line: Int

  public init(
    keyPath: String, type: String, value: AttributeValue?, colorEncoding: IBColorEncoding? = nil,
    line: Int
  ) {
    self.keyPath = keyPath
    self.type = type
    self.value = value
    self.colorEncoding = colorEncoding
    self.line = line
  }

  /// The attribute for the component model, or `nil` when the value is unknown.
  public var attribute: Attribute? {
    value.map { Attribute(keyPath, $0) }
  }
}
