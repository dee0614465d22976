import DesignableUIKit
import Foundation
import Testing

/// A button that shows a spinner in its middle while it loads, as loading buttons do.
private final class LoadingButton: UIButton {
  let spinner = UIActivityIndicatorView(style: .gray)

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(spinner)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutSubviews() {
    super.layoutSubviews()
    spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }
}

@Suite("UIKit's activity indicator")
struct UIKitActivityIndicatorTests {
  @Test func aStoppedSpinnerIsHiddenAndAStartedOneDrawsSpokes() {
    let button = LoadingButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(button.spinner.frame.size == CGSize(width: 20, height: 20))
    #expect(button.spinner.isHidden && !button.spinner.isAnimating)
    let stopped = Lifecycle.render(button, scale: 2)
    #expect(UIKitTestSupport.count(0..<80, 0..<80) { x, y in stopped[x, y].alpha > 100 } == 0)
    button.spinner.startAnimating()
    #expect(!button.spinner.isHidden && button.spinner.isAnimating)
    let spinning = Lifecycle.render(button, scale: 2)
    #expect(UIKitTestSupport.count(0..<80, 0..<80) { x, y in spinning[x, y].alpha > 100 } > 40)
    // The top spoke is the darkest; the centre is empty.
    #expect(spinning[40, 40].alpha == 0)
    #expect(spinning[40, 27].alpha > spinning[27, 40].alpha)
    button.spinner.stopAnimating()
    #expect(button.spinner.isHidden)
  }

  @Test func stylesHaveUIKitsSizesAndColours() {
    #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize.width == 37)
    #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize.width == 20)
    #expect(UIActivityIndicatorView(style: .white).color == .white)
    let kept = UIActivityIndicatorView(style: .medium)
    kept.hidesWhenStopped = false
    #expect(!kept.isHidden)
  }
}
