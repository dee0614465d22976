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
    pieStrokeWidth = Double(frame.size.width) / 2
    let inset = CGFloat(pieStrokeWidth / 2)
    let circlePath = UIBezierPath(ovalIn: bounds.insetBy(dx: inset, dy: inset))
    let background = pieBackgroundLayer ?? makeLayer()
    if pieBackgroundLayer == nil {
      pieBackgroundLayer = background
      layer.addSublayer(background)
    }
    background.path = circlePath.cgPath
    background.lineWidth = CGFloat(pieStrokeWidth)
    background.strokeColor = pieBackgroundColor.cgColor
    background.frame = layer.bounds

    let pie = pieLayer ?? makeLayer()
    if pieLayer == nil {
      pieLayer = pie
      layer.addSublayer(pie)
      pie.anchorPoint = CGPoint(x: 0.5, y: 0.5)
      pie.transform = CATransform3DRotate(pie.transform, -.pi / 2, 0, 0, 1)
    }
    pie.path = circlePath.cgPath
    pie.lineWidth = CGFloat(pieStrokeWidth)
    pie.strokeColor = pieColor.cgColor
    // Setting the frame of a rotated layer would change its bounds: set bounds and position.
    pie.bounds = CGRect(origin: .zero, size: layer.bounds.size)
    pie.position = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
    updateLayerProperties()
  }

  private func makeLayer() -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.fillColor = nil
    return shape
  }

  private func updateLayerProperties() {
    pieLayer?.strokeEnd = CGFloat(piePercentage / 100)
  }

  /// Animates to a new percentage; the render shows the end state.
  public func updatePiePercentage(_ newPiePercentage: Double) {
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.duration = (newPiePercentage - piePercentage) / 100 * 3
    animation.fromValue = piePercentage / 100
    animation.toValue = newPiePercentage / 100
    pieLayer?.add(animation, forKey: "animateStrokeEnd")
    piePercentage = newPiePercentage
  }
}
