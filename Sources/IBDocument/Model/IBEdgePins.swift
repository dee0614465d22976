/// How far a view's edges lie inside its superview's, from required constraints of equal
/// relation between the two (`leading`, `trailing`, `left`, `right`, `top`, `bottom`, each to
/// the same edge of the superview, multiplier 1), as the superview's `<constraints>` list
/// writes them. Left and right are read as leading and trailing (documents are laid out left
/// to right). A frameless view pinned on both sides of an axis takes its size on that axis
/// from its superview (``IBObject/checkingSize``).
public struct IBEdgePins: Equatable, Sendable {
  /// The view whose `<constraints>` list holds the pins: the superview, for pins that count.
  public var holderID: String?
  public var leading: Double?
  public var trailing: Double?
  public var top: Double?
  public var bottom: Double?

  public init(
    holderID: String? = nil, leading: Double? = nil, trailing: Double? = nil,
    top: Double? = nil, bottom: Double? = nil
  ) {
    self.holderID = holderID
    self.leading = leading
    self.trailing = trailing
    self.top = top
    self.bottom = bottom
  }

  /// No edge pinned.
  public static let none = IBEdgePins()
}
