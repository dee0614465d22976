import Foundation

/// A position adjustment (`UIOffset`): a horizontal and a vertical distance in points.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat

  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// No adjustment.
  public static let zero = UIOffset()
}
