/// A width and a height in `Double` units (points in user space, pixels in device space).
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with zero width and height.
  public static let zero = Size(width: 0, height: 0)
}
