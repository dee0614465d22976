import Components
import Foundation

/// One layout attribute of a view or layout guide, a factory for constraints
/// (`NSLayoutAnchor`). The constraints it makes are inactive until activated. Two anchors
/// of the same item and attribute are equal, as UIKit keeps one anchor an attribute
/// (`view.leadingAnchor == view.leadingAnchor`).
open class NSLayoutAnchor<AnchorType: AnyObject>: Hashable {
  /// The view or layout guide the anchor belongs to.
  public private(set) weak var item: AnyObject?
  /// The attribute it stands for.
  public let attribute: LayoutConstraint.Attribute

  init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `self = anchor + c`.
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    relate(.equal, to: anchor, multiplier: 1, constant: c)
  }

  /// `self ≥ anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: c)
  }

  /// `self ≤ anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, to: anchor, multiplier: 1, constant: c)
  }

  /// A new inactive constraint from this anchor to `anchor` (or to a constant when nil).
  func relate(
    _ relation: LayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant: CGFloat
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: item ?? self, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
      constant: constant)
  }

  public static func == (lhs: NSLayoutAnchor, rhs: NSLayoutAnchor) -> Bool {
    lhs.item === rhs.item && lhs.attribute == rhs.attribute
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(item.map(ObjectIdentifier.init))
    hasher.combine(attribute)
  }
}
