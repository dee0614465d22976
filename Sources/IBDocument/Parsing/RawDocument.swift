/// A document as the parser found it, before colours and images are resolved.
struct RawDocument {
  var file: String
  var documentType = ""
  var version = ""
  var toolsVersion = ""
  var targetRuntime = ""
  var objects: [RawObject] = []
  /// `<namedColor>` resources in document order, with their lines.
  var namedColors: [(name: String, encoding: IBColorEncoding, line: Int)] = []
  /// `<systemColor>` resources: the values the saving Xcode gave system colours.
  var systemColors: [String: IBColorEncoding] = [:]
  var warnings: [IBWarning] = []
}
