#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "design-time-only drawing" finding: on Interface
/// Builder's canvas a sample count fades in (`UIView.animate` in `prepareForInterfaceBuilder()`)
/// so that the empty badge shows something, and the class does not declare it. The app never
/// calls `prepareForInterfaceBuilder()`, so nothing moves on the device: the fade is
/// design-time content, not an animation in flight.
@IBDesignable public final class FadingSampleBadge: UIView {
  /// The badge's fill colour.
  @IBInspectable public var badgeColor: UIColor = .systemTeal { didSet { setNeedsDisplay() } }
  private let sample = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    isOpaque = false
    contentMode = .redraw
    sample.alpha = 0
    sample.textAlignment = .center
    sample.textColor = .white
    addSubview(sample)
  }

  public override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    sample.text = "12"
    UIView.animate(withDuration: 0.3) { self.sample.alpha = 1 }
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    sample.frame = bounds
  }

  public override func draw(_ rect: CGRect) {
    badgeColor.setFill()
    UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
  }
}
