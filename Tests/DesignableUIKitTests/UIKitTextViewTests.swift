import DesignableUIKit
import Testing

/// A placeholder text view as designables write them: it draws its placeholder in
/// `draw(_:)` (without calling `super`) while the text is empty, and listens for edits.
final class PlaceholderTextView: UITextView, UITextViewDelegate {
  var placeholder = "Placeholder" { didSet { setNeedsDisplay() } }
  var placeholderColor = UIColor.blue
  var scrolls = 0
  private var observer: NSObjectProtocol?

  override init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame, textContainer: textContainer)
    delegate = self
    // Never posted in a render; the name compiles as on iOS.
    observer = NotificationCenter.default.addObserver(
      forName: UITextView.textDidChangeNotification, object: nil, queue: nil
    ) { _ in }
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override var text: String! {
    didSet { setNeedsDisplay() }
  }

  override func draw(_ rect: CGRect) {
    guard text.isEmpty else { return }
    let inset = textContainerInset
    let padding = textContainer.lineFragmentPadding
    let area = bounds.inset(by: inset).insetBy(dx: padding, dy: 0)
    (placeholder as NSString).draw(
      in: area,
      withAttributes: [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: placeholderColor])
  }

  func textViewDidChange(_ textView: UITextView) { setNeedsDisplay() }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@Suite("UIKit's text view and scroll view")
struct UIKitTextViewTests {
  /// Pixels with much more red than green or blue: drawn red text.
  func redPixels(_ at: (Int, Int) -> [UInt8], _ xs: Range<Int>, _ ys: Range<Int>) -> Int {
    UIKitTestSupport.count(xs, ys) { x, y in
      let pixel = at(x, y)
      return pixel[3] > 100 && pixel[0] > 150 && pixel[1] < 100 && pixel[2] < 100
    }
  }

  func textView(_ text: String, width: CGFloat = 120, height: CGFloat = 60) -> UITextView {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.backgroundColor = nil
    view.textColor = .red
    view.text = text
    return view
  }

  @Test func defaultsAreUIKits() {
    let view = UITextView()
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.textContainer.lineFragmentPadding == 5)
    #expect(view.font?.pointSize == 12 && view.textColor == .label && view.text == "")
    #expect(view.isEditable && view.isSelectable && view.isScrollEnabled && !view.hasText)
    #expect(view.backgroundColor == .systemBackground && view.bounces)
    #expect(!view.becomeFirstResponder() && !view.isFirstResponder)
    view.text = nil
    #expect(view.text == "" && view.attributedText.length == 0)
    let field = UITextField()
    #expect(!view.adjustsFontForContentSizeCategory && !field.adjustsFontForContentSizeCategory)
    view.adjustsFontForContentSizeCategory = true
    field.adjustsFontForContentSizeCategory = true
    #expect(view.adjustsFontForContentSizeCategory && field.adjustsFontForContentSizeCategory)
  }

  @Test func textIsDrawnInsideTheInsetAndPadding() {
    let at = pixels(of: textView("Hello"))
    let ink = redPixels(at, 0..<120, 0..<60)
    #expect(ink > 20)
    #expect(redPixels(at, 0..<5, 0..<60) == 0 && redPixels(at, 0..<120, 0..<8) == 0)
    #expect(redPixels(at, 0..<120, 24..<60) == 0)
  }

  @Test func zeroInsetsMoveTheTextToTheCorner() {
    let view = textView("Hello")
    view.textContainerInset = .zero
    view.textContainer.lineFragmentPadding = 0
    let at = pixels(of: view)
    #expect(redPixels(at, 0..<5, 0..<14) > 0)
  }

  @Test func longTextWrapsToTheWidth() {
    let view = textView("one two three four five six seven eight nine ten", width: 80)
    let at = pixels(of: view)
    #expect(redPixels(at, 0..<80, 24..<52) > 20)
    #expect(redPixels(at, 75..<80, 0..<60) == 0)
    view.isScrollEnabled = false
    let fitted = view.sizeThatFits(CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude))
    #expect(fitted.width == 80 && fitted.height > 16 + 3 * 12)
    #expect(view.intrinsicContentSize.height == fitted.height)
    view.isScrollEnabled = true
    #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
  }

  @Test func alignmentFontAndAttributedTextAreDrawn() {
    let view = textView("Hi")
    view.font = .systemFont(ofSize: 14)
    view.textAlignment = .right
    view.textColor = .red
    #expect(view.font?.pointSize == 14)
    let right = pixels(of: view)
    #expect(redPixels(right, 0..<60, 0..<60) == 0 && redPixels(right, 60..<115, 0..<60) > 0)
    view.attributedText = NSAttributedString(
      string: "Big",
      attributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red])
    #expect(view.text == "Big" && view.font?.pointSize == 30 && view.textColor == .red)
    #expect(redPixels(pixels(of: view), 0..<120, 26..<40) > 0)
  }

  @Test func aSubclassDrawsItsPlaceholderUnderTheText() {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    view.backgroundColor = .clear
    let empty = pixels(of: view)
    let blue = UIKitTestSupport.count(0..<120, 0..<40) { x, y in
      empty(x, y)[2] > 150 && empty(x, y)[0] < 100 && empty(x, y)[3] > 100
    }
    #expect(blue > 20)
    view.textColor = .red
    view.text = "Typed"
    let typed = pixels(of: view)
    #expect(redPixels(typed, 0..<120, 0..<40) > 20)
    #expect(UIKitTestSupport.count(0..<120, 0..<40) { x, y in typed(x, y)[2] > 150 } == 0)
  }

  @Test func contentOffsetIsTheBoundsOriginAndTellsTheDelegate() {
    let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
    #expect(view.bounds.origin == CGPoint(x: 0, y: 20) && view.scrolls == 1)
    view.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
    #expect(view.contentOffset == CGPoint(x: 0, y: 20) && view.scrolls == 1)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let red = UIView(frame: CGRect(x: 0, y: 10, width: 10, height: 10))
    red.backgroundColor = .red
    scroll.addSubview(red)
    scroll.contentSize = CGSize(width: 10, height: 20)
    #expect(pixels(of: scroll)(5, 5)[3] == 0)
    scroll.scrollRectToVisible(red.frame, animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 10))
    #expect(pixels(of: scroll)(5, 5) == [255, 0, 0, 255])
  }

  @Test func badInsetsAndPaddingCountAsZero() {
    let view = textView("Hello")
    view.textContainerInset = UIEdgeInsets(top: .nan, left: -20, bottom: .infinity, right: 0)
    view.textContainer.lineFragmentPadding = -5
    #expect(redPixels(pixels(of: view), 0..<5, 0..<14) > 0)
    view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    _ = pixels(of: view)
    #expect(view.sizeThatFits(CGSize(width: CGFloat.nan, height: 0)).height > 0)
  }
}
