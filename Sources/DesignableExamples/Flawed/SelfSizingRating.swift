#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// Flawed on purpose, for the checker's "resizes itself" finding: like a star-rating
/// control that shrinks to fit its stars, `layoutSubviews()` sets the view's own frame to
/// its intrinsic size (five 20-point stars), whatever size the document or constraints give.
@IBDesignable public final class SelfSizingRating: UIView {
  @IBInspectable public var rating: Double = 0 { didSet { setNeedsDisplay() } }

  public override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 20) }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = .white
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let size = intrinsicContentSize
    if frame.size != size { frame.size = size }
  }

  public override func draw(_ rect: CGRect) {
    for index in 0..<5 {
      let star = UIBezierPath(
        ovalIn: CGRect(x: CGFloat(index) * 20 + 2, y: 2, width: 16, height: 16))
      (Double(index) < rating ? UIColor.systemYellow : UIColor.systemGray4).setFill()
      star.fill()
    }
  }
}
