import Components
import Foundation

/// A width or height anchor, which can also be related to a constant (`NSLayoutDimension`).
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self = c`.
  public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
    relate(.equal, to: nil, multiplier: 1, constant: c)
  }

  /// `self ≥ c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    relate(.greaterThanOrEqual, to: nil, multiplier: 1, constant: c)
  }

  /// `self ≤ c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    relate(.lessThanOrEqual, to: nil, multiplier: 1, constant: c)
  }

  /// `self = m × anchor + c`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    relate(.equal, to: anchor, multiplier: m, constant: c)
  }

  /// `self ≥ m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
  }

  /// `self ≤ m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
  }
}
