import Components
import Foundation

/// A spinner (`UIActivityIndicatorView`), drawn as one still frame of iOS's: eight round-
/// ended spokes around the centre of the bounds, the top one in `color` and each next one
/// clockwise fainter. `.medium` (and the older `.white` and `.gray`) is 20 points across,
/// `.large` (and `.whiteLarge`) 37. The colour is `.secondaryLabel`'s grey unless set (white
/// for `.white` and `.whiteLarge`, grey for `.gray`).
///
/// Animation is inert: `startAnimating()` only sets `isAnimating`. As in UIKit, `isHidden`
/// follows: a stopped spinner is hidden while `hidesWhenStopped` (the default) is set, and
/// shown otherwise.
open class UIActivityIndicatorView: UIView {
  /// The spinner's size and default colour (`UIActivityIndicatorView.Style`).
  public enum Style: Int, Sendable {
    case whiteLarge = 0
    case white = 1
    case gray = 2
    case medium = 100
    case large = 101

    /// The spinner's width and height.
    var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
  }

  private var ownColor: UIColor?
  open var style: Style {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The spokes' colour; the style's unless set.
  open var color: UIColor! {
    get { ownColor ?? defaultColor }
    set {
      ownColor = newValue
      setNeedsDisplay()
    }
  }
  /// Whether the spinner hides while stopped; true unless set.
  open var hidesWhenStopped = true { didSet { showState() } }
  /// Whether `startAnimating()` was called last; nothing turns.
  public private(set) var isAnimating = false

  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    setUp()
  }

  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    isOpaque = false
    isUserInteractionEnabled = false
    contentMode = .redraw
    showState()
  }

  /// Sets `isAnimating` and shows the spinner; nothing turns in a render.
  open func startAnimating() {
    isAnimating = true
    showState()
  }

  /// Clears `isAnimating`, hiding the spinner when `hidesWhenStopped`.
  open func stopAnimating() {
    isAnimating = false
    showState()
  }

  private func showState() {
    isHidden = hidesWhenStopped && !isAnimating
  }

  private var defaultColor: UIColor {
    switch style {
    case .white, .whiteLarge: .white
    case .gray: .gray
    case .medium, .large: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    }
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.side, height: style.side)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  package func drawBuiltInParts(in rect: CGRect) {
    guard bounds.midX.isFinite, bounds.midY.isFinite, let context = UIGraphicsGetCurrentContext()
    else { return }
    let side = style.side
    let tint = ownColor ?? defaultColor
    let width = side / 10
    let spoke = CGRect(x: -width / 2, y: -side / 2, width: width, height: side * 0.28)
    context.saveGState()
    context.translateBy(x: bounds.midX, y: bounds.midY)
    for index in 0..<8 {
      tint.withAlphaComponent(tint.alpha * (1 - CGFloat(index) * 0.1)).setFill()
      UIBezierPath(roundedRect: spoke, cornerRadius: width / 2).fillAtContextFlatness()
      context.rotate(by: .pi / 4)
    }
    context.restoreGState()
  }
}

extension UIActivityIndicatorView: DrawsBuiltInParts {}
