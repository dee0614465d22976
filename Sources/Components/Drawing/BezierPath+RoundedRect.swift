import Foundation
import Raster

/// Rounded rectangles as UIKit builds them.
extension BezierPath {
  /// A rectangle with every corner rounded (`init(roundedRect:cornerRadius:)`), the same
  /// path as `init(roundedRect:byRoundingCorners:cornerRadii:)` with `.allCorners`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      path: BezierPath.roundedRectPath(
        rect.raster, corners: .allCorners, radius: Double(cornerRadius)))
  }

  /// A rectangle with some corners rounded
  /// (`init(roundedRect:byRoundingCorners:cornerRadii:)`). UIKit uses only
  /// `cornerRadii.width`, and so does this.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize
  ) {
    self.init(
      path: BezierPath.roundedRectPath(
        rect.raster, corners: corners, radius: Double(cornerRadii.width)))
  }

  /// UIKit's rounded rectangle, clockwise from the top-left corner. The radius is clamped
  /// to half the shorter side. While each corner's ``ContinuousCorner`` curve fits in half
  /// the shorter side (that side at least 2 × 1.528 radii), the corners are continuous
  /// curves; below that UIKit switches to a capsule: circular corners whose radius is half
  /// the shorter side, larger than the one asked for. The switch is documented by UIKit's
  /// users (a 49 pt tall rectangle with radius 16 keeps its corners, a 48 pt one becomes a
  /// capsule; a 208 × 50 rectangle with radius 20 gets round ends) and matches Texture's
  /// corner images (a 30 pt square with radius 15 draws a circle). With only some corners
  /// rounded the same switch applies; no picture from iOS shows that case. A radius that is
  /// not positive (or NaN) gives the plain rectangle, a rectangle that is not finite nothing.
  static func roundedRectPath(_ rect: Rect, corners: RectCorner, radius: Double) -> Path {
    let r = rect.standardized
    let side = min(r.width, r.height)
    let clamped = radius > 0 ? min(radius, side / 2) : 0
    guard clamped > 0 else { return Path(rect: rect) }
    let capsule = side < 2 * ContinuousCorner.extentPerRadius * clamped
    let used = capsule ? side / 2 : clamped
    let radii = CornerRadii(
      topLeft: corners.contains(.topLeft) ? used : 0,
      topRight: corners.contains(.topRight) ? used : 0,
      bottomRight: corners.contains(.bottomRight) ? used : 0,
      bottomLeft: corners.contains(.bottomLeft) ? used : 0)
    return capsule
      ? Path(roundedRect: rect, cornerRadii: radii)
      : Path(continuousRoundedRect: rect, cornerRadii: radii)
  }
}
