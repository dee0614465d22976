import Foundation

/// Converting points and rectangles between the coordinate spaces of views, as UIKit does,
/// through each layer's position, anchor point, bounds origin and transform.
extension View {
  /// `point`, in this view's coordinates, in `view`'s (in the root's, for `nil`).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let inRoot = point.applying(transformToRoot)
    guard let view else { return inRoot }
    return inRoot.applying(view.transformToRoot.inverted())
  }

  /// `point`, in `view`'s coordinates (the root's, for `nil`), in this view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
    return inRoot.applying(transformToRoot.inverted())
  }

  /// The bounding box of `rect`, in this view's coordinates, in `view`'s.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    Self.boundingBox(of: rect) { convert($0, to: view) }
  }

  /// The bounding box of `rect`, in `view`'s coordinates, in this view's.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    Self.boundingBox(of: rect) { convert($0, from: view) }
  }

  /// The view's coordinates to those of the root of its hierarchy.
  private var transformToRoot: AffineTransform2D {
    var transform = AffineTransform2D.identity
    var current: View? = self
    while let view = current, let parent = view.superview {
      transform = transform.concatenating(view.layer.transformToSuperlayer)
      current = parent
    }
    return transform
  }

  private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
