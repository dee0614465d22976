/// The radius of each corner of a rounded rectangle, in the rectangle's units.
public struct CornerRadii: Hashable, Sendable {
  public var topLeft: Double
  public var topRight: Double
  public var bottomRight: Double
  public var bottomLeft: Double

  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius on every corner.
  public init(all radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// Each radius clamped, like UIKit, to `[0, min(width, height) / 2]`; NaN becomes 0.
  public func clamped(toFit size: Size) -> CornerRadii {
    let limit = max(0, min(abs(size.width), abs(size.height)) * 0.5)
    func clamp(_ r: Double) -> Double { r > 0 ? min(r, limit) : 0 }
    return CornerRadii(
      topLeft: clamp(topLeft), topRight: clamp(topRight), bottomRight: clamp(bottomRight),
      bottomLeft: clamp(bottomLeft))
  }
}
