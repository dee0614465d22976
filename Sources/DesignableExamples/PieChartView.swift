#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A pie chart drawn as two wide strokes of a circle (seed 000, "IBDesignables &
/// IBInspectables", its Swift version).
///
/// The stroke is as wide as the circle's radius, so a circle of half the view's size
/// stroked at half its width becomes a disc: a grey track under a coloured arc that starts
/// at twelve o'clock (the arc layer is turned a quarter back) and runs clockwise to
/// `piePercentage`. Ported faithfully, with one repair: the seed's properties have no
/// `didSet`, so a change after the first layout is not drawn; here each change asks for a
/// new layout, and the layers' colours are set on every pass, not only when they are made.
@IBDesignable public final class PieChartView: UIView {
  private var pieBackgroundLayer: CAShapeLayer?
  private var pieLayer: CAShapeLayer?
  private var pieStrokeWidth: Double = 0

  /// How much of the pie is filled, 0 to 100.
  @IBInspectable public var piePercentage: Double = 0 { didSet { setNeedsLayout() } }
  @IBInspectable public var pieBackgroundColor: UIColor = UIColor(white: 0.8, alpha: 1) {
    didSet { setNeedsLayout() }
  }
  @IBInspectable public var pieColor: UIColor = UIColor.orange { didSet { setNeedsLayout() } }

  public override func layoutSubviews() {
    super.layoutSubviews()
    pieStrokeWidth = Double(frame.size.width) / 2.0
    let circleRect = bounds.insetBy(
      dx: CGFloat(pieStrokeWidth / 2.0), dy: CGFloat(pieStrokeWidth / 2.0))
    let circlePath = UIBezierPath(ovalIn: circleRect)
    if pieBackgroundLayer == nil {
      let background = CAShapeLayer()
      layer.addSublayer(background)
      background.fillColor = nil
      pieBackgroundLayer = background
    }
    pieBackgroundLayer?.path = circlePath.cgPath
    pieBackgroundLayer?.lineWidth = CGFloat(pieStrokeWidth)
    pieBackgroundLayer?.strokeColor = pieBackgroundColor.cgColor
    pieBackgroundLayer?.frame = layer.bounds
    if pieLayer == nil {
      let pie = CAShapeLayer()
      layer.addSublayer(pie)
      pie.fillColor = nil
      pie.anchorPoint = CGPoint(x: 0.5, y: 0.5)
      pie.transform = CATransform3DRotate(pie.transform, CGFloat(-Double.pi / 2.0), 0.0, 0.0, 1.0)
      pieLayer = pie
    }
    pieLayer?.path = circlePath.cgPath
    pieLayer?.lineWidth = CGFloat(pieStrokeWidth)
    pieLayer?.strokeColor = pieColor.cgColor
    // Setting the frame of a rotated layer would change its bounds: set bounds and position.
    pieLayer?.bounds = CGRect(origin: .zero, size: layer.bounds.size)
    pieLayer?.position = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
    updateLayerProperties()
  }

  func updateLayerProperties() {
    if let pieLayer {
      pieLayer.strokeEnd = CGFloat(piePercentage / 100.0)
    }
  }

  /// Animates to a new percentage; the render shows the end state.
  public func updatePiePercentage(newPiePercentage: Double) {
    guard let pieLayer else { return }
    CATransaction.begin()
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.duration = ((newPiePercentage / 100.0) - (piePercentage / 100.0)) * 3.0
    animation.fromValue = piePercentage / 100.0
    animation.toValue = newPiePercentage / 100.0
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    CATransaction.setCompletionBlock {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      pieLayer.strokeEnd = CGFloat(newPiePercentage / 100.0)
      CATransaction.commit()
    }
    pieLayer.add(animation, forKey: "animateStrokeEnd")
    CATransaction.commit()
    piePercentage = newPiePercentage
  }
}
