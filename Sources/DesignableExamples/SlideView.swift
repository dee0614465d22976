#if canImport(UIKit)
  import UIKit
#else
  import DesignableUIKit
#endif

/// A paging banner (seed 002's RSlideView, from "Why you should start using Interface
/// Builder").
///
/// It has no pages until the app gives it some, so in Interface Builder it draws
/// placeholder pages instead: grey boxes labelled "Page 0", "Page 1", … (and "Page N-1"
/// to the left when `loopSlide` is on), `pageSize` each and `pageMargin` apart, centred.
/// That drawing happens only in Interface Builder (the seed's `#if TARGET_INTERFACE_BUILDER`;
/// here ``View/isInterfaceBuilder``), which the component declares as intended. The page
/// control is a row of dots at the bottom on a `pageControlBackgroundColor` band, shown on
/// both paths unless `pageControlHidden`.
@IBDesignable public class SlideView: UIView {
  @IBInspectable public var loopSlide: Bool = false { didSet { setNeedsDisplay() } }
  @IBInspectable public var continuousScroll: Bool = false
  @IBInspectable public var pageControlHidden: Bool = true { didSet { setNeedsDisplay() } }
  @IBInspectable public var pageControlBackgroundColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The size of one page; zero means the view's size.
  @IBInspectable public var pageSize: CGSize = .zero { didSet { setNeedsDisplay() } }
  @IBInspectable public var pageMargin: CGFloat = 0 { didSet { setNeedsDisplay() } }

  #if canImport(UIKit)
    /// The seed's `TARGET_INTERFACE_BUILDER`, defined when Interface Builder builds the view.
    private var isInterfaceBuilder: Bool {
      #if TARGET_INTERFACE_BUILDER
        return true
      #else
        return false
      #endif
    }
  #else
    /// The placeholder pages are meant for Interface Builder only.
    public override class var declaresDesignTimeOnlyContent: Bool { true }
  #endif

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentMode = .redraw
  }

  private var effectivePageSize: CGSize { pageSize == .zero ? bounds.size : pageSize }

  /// Pages shown beside the centre page on each side.
  private var extraPagesForLoopShow: Int {
    let size = effectivePageSize
    let stride = size.width + pageMargin
    guard stride > 0, bounds.width > size.width else { return 0 }
    return min(10, Int(((bounds.width - size.width) / 2 / stride).rounded(.up)))
  }

  public override func draw(_ rect: CGRect) {
    if isInterfaceBuilder { drawPlaceholderPages() }
    if !pageControlHidden { drawPageControl() }
  }

  private func drawPlaceholderPages() {
    let size = effectivePageSize
    let extra = extraPagesForLoopShow
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.darkGray,
    ]
    let originX = (bounds.width - size.width - pageMargin) / 2
    let originY = (bounds.height - size.height) / 2
    let start = loopSlide ? -extra : 0
    guard start <= extra else { return }
    for index in start...extra {
      let page = CGRect(
        x: originX + pageMargin / 2 + (size.width + pageMargin) * CGFloat(index), y: originY,
        width: size.width, height: size.height)
      UIColor.gray.setStroke()
      UIColor(white: 0.9, alpha: 1).setFill()
      let path = UIBezierPath(rect: page)
      path.stroke()
      path.fill()
      let title = "Page " + (loopSlide && index < 0 ? "N\(index)" : "\(index)")
      let textSize = title.size(withAttributes: attributes)
      title.draw(
        at: CGPoint(x: page.midX - textSize.width / 2, y: page.midY - textSize.height / 2),
        withAttributes: attributes)
    }
  }

  private func drawPageControl() {
    let band = CGRect(x: 0, y: bounds.height - 20, width: bounds.width, height: 20)
    if let pageControlBackgroundColor {
      pageControlBackgroundColor.setFill()
      UIBezierPath(rect: band).fill()
    }
    let count = max(1, min(10, extraPagesForLoopShow * 2 + 1))
    let spacing: CGFloat = 16
    let startX = band.midX - spacing * CGFloat(count - 1) / 2
    for dot in 0..<count {
      (dot == 0 ? UIColor.white : UIColor(white: 1, alpha: 0.5)).setFill()
      let x = startX + spacing * CGFloat(dot) - 3.5
      UIBezierPath(ovalIn: CGRect(x: x, y: band.midY - 3.5, width: 7, height: 7)).fill()
    }
  }
}
