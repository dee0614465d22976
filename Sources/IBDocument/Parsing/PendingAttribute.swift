import Components

/// A `<userDefinedRuntimeAttribute>` being read: the value may come from its `value`
/// attribute or from a child element.
struct PendingAttribute {
  var keyPath: String
  var type: String
  var valueText: String?
  var line: Int
  /// The value a child element gave, if any.
  var childValue: AttributeValue?
  /// The colour a `<color key="value">` child gave, resolved after the whole document is read.
  var color: IBColorEncoding?
  /// The name of the child element that gave the value.
  var childKind: String?
  /// The text of a `<string key="value">` child.
  var text: String?
}
