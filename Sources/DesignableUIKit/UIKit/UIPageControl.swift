import Components
import Foundation

/// A row of page dots (`UIPageControl`) in iOS's default look: a 7-point dot for each page,
/// 9 points apart, the row centred in the bounds; the current page's dot in
/// `currentPageIndicatorTintColor` (white unless set) and the others in
/// `pageIndicatorTintColor` (white at 30% unless set). Nothing is drawn for one page when
/// `hidesForSinglePage` is set. An indicator image (`preferredIndicatorImage`,
/// `setIndicatorImage(_:forPage:)`) replaces a dot, filled with the dot's colour.
///
/// A negative page count counts as 0, and `currentPage` is kept in
/// `0...max(0, numberOfPages - 1)`, as in UIKit. Only the dots inside the bounds are drawn,
/// so a huge count costs no more than a full row. Interaction is inert.
open class UIPageControl: UIControl {
  /// A dot's diameter and the gap between dots.
  static let dot: CGFloat = 7
  static let gap: CGFloat = 9

  /// The number of pages; a negative count is stored as 0.
  open var numberOfPages = 0 {
    didSet {
      if numberOfPages < 0 { numberOfPages = 0 }
      currentPage = min(currentPage, max(0, numberOfPages - 1))
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The page whose dot is highlighted, pinned to the pages.
  open var currentPage = 0 {
    didSet {
      let pinned = min(max(currentPage, 0), max(0, numberOfPages - 1))
      if currentPage != pinned { currentPage = pinned }
      setNeedsDisplay()
    }
  }
  open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
  open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
  open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// Stored only: a render never pages.
  open var defersCurrentPageDisplay = false
  /// Stored only: no platter is drawn behind the dots here (`backgroundStyle`).
  open var backgroundStyle = BackgroundStyle.automatic
  /// Stored only: a render is never touched.
  open var allowsContinuousInteraction = true
  /// The image drawn in place of every dot (`preferredIndicatorImage`), as a template in the
  /// dot's colour, centred where the dot would be.
  open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
  /// The image drawn in place of the current page's dot, else ``preferredIndicatorImage``.
  open var preferredCurrentPageIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
  private var pageImages: [Int: UIImage] = [:]

  /// The image for one page's dot, in place of ``preferredIndicatorImage``; `nil` clears it.
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    pageImages[page] = image
    setNeedsDisplay()
  }

  /// The image set for `page`'s dot, else ``preferredIndicatorImage``.
  open func indicatorImage(forPage page: Int) -> UIImage? {
    pageImages[page] ?? preferredIndicatorImage
  }

  /// The platter behind the dots (`UIPageControl.BackgroundStyle`).
  public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

  /// What a storyboard's user-defined runtime attributes (and attribute sets) may set, by
  /// the Objective-C names key-value coding finds on iOS.
  open override class var inspectables: [Inspectable] {
    [
      .ib("numberOfPages", \UIPageControl.numberOfPages),
      .ib("currentPage", \UIPageControl.currentPage),
      .ib("pageIndicatorTintColor", \UIPageControl.pageIndicatorTintColor),
      .ib("currentPageIndicatorTintColor", \UIPageControl.currentPageIndicatorTintColor),
    ]
  }

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

  /// Does nothing: the current page is always shown.
  open func updateCurrentPageDisplay() {}

  /// The size the dots of `pageCount` pages take: 16 points a page less one gap, plus
  /// 8 points at each end, and 26 points tall; zero width for no pages.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    guard pageCount > 0 else { return CGSize(width: 0, height: 26) }
    let dots = CGFloat(pageCount) * (UIPageControl.dot + UIPageControl.gap) - UIPageControl.gap
    return CGSize(width: dots + 16, height: 26)
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    self.size(forNumberOfPages: numberOfPages)
  }

  /// The pages and rectangles of the dots inside `bounds`, the row centred in `bounds`.
  func dotFrames() -> [(page: Int, frame: CGRect)] {
    let count = numberOfPages
    guard count > 0, !(hidesForSinglePage && count == 1), bounds.width.isFinite,
      bounds.height.isFinite
    else { return [] }
    let pitch = UIPageControl.dot + UIPageControl.gap
    let x = bounds.midX - (CGFloat(count) * pitch - UIPageControl.gap) / 2
    let y = bounds.midY - UIPageControl.dot / 2
    let first = max(0, (bounds.minX - x) / pitch)
    let last = min(CGFloat(count - 1), (bounds.maxX - x) / pitch)
    guard first <= last else { return [] }
    return (Int(first)...Int(last)).map {
      let frame = CGRect(
        x: x + CGFloat($0) * pitch, y: y, width: UIPageControl.dot, height: UIPageControl.dot)
      return ($0, frame)
    }
  }

  package func drawBuiltInParts(in rect: CGRect) {
    for (page, frame) in dotFrames() {
      let current = currentPageIndicatorTintColor ?? .white
      let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
      let color = page == currentPage ? current : other
      let image =
        page == currentPage
        ? preferredCurrentPageIndicatorImage ?? indicatorImage(forPage: page)
        : indicatorImage(forPage: page)
      if let image {
        let size = image.size
        let place = CGRect(
          x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
          height: size.height)
        image.withTintColor(color).draw(in: place)
      } else {
        color.setFill()
        UIBezierPath(ovalIn: frame).fillAtContextFlatness()
      }
    }
  }
}

extension UIPageControl: DrawsBuiltInParts {}
