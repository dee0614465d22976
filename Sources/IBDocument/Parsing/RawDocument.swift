import Foundation

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
  /// Children's edges pinned to their superviews, by child id.
  var edgePins: [String: IBEdgePins] = [:]
  /// Elements kept only for their size (no custom class or runtime attributes), by id.
  var plainViews: [String: PlainView] = [:]

  /// What sizes a plain view: its frame, its own size constraints, its parent.
  struct PlainView {
    var frame: CGRect?
    var sizeConstraints: [IBConstraint]
    var parentID: String?
  }
}
