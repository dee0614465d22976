import Components
import DesignableUIKit
import Foundation

/// A circular step indicator: an open arc from 135° round to 45° (open at the bottom), a
/// progress arc over it to `currentStep / stepCount`, and a "5/10" label in the middle
/// (seed 001, "@IBDesignable and @IBInspectable, part 2: CircleStepper").
///
/// Ported with one repair: the seed builds its layers in a `setup` called from
/// `awakeFromNib` and `prepareForInterfaceBuilder` only, so code that creates it with
/// `init(frame:)` gets an empty view; here both initializers call it.
public final class CircleStepper: View {
  /// The arc width, as the seed's `CIRLE_STEPPER_LINE_WIDTH`.
  static let lineWidth: CGFloat = 6

  public var bgColor: Color = .black { didSet { setNeedsLayout() } }
  public var fgColor = Color(white: 1, alpha: 0.75) { didSet { setNeedsLayout() } }
  public var fontSize: CGFloat = 26 { didSet { setNeedsLayout() } }
  public var stepCount: CGFloat = 10 { didSet { setNeedsLayout() } }
  public var currentStep: CGFloat = 5 { didSet { setNeedsLayout() } }

  private let bgLayer = ShapeLayer()
  private let fgLayer = ShapeLayer()
  private let stepperLabel = Label(frame: .zero)

  public override class var inspectables: [Inspectable] {
    [
      .color("bgColor", \CircleStepper.bgColor),
      .color("fgColor", \CircleStepper.fgColor),
      .number("fontSize", \CircleStepper.fontSize),
      .number("stepCount", \CircleStepper.stepCount),
      .number("currentStep", \CircleStepper.currentStep),
    ]
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() {
    if backgroundColor == nil { backgroundColor = .clear }
    for shape in [bgLayer, fgLayer] {
      shape.fillColor = .clear
      layer.addSublayer(shape)
    }
    stepperLabel.textColor = .white
    stepperLabel.textAlignment = .center
    stepperLabel.text = "0/0"
    addSubview(stepperLabel)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    configure(bgLayer)
    configure(fgLayer)
    bgLayer.strokeColor = bgColor
    fgLayer.strokeColor = fgColor
    stepperLabel.frame = bounds
    stepperLabel.font = .systemFont(ofSize: fontSize)
    stepperLabel.text = String(format: "%.0f/%.0f", Double(currentStep), Double(stepCount))
    let progress = stepCount > 0 ? currentStep / stepCount : 0
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = fgLayer.strokeEnd
    animation.toValue = progress
    fgLayer.add(animation, forKey: "stroke")
    fgLayer.strokeEnd = progress
  }

  private func configure(_ shape: ShapeLayer) {
    shape.frame = bounds
    shape.lineWidth = Self.lineWidth
    let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    shape.path =
      BezierPath(
        arcCenter: center, radius: bounds.width * 0.4, startAngle: .pi * 135 / 180,
        endAngle: .pi * 45 / 180, clockwise: true
      ).cgPath
  }
}
