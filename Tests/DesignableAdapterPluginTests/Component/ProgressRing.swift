import UIKit

/// A view backed by a private layer class with an `@NSManaged` property, as Core Animation
/// components animate a custom property: the layer draws a bar as wide as its progress.
@IBDesignable public final class ProgressRing: UIView {
  @IBInspectable public var progress: CGFloat {
    get { ringLayer.progress }
    set { ringLayer.progress = newValue }
  }

  /// The progress in percent, as the inspector shows it: private, as a component keeps an
  /// inspector-only spelling of a property that Interface Builder sets by key-value coding.
  @IBInspectable private var percent: Int {
    get { Int((progress * 100).rounded()) }
    set { progress = CGFloat(newValue) / 100 }
  }

  public override class var layerClass: AnyClass { RingLayer.self }

  private var ringLayer: RingLayer { layer as! RingLayer }

  private class RingLayer: CALayer {
    @NSManaged var progress: CGFloat

    override class func needsDisplay(forKey key: String) -> Bool {
      key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in context: CGContext) {
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
  }
}
