import DesignableUIKit
import Testing

/// A view that counts tint changes, as a component that recolours itself on dimming does.
final class TintCountingView: UIView {
  private(set) var tintChanges = 0
  override func tintColorDidChange() { tintChanges += 1 }
}

@Suite("UIKit's stored appearance flags")
struct UIKitStoredAppearanceTests {
  @Test func tintAdjustmentModeIsInheritedAndNeverReadsAutomatic() {
    let parent = UIView()
    let child = TintCountingView()
    parent.addSubview(child)
    #expect(child.tintAdjustmentMode == .normal)
    parent.tintAdjustmentMode = .dimmed
    #expect(child.tintAdjustmentMode == .dimmed)
    #expect(child.tintChanges == 1)
    child.tintAdjustmentMode = .normal
    #expect(child.tintAdjustmentMode == .normal && child.tintChanges == 2)
    parent.tintAdjustmentMode = .automatic
    #expect(parent.tintAdjustmentMode == .normal)
    #expect(child.tintChanges == 2)  // it sets its own mode
  }

  @Test func buttonImageAdjustmentFlagsAreStored() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
    button.adjustsImageWhenHighlighted = false
    button.adjustsImageWhenDisabled = false
    #expect(!button.adjustsImageWhenHighlighted && !button.adjustsImageWhenDisabled)
  }
}
