import Components
import Foundation

/// A paging banner (seed 002's RSlideView, from "Why you should start using Interface
/// Builder").
///
/// It has no pages until the app gives it some, so in Interface Builder it draws
/// placeholder pages instead: grey boxes labelled "Page 0", "Page 1", … (and "Page N-1"
/// to the left when `loopSlide` is on), `pageSize` each and `pageMargin` apart, centred.
/// That drawing happens only when ``View/isInterfaceBuilder`` is true (the seed's
/// `#if TARGET_INTERFACE_BUILDER`), which the component declares as intended. The page
/// control is a row of dots at the bottom on a `pageControlBackgroundColor` band, shown on
/// both paths unless `pageControlHidden`.
public class SlideView: View {
  public var loopSlide = false { didSet { setNeedsDisplay() } }
  public var continuousScroll = false
  public var pageControlHidden = true { didSet { setNeedsDisplay() } }
  public var pageControlBackgroundColor: Color? { didSet { setNeedsDisplay() } }
  /// The size of one page; zero means the view's size.
  public var pageSize: CGSize = .zero { didSet { setNeedsDisplay() } }
  public var pageMargin: CGFloat = 0 { didSet { setNeedsDisplay() } }

  public override class var inspectables: [Inspectable] {
    [
      .boolean("loopSlide", \SlideView.loopSlide),
      .boolean("continuousScroll", \SlideView.continuousScroll),
      .boolean("pageControlHidden", \SlideView.pageControlHidden),
      .color("pageControlBackgroundColor", \SlideView.pageControlBackgroundColor),
      .size("pageSize", \SlideView.pageSize),
      .number("pageMargin", \SlideView.pageMargin),
    ]
  }

  public override class var declaresDesignTimeOnlyContent: Bool { true }

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
    let attributes: [NSAttributedString.Key: Any] = [.font: Font.systemFont(ofSize: 13), .foregroundColor: Color.darkGray]
    let originX = (bounds.width - size.width - pageMargin) / 2
    let originY = (bounds.height - size.height) / 2
    let start = loopSlide ? -extra : 0
    guard start <= extra else { return }
    for index in start...extra {
      let page = CGRect(
        x: originX + pageMargin / 2 + (size.width + pageMargin) * CGFloat(index), y: originY,
        width: size.width, height: size.height)
      Color.gray.setStroke()
      Color(white: 0.9, alpha: 1).setFill()
      let path = BezierPath(rect: page)
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
      BezierPath(rect: band).fill()
    }
    let count = max(1, min(10, extraPagesForLoopShow * 2 + 1))
    let spacing: CGFloat = 16
    let startX = band.midX - spacing * CGFloat(count - 1) / 2
    for dot in 0..<count {
      (dot == 0 ? Color.white : Color(white: 1, alpha: 0.5)).setFill()
      BezierPath(ovalIn: CGRect(x: startX + spacing * CGFloat(dot) - 3.5, y: band.midY - 3.5, width: 7, height: 7)).fill()
    }
  }
}
