/// UIKit's names nested in `NSLayoutConstraint`.
extension LayoutConstraint {
  /// A part of an item's layout a constraint relates (`NSLayoutConstraint.Attribute`).
  public enum Attribute: Int, Hashable, Sendable {
    case notAnAttribute = 0
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
  }

  /// How the two sides of a constraint compare (`NSLayoutConstraint.Relation`).
  public enum Relation: Int, Hashable, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// A layout direction for content priorities (`NSLayoutConstraint.Axis`).
  public enum Axis: Int, Hashable, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}
