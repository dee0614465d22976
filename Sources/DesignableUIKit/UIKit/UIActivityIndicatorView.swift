import Components
import Foundation

/// A spinner (`UIActivityIndicatorView`), drawn as one still frame: eight spokes with
/// round caps around the centre, the top one in `color` and each next one clockwise
/// fainter (a render shows no motion). Hidden while stopped when `hidesWhenStopped` (the
/// default), as in UIKit; `.medium` and the old `.gray` and `.white` are 20 points wide,
/// `.large` and `.whiteLarge` 37.
open class UIActivityIndicatorView: UIView {
  /// The spinner's size and colour (`UIActivityIndicatorView.Style`).
  public enum Style: Int, Sendable {
    case whiteLarge, white, gray
    case medium = 100
    case large = 101

    var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
  }

  open var style: Style {
    didSet {
      color = Self.defaultColor(of: style)
      invalidateIntrinsicContentSize()
    }
  }
  open var color: UIColor { didSet { setNeedsDisplay() } }
  open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
  open private(set) var isAnimating = false

  public init(style: Style) {
    self.style = style
    color = Self.defaultColor(of: style)
    super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    setUp()
  }

  public override init(frame: CGRect) {
    style = .medium
    color = Self.defaultColor(of: .medium)
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    style = .medium
    color = Self.defaultColor(of: .medium)
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    isOpaque = false
    contentMode = .redraw
    isHidden = hidesWhenStopped
  }

  private static func defaultColor(of style: Style) -> UIColor {
    switch style {
    case .white, .whiteLarge: .white
    case .gray: .gray
    case .medium, .large: .secondaryLabel
    }
  }

  /// Starts the spinner, and shows it when it hides while stopped.
  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops the spinner, and hides it when `hidesWhenStopped`.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.side, height: style.side)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func draw(_ rect: CGRect) {
    let side = style.side
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let spoke = UIBezierPath()
    spoke.lineWidth = side * 0.1
    spoke.lineCapStyle = .round
    for index in 0..<8 {
      // Angle 0 points up; each next spoke is an eighth of a turn clockwise.
      let (sine, cosine) = Self.unitVectors[index]
      spoke.removeAllPoints()
      spoke.move(to: CGPoint(x: center.x + sine * side * 0.22, y: center.y - cosine * side * 0.22))
      spoke.addLine(
        to: CGPoint(x: center.x + sine * side * 0.42, y: center.y - cosine * side * 0.42))
      color.withAlphaComponent(CGFloat(color.alpha) * (1 - CGFloat(index) * 0.1)).setStroke()
      spoke.stroke()
    }
  }

  /// sin and cos of k·45°, written out (no libm, for determinism).
  private static let unitVectors: [(CGFloat, CGFloat)] = {
    let half = CGFloat(0.5).squareRoot()
    return [
      (0, 1), (half, half), (1, 0), (half, -half), (0, -1), (-half, -half), (-1, 0),
      (-half, half),
    ]
  }()
}
