import UIKit

/// What the dial tells whoever holds it; both requirements optional, as in Objective-C.
@objc public protocol StepDialDelegate {
  @objc optional func stepDial(_ dial: StepDial, didStepTo step: Int)
  @objc optional func stepDialColor(for step: Int) -> UIColor
}

/// A component written for iOS only: `import UIKit`, `@objc`, `#selector`, an `@objc`
/// protocol with optional requirements and an `@IBOutlet` delegate. It compiles here only
/// as DesignableAdapterPlugin adapts it.
@objcMembers @IBDesignable public final class StepDial: UIControl {
  @IBInspectable public var steps: Int = 5 { didSet { setNeedsDisplay() } }
  @IBInspectable public var step: Int = 2 { didSet { stepChanged() } }
  @IBInspectable public var dotColor: UIColor = .systemBlue { didSet { setNeedsDisplay() } }
  @IBOutlet public weak var delegate: StepDialDelegate?
  /// A closure property called like an optional requirement, which stays as it is.
  public var onStep: ((Int) -> Void)?
  private(set) var tapsWired = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    wire()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    wire()
  }

  private func wire() {
    addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
    tapsWired = actions(forTarget: self, forControlEvent: .touchUpInside) == ["tapped:"]
  }

  @objc private func tapped(_ sender: Any) { step = (step + 1) % max(steps, 1) }

  private func stepChanged() {
    setNeedsDisplay()
    delegate?.stepDial?(self, didStepTo: step)
    onStep?(step)
  }

  public override func draw(_ rect: CGRect) {
    let width = bounds.width / CGFloat(max(steps, 1))
    for index in 0..<steps {
      let color = delegate?.stepDialColor?(for: index) ?? dotColor
      (index <= step ? color : UIColor.lightGray).setFill()
      UIBezierPath(
        ovalIn: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: width)
      ).fill()
    }
  }
}
