import Foundation

extension View {
  /// Draws a picture of the view and its subviews into the current context, the view's
  /// bounds scaled to `rect` (`drawHierarchy(in:afterScreenUpdates:)`), as a component
  /// draws a copy of a view into an image. With `afterScreenUpdates`, pending layout is done
  /// first, as UIKit commits pending changes; pending drawing is always done, as there is no
  /// screen holding an older picture.
  ///
  /// - Returns: `false`, drawing nothing, without a current context or with empty bounds.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = GraphicsContext.current else { return false }
    if afterUpdates { layoutIfNeeded() }
    guard let image = layer.renderedImage() else { return false }
    context.drawUpright(image, in: rect)
    return true
  }
}
