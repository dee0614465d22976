import Foundation
import Raster

/// A layer that draws its sublayers `instanceCount` times (`CAReplicatorLayer`), copy `i`
/// transformed by `instanceTransform` applied `i` times about the centre of the bounds.
/// `instanceAlphaOffset` fades successive copies; `instanceColor` and the colour offsets
/// are stored and not drawn, and `instanceDelay` is inert.
open class ReplicatorLayer: Layer {
  open var instanceCount = 1
  open var instanceTransform: Transform3D = .identity
  open var instanceDelay: TimeInterval = 0
  open var instanceColor: Color?
  open var instanceRedOffset: Float = 0
  open var instanceGreenOffset: Float = 0
  open var instanceBlueOffset: Float = 0
  open var instanceAlphaOffset: Float = 0
  open var preservesDepth = false

  /// The most copies drawn, so that a huge count cannot hang a render.
  public static let maximumInstanceCount = 1000

  /// The sublayers' extent repeated by every instance drawn.
  override func sublayersExtent(scale: CGFloat) -> CGRect? {
    guard let once = super.sublayersExtent(scale: scale) else { return nil }
    return instances.reduce(nil) { extent, instance in
      CGRect.union(extent, once.applying(instance.transform))
    }
  }

  override func renderSublayers(into canvas: Canvas) {
    for (transform, alpha) in instances {
      canvas.save()
      canvas.concatenate(transform.rasterTransform)
      if alpha < 1 { canvas.beginLayer(opacity: alpha) }
      super.renderSublayers(into: canvas)
      if alpha < 1 { canvas.endLayer() }
      canvas.restore()
    }
  }

  /// The instances drawn, in order: each one's transform (`instanceTransform` about the
  /// bounds' centre, once more for each) and alpha, up to ``maximumInstanceCount`` and
  /// until the alpha reaches zero.
  private var instances: [(transform: AffineTransform2D, alpha: Double)] {
    let count = min(max(instanceCount, 0), Self.maximumInstanceCount)
    let anchor = CGPoint(x: bounds.midX, y: bounds.midY)
    let step = AffineTransform2D(translationX: -anchor.x, y: -anchor.y)
      .concatenating(instanceTransform.affine)
      .concatenating(AffineTransform2D(translationX: anchor.x, y: anchor.y))
    var transform = AffineTransform2D.identity
    var list: [(transform: AffineTransform2D, alpha: Double)] = []
    for index in 0..<count {
      let alpha = 1 + Double(instanceAlphaOffset) * Double(index)
      if alpha <= 0 { break }
      list.append((transform, alpha))
      transform = step.concatenating(transform)
    }
    return list
  }
}
