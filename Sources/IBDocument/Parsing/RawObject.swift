import Components
import Foundation

/// An object as the parser found it, before colours and images are resolved.
struct RawObject {
  var elementKind: String
  var id: String?
  var customClass: String?
  var customModule: String?
  var userLabel: String?
  var frame: CGRect?
  var parentID: String?
  /// The standard properties without colours.
  var standard: StandardProperties
  var backgroundColor: (IBColorEncoding, Int)?
  var tintColor: (IBColorEncoding, Int)?
  var runtimeAttributes: [PendingAttribute]
  var sizeConstraints: [IBConstraint]
  var placeholderIntrinsicWidth: Double?
  var placeholderIntrinsicHeight: Double?
  var line: Int
  var order: Int
}
