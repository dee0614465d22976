import Foundation

/// Insets for each edge of a rectangle that follow the layout direction
/// (`NSDirectionalEdgeInsets`): `leading` is the left edge left to right and the right edge
/// right to left. Positive values move an edge inward.
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  public static let zero = DirectionalEdgeInsets()

  /// These insets as left and right ones for `direction`.
  public func edgeInsets(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    direction == .rightToLeft
      ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}
