#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "reads before the document" finding: `configure()`,
/// called from both initializers, copies `tintColor` into `fillColor`. A storyboard restores
/// the document's tint inside `super.init(coder:)`, so the app copies it; Interface Builder
/// builds with `init(frame:)` and sets the tint afterwards, so its canvas copies the default
/// tint instead.
@IBDesignable public final class TintCopyingGauge: UIView {
  /// The filled part's colour; the tint when the view was created.
  @IBInspectable public var fillColor: UIColor = .clear { didSet { setNeedsDisplay() } }
  /// The filled fraction, 0 to 1.
  @IBInspectable public var level: CGFloat = 0.6 { didSet { setNeedsDisplay() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    fillColor = tintColor
    contentMode = .redraw
    isOpaque = false
  }

  public override func draw(_ rect: CGRect) {
    let track = UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 2), cornerRadius: 6)
    UIColor.systemGray5.setFill()
    track.fill()
    let filled = bounds.insetBy(dx: 2, dy: 2)
    let width = filled.width * min(max(level, 0), 1)
    fillColor.setFill()
    UIBezierPath(
      roundedRect: CGRect(x: filled.minX, y: filled.minY, width: width, height: filled.height),
      cornerRadius: 6
    ).fill()
  }
}
