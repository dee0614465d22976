#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "layout not idempotent" finding: seed 000's
/// Objective-C `layoutSubviews`, which creates and adds two new shape layers on every
/// pass, so the layer tree grows each time layout runs and the arcs are drawn again on top.
@IBDesignable public final class LayerLeakingPieChart: UIView {
  @IBInspectable public var piePercentage: Double = 0 { didSet { setNeedsLayout() } }
  @IBInspectable public var pieColor: UIColor = .orange { didSet { setNeedsLayout() } }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width / 2
    let circle = UIBezierPath(ovalIn: bounds.insetBy(dx: width / 2, dy: width / 2)).cgPath
    let background = CAShapeLayer()
    background.path = circle
    background.fillColor = nil
    background.lineWidth = width
    background.strokeColor = UIColor(white: 0.8, alpha: 1).cgColor
    background.frame = layer.bounds
    layer.addSublayer(background)
    let pie = CAShapeLayer()
    pie.path = circle
    pie.fillColor = nil
    pie.lineWidth = width
    pie.strokeColor = pieColor.cgColor
    pie.bounds = layer.bounds
    pie.position = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
    pie.transform = CATransform3DMakeRotation(-.pi / 2, 0, 0, 1)
    pie.strokeEnd = CGFloat(piePercentage / 100)
    layer.addSublayer(pie)
  }
}
