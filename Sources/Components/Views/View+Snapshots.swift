import Foundation

extension View {
  /// A view showing a still picture of this view and its subviews as they are now
  /// (`snapshotView(afterScreenUpdates:)`), as transition animators take one: an image view
  /// the size of the bounds, at the origin. With `afterScreenUpdates`, pending layout is
  /// done first. `nil` for empty bounds.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
    if afterUpdates { layoutIfNeeded() }
    guard let image = layer.renderedImage() else { return nil }
    let snapshot = ImageView(image: image)
    snapshot.frame = CGRect(origin: .zero, size: bounds.size)
    return snapshot
  }

  /// A view showing a still picture of the part of this view in `rect` (in its bounds'
  /// coordinates), `rect`'s size, at the origin
  /// (`resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`); the cap insets are
  /// kept on the image, for a resize that stretches only its middle. `nil` when `rect`
  /// holds none of the view.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
  ) -> View? {
    if afterUpdates { layoutIfNeeded() }
    guard let whole = layer.renderedImage() else { return nil }
    let scale = whole.scale
    let inPixels = CGRect(
      x: (rect.minX - bounds.minX) * scale, y: (rect.minY - bounds.minY) * scale,
      width: rect.width * scale, height: rect.height * scale)
    guard let part = whole.cropping(to: inPixels) else { return nil }
    let snapshot = ImageView(image: part.resizableImage(withCapInsets: capInsets))
    snapshot.frame = CGRect(origin: .zero, size: rect.size)
    return snapshot
  }
}
