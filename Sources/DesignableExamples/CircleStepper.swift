#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A circular step indicator: an open arc from 135° round to 45° (open at the bottom), a
/// progress arc over it to `currentStep / stepCount`, and a "5/10" label in the middle
/// (seed 001, "@IBDesignable and @IBInspectable, part 2: CircleStepper").
///
/// Ported with one repair: the seed builds its layers in a `setup` called from
/// `awakeFromNib` and `prepareForInterfaceBuilder` only, so code that creates it with
/// `init(frame:)` gets an empty view; here both initializers call it.
@IBDesignable public final class CircleStepper: UIView {
  /// The arc width, as the seed's `CIRLE_STEPPER_LINE_WIDTH`.
  static let lineWidth: CGFloat = 6

  @IBInspectable public var bgColor: UIColor = UIColor.black { didSet { setNeedsLayout() } }
  @IBInspectable public var fgColor = UIColor(white: 1, alpha: 0.75) {
    didSet { setNeedsLayout() }
  }
  @IBInspectable public var fontSize: CGFloat = 26 { didSet { setNeedsLayout() } }
  @IBInspectable public var stepCount: CGFloat = 10 { didSet { setNeedsLayout() } }
  @IBInspectable public var currentStep: CGFloat = 5 { didSet { setNeedsLayout() } }

  private let bgLayer = CAShapeLayer()
  private let fgLayer = CAShapeLayer()
  private let stepperLabel = UILabel(frame: .zero)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() {
    if backgroundColor == nil { backgroundColor = UIColor.clear }
    for shape in [bgLayer, fgLayer] {
      shape.fillColor = UIColor.clear.cgColor
      layer.addSublayer(shape)
    }
    stepperLabel.textColor = UIColor.white
    stepperLabel.textAlignment = .center
    stepperLabel.text = "0/0"
    addSubview(stepperLabel)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    configure(bgLayer)
    configure(fgLayer)
    bgLayer.strokeColor = bgColor.cgColor
    fgLayer.strokeColor = fgColor.cgColor
    stepperLabel.frame = bounds
    stepperLabel.font = UIFont.systemFont(ofSize: fontSize)
    stepperLabel.text = String(format: "%.0f/%.0f", Double(currentStep), Double(stepCount))
    let progress = stepCount > 0 ? currentStep / stepCount : 0
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = fgLayer.strokeEnd
    animation.toValue = progress
    fgLayer.add(animation, forKey: "stroke")
    fgLayer.strokeEnd = progress
  }

  private func configure(_ shape: CAShapeLayer) {
    shape.frame = bounds
    shape.lineWidth = Self.lineWidth
    let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    shape.path =
      UIBezierPath(
        arcCenter: center, radius: bounds.width * 0.4, startAngle: .pi * 135 / 180,
        endAngle: .pi * 45 / 180, clockwise: true
      ).cgPath
  }
}
