import DesignableUIKit
import Testing

/// A symbol button that keeps its title empty whatever a caller (or a nib) sets, as
/// buttons that draw only a glyph do.
final class GlyphOnlyButton: UIButton {
  override func setTitle(_ title: String?, for state: UIControl.State) {
    super.setTitle("", for: state)
  }
}

/// A button whose colours per state come from its own getters rather than from values set
/// for each state.
final class ThemedButton: UIButton {
  private(set) var imagesSet = 0
  override func titleColor(for state: UIControl.State) -> UIColor? {
    state.contains(.highlighted) ? .white : .systemRed
  }
  override func setImage(_ image: UIImage?, for state: UIControl.State) {
    imagesSet += 1
    super.setImage(image, for: state)
  }
}

/// A control that counts what is added to it and keeps its own actions out of the list
/// callers read.
final class CountingControl: UIControl {
  private(set) var targetsAdded = 0
  override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    targetsAdded += 1
    super.addTarget(target, action: action, for: controlEvents)
  }
  override func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event)
    -> [String]?
  {
    super.actions(forTarget: target, forControlEvent: controlEvent)?.filter { $0 != "internal" }
  }
}

private final class Receiver: NSObject {}

@Suite struct UIKitControlOverridesTests {
  @Test func aSetTitleOverrideDecidesWhatTheButtonShows() {
    let button = GlyphOnlyButton(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    button.setTitle("Menu", for: .normal)
    button.layoutIfNeeded()
    #expect(button.title(for: .normal) == "")
    #expect(button.titleLabel?.text ?? "" == "")
  }

  @Test func layoutAsksTheOverriddenGetters() {
    let button = ThemedButton(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    button.setTitle("Go", for: .normal)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.textColor == .systemRed)
    #expect(button.currentTitleColor == .systemRed)
    button.isHighlighted = true
    button.layoutIfNeeded()
    #expect(button.titleLabel?.textColor == .white)
    button.setImage(UIImage(), for: .normal)
    #expect(button.imagesSet == 1)
  }

  @Test func targetMethodsCanBeOverridden() {
    let control = CountingControl(frame: .zero)
    let receiver = Receiver()
    control.addTarget(receiver, action: Selector("changed"), for: .valueChanged)
    control.addTarget(receiver, action: Selector("internal"), for: .valueChanged)
    #expect(control.targetsAdded == 2)
    #expect(control.actions(forTarget: receiver, forControlEvent: .valueChanged) == ["changed"])
  }

  @Test func allTargetsListsEachTargetOnce() {
    let control = UIControl(frame: .zero)
    let receiver = Receiver()
    #expect(control.allTargets.isEmpty)
    control.addTarget(receiver, action: Selector("changed"), for: .valueChanged)
    control.addTarget(receiver, action: Selector("tapped"), for: .touchUpInside)
    control.addTarget(nil, action: Selector("forwarded"), for: .touchUpInside)
    control.addTarget(nil, action: Selector("dismissed"), for: .touchUpOutside)
    #expect(control.allTargets.count == 2)
    #expect(control.allTargets.contains(AnyHashable(receiver)))
    #expect(control.allTargets.contains { $0.base is NSNull })
    control.removeTarget(receiver, action: nil, for: .allEvents)
    #expect(control.allTargets.count == 1 && control.allTargets.first?.base is NSNull)
  }
}
