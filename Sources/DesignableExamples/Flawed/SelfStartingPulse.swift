#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "animation in flight" finding: with `autostart` on,
/// the first layout fades the dot in with `UIView.animate`. On the device the dot is seen
/// fading when it appears; Interface Builder and snapshots show only where the fade ends.
@IBDesignable public final class SelfStartingPulse: UIView {
  /// Whether the first layout starts the fade.
  @IBInspectable public var autostart: Bool = false
  /// The dot's colour.
  @IBInspectable public var dotColor: UIColor = .systemPink { didSet { setNeedsDisplay() } }
  private var started = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    contentMode = .redraw
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = false
    contentMode = .redraw
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    guard autostart, !started else { return }
    started = true
    alpha = 0
    UIView.animate(withDuration: 0.6) { self.alpha = 1 }
  }

  public override func draw(_ rect: CGRect) {
    dotColor.setFill()
    UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
  }
}
