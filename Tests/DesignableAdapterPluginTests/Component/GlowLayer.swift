import UIKit

/// A layer that keeps its glow in the copies Core Animation makes of it, asking what the
/// copied layer is the way older code does.
final class GlowLayer: CALayer {
  var glow: CGFloat = 0

  override init() { super.init() }

  override init(layer: Any) {
    super.init(layer: layer)
    if (layer as AnyObject).isKind(of: GlowLayer.self), let other = layer as? GlowLayer {
      glow = other.glow
    }
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}
