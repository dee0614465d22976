import Foundation

/// What a picture of a view covers.
public enum DrawnArea: String, Sendable, CaseIterable {
  /// The view's bounds, as a view is snapshotted by default: a shadow or a subview past the
  /// bounds is cut off.
  case bounds
  /// The bounds grown to everything the view's layers show past them, as Interface
  /// Builder's canvas shows a view that does not clip: shadows as far as their blur
  /// reaches, subviews and shape layers outside, cut where a layer masks to its bounds.
  /// The bounds keep their pixels; the picture is larger than the view's size.
  case boundsAndOverflow

  /// The rectangle to draw for a view with `bounds` whose layers show `extent`, at `scale`:
  /// the bounds grown by whole pixels each side, so that the bounds' pixels are the same as
  /// in a picture of the bounds alone.
  func rectangle(bounds: CGRect, extent: CGRect?, scale: CGFloat) -> CGRect {
    guard self == .boundsAndOverflow, let extent, scale.isFinite, scale > 0 else { return bounds }
    func pixels(_ points: CGFloat) -> CGFloat {
      guard points.isFinite, points > 0 else { return 0 }
      return (points * scale).rounded(.up) / scale
    }
    let left = pixels(bounds.minX - extent.minX)
    let top = pixels(bounds.minY - extent.minY)
    let right = pixels(extent.maxX - bounds.maxX)
    let bottom = pixels(extent.maxY - bounds.maxY)
    return CGRect(
      x: bounds.minX - left, y: bounds.minY - top, width: bounds.width + left + right,
      height: bounds.height + top + bottom)
  }
}
