/// One size constraint of a view as its document writes it: a `<constraint>` on the view's own
/// `<constraints>` list that involves no other view, either a fixed width or height
/// (`firstAttribute="width" constant="120"`) or an aspect ratio (`firstAttribute="width"
/// secondAttribute="height" multiplier="2:1"`, the second item being the view itself).
///
/// It reads `first = multiplier × second + constant`, where `second` is 1 when the constraint
/// has no second attribute.
public struct IBConstraint: Equatable, Sendable {
  /// A constraint's relation; IB leaves `relation` out for equality.
  public enum Relation: String, Equatable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
  }

  /// The dimension constrained: `width` or `height`.
  public var firstAttribute: String
  /// The other dimension of an aspect ratio, or `nil` for a fixed size.
  public var secondAttribute: String?
  public var relation: Relation
  /// `1` when not written; `"2:1"` is read as 2.
  public var multiplier: Double
  /// `0` when not written.
  public var constant: Double
  /// `1000` (required) when not written.
  public var priority: Double
  /// The constraint's id, if written.
  public var id: String?
  /// The 1-based line of the `<constraint>` element.
  public var line: Int

  public init(
    firstAttribute: String, secondAttribute: String? = nil, relation: Relation = .equal,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, id: String? = nil,
    line: Int = 0
  ) {
    self.firstAttribute = firstAttribute
    self.secondAttribute = secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.id = id
    self.line = line
  }

  /// The priority of a constraint that must hold.
  public static let required = 1000.0

  /// Whether the constraint is an aspect ratio between the view's width and height.
  public var isAspectRatio: Bool { secondAttribute != nil }
}
