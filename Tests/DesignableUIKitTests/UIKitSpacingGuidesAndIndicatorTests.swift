import Foundation
import Raster
import Testing

@testable import DesignableUIKit

/// A badge that re-tints itself when the appearance changes, registered the iOS 17 way.
private final class TraitBadge: UIView {
  var updates = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
      (badge: Self, _: UITraitCollection) in badge.updates += 1
    }
  }

  required init?(coder: NSCoder) { nil }
}

@Suite struct UIKitSpacingGuidesAndIndicatorTests {
  @Test func customSpacingAfterAnArrangedViewReplacesTheStacksSpacing() {
    let views = (0..<3).map { _ in UIView() }
    for view in views {
      view.widthAnchor.constraint(equalToConstant: 10).isActive = true
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 4
    stack.setCustomSpacing(20, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 20)
    #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    #expect(stack.intrinsicContentSize.width == 54)  // 3 × 10, then 20 and 4 between
    stack.frame = CGRect(x: 0, y: 0, width: 54, height: 10)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 30, 44])
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    #expect(stack.intrinsicContentSize.width == 42)
    stack.frame.size.width = 42
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 14, 32])
    views[1].isHidden = true  // its custom spacing goes with it
    stack.frame.size.width = 24
    stack.layoutIfNeeded()
    #expect(views[2].frame.minX == 14)
  }

  @Test func contentPinnedAboveTheKeyboardGuideSitsOnTheBottomEdge() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: host.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: host.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 30),
      bar.bottomAnchor.constraint(equalTo: host.keyboardLayoutGuide.topAnchor, constant: -10),
    ])
    host.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 160, width: 100, height: 30))
    #expect(host.keyboardLayoutGuide === host.keyboardLayoutGuide)
    #expect(host.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 200, width: 100, height: 0))
  }

  @Test func aPageControlDrawsItsIndicatorImagesInTheDotsColours() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let bar = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image {
      context in
      UIColor.black.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
    }
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    control.numberOfPages = 2
    control.currentPageIndicatorTintColor = .red
    control.pageIndicatorTintColor = .blue
    control.setIndicatorImage(bar, forPage: 1)
    #expect(control.indicatorImage(forPage: 0) == nil)
    let picture = Lifecycle.render(control, scale: 1)
    func at(_ x: Int, _ y: Int) -> [UInt8] {
      Array(picture.bytes[(y * picture.width + x) * 4..<(y * picture.width + x) * 4 + 4])
    }
    // Dots 7 wide, 9 apart, the row of 23 centred: page 0 at x 8.5...15.5, page 1's bar
    // 4 × 2 centred at (28, 10).
    #expect(at(12, 10) == [255, 0, 0, 255])
    #expect(at(27, 9) == [0, 0, 255, 255] && at(27, 7) == [0, 0, 0, 0])
  }

  @Test func settingsKeptForCodeThatReadsThemBack() {
    let progress = UIProgressView(progressViewStyle: .bar)
    #expect(progress.progressViewStyle == .bar && progress.subviews.count == 2)
    let image = UIImage(bitmap: Bitmap(width: 2, height: 2))
      .withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
    #expect(image.alignmentRectInsets.top == 1)
    #expect(
      image.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
    #expect(image.withRenderingMode(.alwaysTemplate).alignmentRectInsets.top == 1)
    #expect(!UIAccessibility.isReduceTransparencyEnabled)
    #expect(UIContentSizeCategory.didChangeNotification.rawValue.hasPrefix("UIContentSize"))
    let badge = TraitBadge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    badge.overrideUserInterfaceStyle = .dark
    _ = Lifecycle.render(badge, scale: 1)
    #expect(badge.updates == 0)  // traits never change during a render
  }
}
