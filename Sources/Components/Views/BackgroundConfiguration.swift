import Foundation

/// How a background is drawn (`UIBackgroundConfiguration`): a fill, corners, a stroke and
/// an image.
public struct BackgroundConfiguration: Equatable {
  /// The fill; `nil` lets the owner (a button's style) choose.
  public var backgroundColor: Color?
  /// The radius of the corners, in points.
  public var cornerRadius: CGFloat = 0
  /// The colour of the stroke drawn inside the edge; `nil` draws none.
  public var strokeColor: Color?
  /// The width of the stroke, in points.
  public var strokeWidth: CGFloat = 0
  /// An image scaled to fill the background, above the fill.
  public var image: Image?

  public init() {}

  /// A background with no fill, no stroke and no image.
  public static func clear() -> BackgroundConfiguration {
    var background = BackgroundConfiguration()
    background.backgroundColor = .clear
    return background
  }

  public static func == (lhs: BackgroundConfiguration, rhs: BackgroundConfiguration) -> Bool {
    lhs.backgroundColor == rhs.backgroundColor && lhs.cornerRadius == rhs.cornerRadius
      && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
      && lhs.image === rhs.image
  }
}
