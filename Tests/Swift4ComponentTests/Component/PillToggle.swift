import UIKit

/// A toggle drawn as a pill with a round knob, written as Swift 4 code was (UIKit's names
/// before 4.2), to be built in Swift 4 mode.
@IBDesignable
class PillToggle: UIControl {
  @IBInspectable var isOn: Bool = false {
    didSet { updateKnob(animated: false) }
  }
  @IBInspectable var onColor: UIColor = .green {
    didSet { track.fillColor = isOn ? onColor.cgColor : offColor.cgColor }
  }
  @IBInspectable var offColor: UIColor = .lightGray
  @IBInspectable var title: String = "" {
    didSet { setNeedsDisplay() }
  }

  let track = CAShapeLayer()
  let knob = CAShapeLayer()
  var padding = UIEdgeInsetsMake(2, 2, 2, 2)

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    setUp()
  }

  func setUp() {
    track.lineCap = kCALineCapRound
    track.fillRule = kCAFillRuleNonZero
    knob.fillColor = UIColor.white.cgColor
    layer.addSublayer(track)
    layer.addSublayer(knob)
    contentMode = UIViewContentMode.redraw
    addTarget(self, action: #selector(toggle), for: UIControlEvents.touchUpInside)
  }

  @objc func toggle() {
    isOn = !isOn
    sendActions(for: UIControlEvents.valueChanged)
  }

  override var intrinsicContentSize: CGSize {
    return CGSize(width: 52, height: UIViewNoIntrinsicMetric)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    track.frame = bounds
    track.path = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).cgPath
    updateKnob(animated: false)
  }

  func knobFrame() -> CGRect {
    let inner = UIEdgeInsetsInsetRect(bounds, padding)
    let side = inner.height
    let x = isOn ? inner.maxX - side : inner.minX
    return CGRect(x: x, y: inner.minY, width: side, height: side)
  }

  func updateKnob(animated: Bool) {
    track.fillColor = isOn ? onColor.cgColor : offColor.cgColor
    let path = UIBezierPath(ovalIn: knobFrame()).cgPath
    if animated {
      let move = CABasicAnimation(keyPath: "path")
      move.toValue = path
      move.fillMode = kCAFillModeForwards
      move.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
      knob.add(move, forKey: "move")
    }
    knob.path = path
  }

  override func draw(_ rect: CGRect) {
    let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.darkGray]
    (title as NSString).draw(at: CGPoint(x: 4, y: 0), withAttributes: attributes)
  }
}
