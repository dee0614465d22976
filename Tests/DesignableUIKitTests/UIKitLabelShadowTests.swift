import DesignableUIKit
import Foundation
import Testing

/// A scrolling-label style subclass that forwards UILabel's shadow and baseline properties to
/// an inner label, as marquee labels do.
private final class ForwardingLabel: UILabel {
  let inner = UILabel()
  var curve: UIView.AnimationCurve = .linear

  override var shadowColor: UIColor? {
    get { inner.shadowColor }
    set {
      inner.shadowColor = newValue
      super.shadowColor = newValue
    }
  }

  override var baselineAdjustment: UIBaselineAdjustment {
    get { inner.baselineAdjustment }
    set {
      inner.baselineAdjustment = newValue
      super.baselineAdjustment = newValue
    }
  }
}

@Suite("UILabel's text shadow")
struct UIKitLabelShadowTests {
  /// Blue pixels of a black "II" label, whose shadow (if any) falls `offset` points away.
  private func shadowPixels(offset: CGSize?) -> Int {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    label.text = "II"
    label.textColor = .black
    label.font = UIFont.boldSystemFont(ofSize: 20)
    if let offset {
      label.shadowColor = .blue
      label.shadowOffset = offset
    }
    let picture = Lifecycle.render(label, scale: 1)
    return UIKitTestSupport.count(0..<40, 0..<30) { x, y in
      picture[x, y].alpha > 200 && picture[x, y].blue > 200 && picture[x, y].red < 60
    }
  }

  @Test func aShadowColourDrawsAHardShadowAtTheOffset() {
    #expect(shadowPixels(offset: nil) == 0)
    let moved = shadowPixels(offset: CGSize(width: 3, height: 2))
    #expect(moved > 20)
    // A hard shadow: the blue is fully saturated, not a blurred haze.
    #expect(shadowPixels(offset: CGSize(width: 3, height: 2)) == moved)
  }

  @Test func aPositiveHeightPutsTheShadowBelowTheText() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    label.text = "II"
    label.textColor = .black
    label.font = UIFont.boldSystemFont(ofSize: 20)
    label.shadowColor = .blue
    label.shadowOffset = CGSize(width: 0, height: 6)
    let picture = Lifecycle.render(label, scale: 1)
    let rows = { (test: (Int, Int) -> Bool) in
      (0..<40).filter { y in (0..<40).contains { x in test(x, y) } }
    }
    let black = rows { x, y in picture[x, y].alpha > 200 && picture[x, y].blue < 60 }
    let blue = rows { x, y in picture[x, y].alpha > 200 && picture[x, y].blue > 200 }
    #expect((blue.last ?? 0) - (black.last ?? 0) == 6)
  }

  @Test func theDefaultOffsetIsOnePointUp() {
    let label = UILabel()
    #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    #expect(label.shadowColor == nil && label.baselineAdjustment == .alignBaselines)
    #expect(!label.adjustsFontForContentSizeCategory)
  }

  @Test func aSubclassForwardsTheShadowProperties() {
    let label = ForwardingLabel(frame: .zero)
    label.shadowColor = .red
    label.baselineAdjustment = .alignCenters
    #expect(label.inner.shadowColor == .red && label.inner.baselineAdjustment == .alignCenters)
    #expect(label.curve == .linear && UIView.AnimationCurve.easeIn.rawValue == 1)
  }
}
