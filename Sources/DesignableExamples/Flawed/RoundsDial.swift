#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "stale attribute" finding when another attribute
/// redraws: `rounds` calls setNeedsDisplay() in its `didSet`, `trackColor` has no `didSet`.
/// It also redraws when resized (`contentMode = .redraw`). Changing both attributes and the
/// size at once redraws with every new value, so only a check of `trackColor` on its own
/// shows that changing it later leaves the old colour.
@IBDesignable public final class RoundsDial: UIView {
  @IBInspectable public var rounds: Int = 1 { didSet { setNeedsDisplay() } }
  @IBInspectable public var trackColor: UIColor = .systemGray4

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .white
    contentMode = .redraw
  }

  public override func draw(_ rect: CGRect) {
    let radius = min(bounds.width, bounds.height) / 2 - 4
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let side = 2 * radius
    let track = UIBezierPath(
      ovalIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: side, height: side))
    track.lineWidth = 6
    trackColor.setStroke()
    track.stroke()
    // One tick per round, spread around the dial.
    let count = max(1, min(rounds, 60))
    UIColor.systemBlue.setFill()
    for index in 0..<count {
      let angle = CGFloat(index) * 2 * .pi / CGFloat(count) - .pi / 2
      let tick = CGPoint(x: centre.x + cos(angle) * radius, y: centre.y + sin(angle) * radius)
      UIBezierPath(ovalIn: CGRect(x: tick.x - 4, y: tick.y - 4, width: 8, height: 8)).fill()
    }
  }
}
