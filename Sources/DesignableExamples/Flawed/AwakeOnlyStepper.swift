#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "setup on one path only" finding: seed 001's
/// CircleStepper as written, whose `setup` (layers, label, defaults) runs from
/// `awakeFromNib()` and `prepareForInterfaceBuilder()` only. Interface Builder and a
/// storyboard both show it; a view created in code with `init(frame:)` stays empty.
@IBDesignable public final class AwakeOnlyStepper: UIView {
  @IBInspectable public var bgColor: UIColor? { didSet { setNeedsLayout() } }
  @IBInspectable public var fgColor: UIColor? { didSet { setNeedsLayout() } }
  @IBInspectable public var fontSize: CGFloat = 0 { didSet { setNeedsLayout() } }
  @IBInspectable public var stepCount: CGFloat = 0 { didSet { setNeedsLayout() } }
  @IBInspectable public var currentStep: CGFloat = 0 { didSet { setNeedsLayout() } }
  private var bgLayer: CAShapeLayer?
  private var fgLayer: CAShapeLayer?
  private var stepperLabel: UILabel?

  public override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    setup()
  }

  public override func awakeFromNib() {
    super.awakeFromNib()
    setup()
  }

  private func setup() {
    if bgColor == nil { bgColor = .black }
    if fgColor == nil { fgColor = UIColor(white: 1, alpha: 0.75) }
    if stepCount == 0 {
      stepCount = 10
      currentStep = 5
    }
    if fontSize == 0 { fontSize = 26 }
    let background = CAShapeLayer()
    background.fillColor = UIColor.clear.cgColor
    layer.addSublayer(background)
    bgLayer = background
    let foreground = CAShapeLayer()
    foreground.fillColor = UIColor.clear.cgColor
    layer.addSublayer(foreground)
    fgLayer = foreground
    let label = UILabel(frame: .zero)
    label.textColor = .white
    label.textAlignment = .center
    addSubview(label)
    stepperLabel = label
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let path = UIBezierPath(
      arcCenter: CGPoint(x: bounds.width / 2, y: bounds.height / 2), radius: bounds.width * 0.4,
      startAngle: .pi * 3 / 4, endAngle: .pi / 4, clockwise: true
    ).cgPath
    for shape in [bgLayer, fgLayer].compactMap({ $0 }) {
      shape.frame = bounds
      shape.lineWidth = 6
      shape.path = path
    }
    bgLayer?.strokeColor = bgColor?.cgColor
    fgLayer?.strokeColor = fgColor?.cgColor
    fgLayer?.strokeEnd = stepCount > 0 ? currentStep / stepCount : 0
    stepperLabel?.frame = bounds
    stepperLabel?.font = .systemFont(ofSize: fontSize)
    stepperLabel?.text = String(format: "%.0f/%.0f", Double(currentStep), Double(stepCount))
  }
}
