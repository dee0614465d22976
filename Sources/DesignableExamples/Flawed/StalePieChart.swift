import Components
import DesignableUIKit
import Foundation

/// Flawed on purpose, for the checker's "stale attribute" finding: seed 000's Swift
/// PieChartView as written. Its properties have no `didSet`, and the layers' paths and
/// colours are set only when the layers are first made, so changing `piePercentage` or
/// `pieColor` later, or resizing the view, leaves the old picture.
public final class StalePieChart: View {
  private var pieBackgroundLayer: ShapeLayer?
  private var pieLayer: ShapeLayer?
  public var piePercentage: Double = 0
  public var pieBackgroundColor = Color(white: 0.8, alpha: 1)
  public var pieColor: Color = .orange

  public override class var inspectables: [Inspectable] {
    [
      .number("piePercentage", \StalePieChart.piePercentage),
      .color("pieBackgroundColor", \StalePieChart.pieBackgroundColor),
      .color("pieColor", \StalePieChart.pieColor),
    ]
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let strokeWidth = frame.size.width / 2
    if pieBackgroundLayer == nil {
      let background = ShapeLayer()
      layer.addSublayer(background)
      background.path = BezierPath(ovalIn: bounds.insetBy(dx: strokeWidth / 2, dy: strokeWidth / 2)).cgPath
      background.fillColor = nil
      background.lineWidth = strokeWidth
      background.strokeColor = pieBackgroundColor
      pieBackgroundLayer = background
    }
    pieBackgroundLayer?.frame = layer.bounds
    if pieLayer == nil {
      let pie = ShapeLayer()
      layer.addSublayer(pie)
      pie.path = BezierPath(ovalIn: bounds.insetBy(dx: strokeWidth / 2, dy: strokeWidth / 2)).cgPath
      pie.fillColor = nil
      pie.lineWidth = strokeWidth
      pie.strokeColor = pieColor
      pie.transform = CATransform3DRotate(pie.transform, -.pi / 2, 0, 0, 1)
      pieLayer = pie
    }
    pieLayer?.bounds = CGRect(origin: .zero, size: layer.bounds.size)
    pieLayer?.position = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
    pieLayer?.strokeEnd = CGFloat(piePercentage / 100)
  }
}
