import Foundation

/// An element whose end tag has not been seen yet, with what its children told about it.
struct OpenElement {
  var name: String
  var attributes: XMLAttributes
  /// This element's id, else the nearest ancestor's.
  var nearestID: String?
  var line: Int
  var order: Int
  var frame: CGRect?
  var backgroundColor: (IBColorEncoding, Int)?
  var tintColor: (IBColorEncoding, Int)?
  var runtimeAttributes: [PendingAttribute] = []
  /// The size constraints on this element's own `<constraints>` list.
  var sizeConstraints: [IBConstraint] = []

  init(name: String, attributes: XMLAttributes, nearestID: String?, line: Int, order: Int) {
    self.name = name
    self.attributes = attributes
    self.nearestID = nearestID
    self.line = line
    self.order = order
  }
}
