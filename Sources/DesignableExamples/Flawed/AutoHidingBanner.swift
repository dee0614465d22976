#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "setup on one path" finding from a hook: with
/// `autohide` on, `awakeFromNib()` hides the banner (through `prepareToAppear()`) so that it
/// can be faded in later. Interface Builder never calls `awakeFromNib()`, so its canvas
/// shows a banner the app starts without.
@IBDesignable public final class AutoHidingBanner: UIView {
  /// Whether the banner starts invisible in the app.
  @IBInspectable public var autohide: Bool = false
  /// The banner's fill.
  @IBInspectable public var fillColor: UIColor = .systemTeal { didSet { setNeedsDisplay() } }

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

  public override func awakeFromNib() {
    super.awakeFromNib()
    prepareToAppear()
  }

  private func prepareToAppear() {
    if autohide { alpha = 0 }
  }

  public override func draw(_ rect: CGRect) {
    fillColor.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 4).fill()
  }
}
