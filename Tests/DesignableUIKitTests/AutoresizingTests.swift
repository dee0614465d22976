import DesignableUIKit
import Testing

/// A size change resizes the subviews by their masks, as UIKit does.
struct AutoresizingTests {
  @Test func flexiblePartsShareTheChangeInProportion() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
    let wide = UIView(frame: CGRect(x: 20, y: 10, width: 160, height: 20))
    wide.autoresizingMask = [.flexibleWidth]
    let pinned = UIView(frame: CGRect(x: 150, y: 70, width: 40, height: 20))
    pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    let centered = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 20))
    centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    for view in [fixed, wide, pinned, centered] { parent.addSubview(view) }
    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 140)
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    #expect(wide.frame == CGRect(x: 20, y: 10, width: 260, height: 20))
    #expect(pinned.frame == CGRect(x: 250, y: 110, width: 40, height: 20))
    #expect(centered.frame == CGRect(x: 100, y: 40, width: 100, height: 20))
    parent.autoresizesSubviews = false
    parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(wide.frame.width == 260)
  }
}
