import DesignableUIKit
import Foundation
import Testing

/// Sizes itself from its title label's text, measured with `size(withAttributes:)`, as
/// chip and tag buttons written for iOS do right after `setTitle(_:for:)`.
private final class ChipButton: UIButton {
  override var intrinsicContentSize: CGSize {
    let font = titleLabel?.font ?? UIFont.systemFont(ofSize: 15)
    var size = titleLabel?.text?.size(withAttributes: [.font: font]) ?? .zero
    size.width += 16
    return size
  }
}

@Suite("UIKit's buttons: the title label")
struct UIKitButtonTitleLabelTests {
  @Test func theTitleLabelShowsATitleAsSoonAsItIsSet() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(button.titleLabel?.text == nil)
    button.setTitle("A", for: .normal)
    #expect(button.titleLabel?.text == "A")
    button.setTitle("B", for: .selected)
    #expect(button.titleLabel?.text == "A")
    button.isSelected = true
    #expect(button.titleLabel?.text == "B")
    button.setAttributedTitle(NSAttributedString(string: "C"), for: .selected)
    #expect(button.titleLabel?.text == "C")
    button.setTitle(nil, for: .normal)
    button.isSelected = false
    #expect(button.titleLabel?.text == nil)
  }

  @Test func aButtonSizedFromItsTitleLabelFitsItsTitle() {
    let chip = ChipButton(frame: .zero)
    chip.setTitle("Welcome", for: .normal)
    let plain = UIButton(frame: .zero)
    plain.setTitle("Welcome", for: .normal)
    #expect(chip.intrinsicContentSize.width > 16 + plain.intrinsicContentSize.width - 1)
    chip.frame.size = chip.intrinsicContentSize
    chip.layoutIfNeeded()
    let label = chip.titleLabel
    #expect(label?.frame.width ?? 0 >= (label?.intrinsicContentSize.width ?? .infinity) - 0.5)
  }
}
