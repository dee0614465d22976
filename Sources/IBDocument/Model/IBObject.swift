import Components
import Foundation

/// One element of an IB document that has a custom class or user-defined runtime
/// attributes: a view, a view controller, a table view cell, a custom object, a segue, ….
public struct IBObject: Equatable, Sendable {
  /// The element's name: `view`, `button`, `viewController`, `tableViewCell`,
  /// `customObject`, `placeholder`, ….
  public var elementKind: String
  /// The object's id in the document (`ktq-ag-AaO`, `-1` for File's Owner).
  public var id: String?
  /// The `customClass`, or `nil` for a plain UIKit or AppKit object.
  public var customClass: String?
  /// The `customModule`, if written.
  public var customModule: String?
  /// The label shown in Interface Builder's outline, if the author set one.
  public var userLabel: String?
  /// The frame from `<rect key="frame">`, in the superview's coordinates (points).
  public var frame: CGRect?
  /// The id of the nearest enclosing element that has an id.
  public var parentID: String?
  /// The archived standard view properties.
  public var standard: StandardProperties
  /// The user-defined runtime attributes in document order.
  public var runtimeAttributes: [IBRuntimeAttribute]
  /// The 1-based line of the element's start tag.
  public var line: Int
  /// The fixed width and height and aspect-ratio constraints on the element's own
  /// `<constraints>` list, in document order; constraints to other views are not kept.
  public var sizeConstraints: [IBConstraint]
  /// IB's placeholder intrinsic width (`placeholderIntrinsicWidth`), `nil` when absent or
  /// `infinite`.
  public var placeholderIntrinsicWidth: Double?
  /// IB's placeholder intrinsic height (`placeholderIntrinsicHeight`), `nil` when absent or
  /// `infinite`.
  public var placeholderIntrinsicHeight: Double?
  /// The view's edges pinned to its superview's by the superview's constraints.
  public var edgePins = IBEdgePins.none
  /// The size of the superview that pins the view (its frame's, else its own checking
  /// size), set when the document is read; `nil` when unknown or not pinned.
  public var superviewSize: CGSize?

  public init(
    elementKind: String, id: String?, customClass: String?, customModule: String?,
    userLabel: String?, frame: CGRect?, parentID: String?, standard: StandardProperties,
    runtimeAttributes: [IBRuntimeAttribute], line: Int, sizeConstraints: [IBConstraint] = [],
    placeholderIntrinsicWidth: Double? = nil, placeholderIntrinsicHeight: Double? = nil
  ) {
    self.elementKind = elementKind
    self.id = id
    self.customClass = customClass
    self.customModule = customModule
    self.userLabel = userLabel
    self.frame = frame
    self.parentID = parentID
    self.standard = standard
    self.runtimeAttributes = runtimeAttributes
    self.line = line
    self.sizeConstraints = sizeConstraints
    self.placeholderIntrinsicWidth = placeholderIntrinsicWidth
    self.placeholderIntrinsicHeight = placeholderIntrinsicHeight
  }

  /// A name for snapshots and messages: the id, else the user label, else the kind.
  public var name: String { id ?? userLabel ?? elementKind }

  /// The decoded runtime attributes in document order (those that failed to decode are
  /// left out; the document's warnings list them).
  public var attributes: [Attribute] { runtimeAttributes.compactMap(\.attribute) }

  /// What `init(coder:)` receives at run time: the frame (zero when the element has
  /// none), the standard properties and the runtime attributes in document order.
  public var coder: Coder {
    Coder(frame: frame ?? .zero, standard: standard, runtimeAttributes: attributes)
  }

  /// The runtime attributes as an attribute set named after ``name``.
  public var attributeSet: AttributeSet { AttributeSet(name, attributes) }
}
