#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "stale attribute" finding: seed 000's Swift
/// PieChartView as written. Its properties have no `didSet`, and the layers' paths and
/// colours are set only when the layers are first made, so changing `piePercentage` or
/// `pieColor` later, or resizing the view, leaves the old picture.
@IBDesignable public final class StalePieChart: UIView {
  private var pieBackgroundLayer: CAShapeLayer?
  private var pieLayer: CAShapeLayer?
  @IBInspectable public var piePercentage: Double = 0
  @IBInspectable public var pieBackgroundColor = UIColor(white: 0.8, alpha: 1)
  @IBInspectable public var pieColor: UIColor = .orange

  public override func layoutSubviews() {
    super.layoutSubviews()
    let strokeWidth = frame.size.width / 2
    if pieBackgroundLayer == nil {
      let background = CAShapeLayer()
      layer.addSublayer(background)
      background.path =
        UIBezierPath(ovalIn: bounds.insetBy(dx: strokeWidth / 2, dy: strokeWidth / 2)).cgPath
      background.fillColor = nil
      background.lineWidth = strokeWidth
      background.strokeColor = pieBackgroundColor.cgColor
      pieBackgroundLayer = background
    }
    pieBackgroundLayer?.frame = layer.bounds
    if pieLayer == nil {
      let pie = CAShapeLayer()
      layer.addSublayer(pie)
      pie.path =
        UIBezierPath(ovalIn: bounds.insetBy(dx: strokeWidth / 2, dy: strokeWidth / 2)).cgPath
      pie.fillColor = nil
      pie.lineWidth = strokeWidth
      pie.strokeColor = pieColor.cgColor
      pie.transform = CATransform3DRotate(pie.transform, -.pi / 2, 0, 0, 1)
      pieLayer = pie
    }
    pieLayer?.bounds = CGRect(origin: .zero, size: layer.bounds.size)
    pieLayer?.position = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
    pieLayer?.strokeEnd = CGFloat(piePercentage / 100)
  }
}
