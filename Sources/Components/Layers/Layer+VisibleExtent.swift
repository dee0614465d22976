import Foundation
import Raster

extension Layer {
  /// Where the layer shows anything, in its own coordinates, as Core Animation composites
  /// it: its background, border and content, its shadow as far as the blur reaches, and its
  /// sublayers wherever they lie; cut to the bounds by `masksToBounds` and to the mask's
  /// extent by `mask`. `nil` when it shows nothing.
  /// - Parameter scale: device pixels per point of this layer, which sets how many pixels a
  ///   shadow's blur spreads, as the renderer blurs it.
  func visibleExtent(scale: CGFloat) -> CGRect? {
    guard !isHidden, opacity > 0, opacity.isFinite else { return nil }
    let body = bodyExtent(scale: scale)
    var extent = CGRect.union(body, shadowExtent(body: body, scale: scale))
    if masksToBounds { extent = .intersection(extent, bounds) }
    if let mask {
      let shape = mask.areaAsMask.shape.bounds.map(CGRect.init) ?? mask.bounds
      extent = .intersection(extent, shape.applying(mask.transformToSuperlayer))
    }
    return extent
  }

  /// Where the layer's background, content, sublayers and border show, before its shadow.
  private func bodyExtent(scale: CGFloat) -> CGRect? {
    var extent = contentExtent()
    if let backgroundColor, backgroundColor.alpha > 0 { extent = .union(extent, bounds) }
    if borderWidth > 0, let borderColor, borderColor.alpha > 0 { extent = .union(extent, bounds) }
    let sublayers = sublayersExtent(scale: scale)
    extent = .union(extent, sublayerPlacement.map { sublayers?.applying($0) } ?? sublayers)
    return masksToBounds ? .intersection(extent, bounds) : extent
  }

  /// ``visibleExtent(scale:)`` in the superlayer's coordinates.
  func visibleExtentInSuperlayer(scale: CGFloat) -> CGRect? {
    let transform = transformToSuperlayer
    let stretch = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
    return visibleExtent(scale: scale * stretch)?.applying(transform)
  }

  /// The shadow's shape (its path's, or else what the layer draws: `body`) moved by its
  /// offset and grown by as many pixels as the renderer's blur spreads it.
  private func shadowExtent(body: CGRect?, scale: CGFloat) -> CGRect? {
    guard shadowOpacity > 0, let shadowColor, shadowColor.alpha > 0, scale > 0 else { return nil }
    let shape: CGRect
    if let path = shadowPath?.path {
      guard let box = path.bounds else { return nil }
      shape = CGRect(box)
    } else {
      guard let body else { return nil }
      shape = body
    }
    let radius = Double(shadowRadius)
    let sigma = radius.isFinite && radius > 0 ? radius * Layer.shadowSigmaPerRadius : 0
    // One pixel more for the shape's anti-aliased edge.
    let reach = CGFloat(CoverageStamp.blurReach(sigma: sigma * Double(scale)) + 1) / scale
    return shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
      .insetBy(dx: -reach, dy: -reach)
  }
}

extension CGRect {
  /// The renderer's rectangle as a Core Graphics one.
  init(_ rect: Rect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// The union of two optional extents: either one when the other is `nil`.
  static func union(_ a: CGRect?, _ b: CGRect?) -> CGRect? {
    guard let a else { return b }
    guard let b else { return a }
    return a.union(b)
  }

  /// The part of an extent inside `box`; `nil` when nothing is.
  static func intersection(_ a: CGRect?, _ box: CGRect) -> CGRect? {
    guard let a else { return nil }
    let common = a.intersection(box)
    return common.isNull || common.isEmpty ? nil : common
  }
}
