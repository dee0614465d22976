import DesignableUIKit
import Testing

/// A view that counts tint changes, as a component that recolours itself on dimming does.
final class TintCountingView: UIView {
  private(set) var tintChanges = 0
  override func tintColorDidChange() { tintChanges += 1 }
}

/// A view whose tint is its subview's, as a label that draws through a sublabel reports it.
final class TintForwardingView: UIView {
  let inner = UIView()
  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(inner)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override var tintColor: UIColor! {
    get { inner.tintColor }
    set {
      inner.tintColor = newValue
      super.tintColor = newValue
    }
  }
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

  /// A subview inherits the tint an ancestor was given, read past the ancestor's getter: one
  /// that asks the subview back does not recurse.
  @Test func anInheritedTintSkipsTheAncestorsGetter() {
    let outer = UIView()
    outer.tintColor = .systemGreen
    let forwarding = TintForwardingView(frame: .zero)
    outer.addSubview(forwarding)
    #expect(forwarding.tintColor == .systemGreen)
    #expect(forwarding.inner.tintColor == .systemGreen)
    forwarding.tintColor = .systemPink
    #expect(forwarding.inner.tintColor == .systemPink)
    #expect(forwarding.tintColor == .systemPink)
  }

  @Test func buttonImageAdjustmentFlagsAreStored() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
    button.adjustsImageWhenHighlighted = false
    button.adjustsImageWhenDisabled = false
    #expect(!button.adjustsImageWhenHighlighted && !button.adjustsImageWhenDisabled)
  }
}
