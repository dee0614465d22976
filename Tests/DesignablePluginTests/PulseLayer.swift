import QuartzCore

#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A layer as Core Animation code writes it, importing QuartzCore beside the import
/// switch: off Apple platforms the module is empty, and the names are DesignableUIKit's.
final class PulseLayer: CALayer {
  override var bounds: CGRect {
    didSet { cornerRadius = bounds.height / 2 }
  }
}
