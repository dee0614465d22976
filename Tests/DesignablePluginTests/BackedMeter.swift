#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A view backed by a layer class of its target, as UIKit code writes one.
final class BackedMeter: UIView {
  override class var layerClass: AnyClass { MeterLayer.self }
}

/// A layer with initializers of its own, `init()` among them (UIKit makes backing layers
/// with it), and no copy initializer (`init(layer:)`), which iOS does not ask for.
final class MeterLayer: CAShapeLayer {
  let segments: Int

  override init() {
    segments = 4
    super.init()
    fillColor = UIColor.green.cgColor
  }

  init(segments: Int) {
    self.segments = segments
    super.init()
  }

  required init?(coder: NSCoder) {
    fatalError("not archived")
  }
}
