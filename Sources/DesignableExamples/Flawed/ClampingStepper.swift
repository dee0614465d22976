#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "order dependence" finding: `currentStep` is
/// clamped to `stepCount` when it is set. Interface Builder sets attributes alphabetically,
/// so `currentStep` arrives while `stepCount` still has its default and is cut down; a
/// storyboard sets `stepCount` first (document order) and keeps the value.
@IBDesignable public final class ClampingStepper: UIView {
  @IBInspectable public var stepCount: CGFloat = 10 { didSet { setNeedsLayout() } }
  @IBInspectable public var currentStep: CGFloat = 0 {
    didSet {
      if currentStep > stepCount { currentStep = stepCount }
      setNeedsLayout()
    }
  }
  private let track = CAShapeLayer()
  private let progress = CAShapeLayer()
  private let label = UILabel(frame: .zero)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    for (shape, color) in [(track, UIColor.systemGray4), (progress, UIColor.systemBlue)] {
      shape.fillColor = nil
      shape.strokeColor = color.cgColor
      shape.lineWidth = 6
      layer.addSublayer(shape)
    }
    label.textAlignment = .center
    addSubview(label)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let path = UIBezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY),
      radius: min(bounds.width, bounds.height) * 0.4,
      startAngle: .pi * 3 / 4, endAngle: .pi / 4, clockwise: true
    ).cgPath
    for shape in [track, progress] {
      shape.frame = bounds
      shape.path = path
    }
    progress.strokeEnd = stepCount > 0 ? currentStep / stepCount : 0
    label.frame = bounds
    label.text = String(format: "%.0f/%.0f", Double(currentStep), Double(stepCount))
  }
}
