import Foundation

/// Insets for each edge of a rectangle, in points (`UIEdgeInsets`): positive values move an
/// edge inward.
public struct EdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  public static let zero = EdgeInsets()
}

extension CGRect {
  /// The rectangle with each edge moved inward by `insets` (UIKit's `inset(by:)`); insets
  /// larger than the rectangle give a rectangle of zero width or height at the middle.
  public func inset(by insets: EdgeInsets) -> CGRect {
    let width = size.width - insets.left - insets.right
    let height = size.height - insets.top - insets.bottom
    let x = origin.x + insets.left
    let y = origin.y + insets.top
    return CGRect(
      x: width >= 0 ? x : x + width / 2, y: height >= 0 ? y : y + height / 2,
      width: max(width, 0), height: max(height, 0))
  }
}
