#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's stale-frame finding under Auto Layout: like a check
/// box that sizes its box in an override of `frame`, it follows a resize by `frame`, but
/// Auto Layout resizes a view through `bounds` and `center`, which never call that override,
/// so under constraints the box keeps the size it was created at.
@IBDesignable public final class FrameObservingCheckBox: UIView {
  @IBInspectable public var on: Bool = false { didSet { box.fillColor = fill } }
  private let box = CAShapeLayer()

  public override var frame: CGRect {
    didSet { sizeBox() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private var fill: CGColor { on ? UIColor.systemBlue.cgColor : UIColor.clear.cgColor }

  private func setUp() {
    box.strokeColor = UIColor.systemBlue.cgColor
    box.lineWidth = 2
    box.fillColor = fill
    layer.addSublayer(box)
    sizeBox()
  }

  private func sizeBox() {
    box.frame = bounds
    box.path = UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 4).cgPath
  }
}
