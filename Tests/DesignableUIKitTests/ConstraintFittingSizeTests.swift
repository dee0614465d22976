import Foundation
import Testing

@testable import DesignableUIKit

/// Views without an intrinsic size take what their subviews' constraints need, as Auto
/// Layout measures them: a wrapper around a label in a stack view (a radio button's row),
/// and `systemLayoutSizeFitting`.
@Suite struct ConstraintFittingSizeTests {
  /// A plain view holding `label` pinned to its edges with `inset` on each side.
  static func wrapper(around label: UILabel, inset: CGFloat) -> UIView {
    let wrapper = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    wrapper.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor, constant: -inset),
      label.topAnchor.constraint(equalTo: wrapper.topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: wrapper.bottomAnchor, constant: -inset),
    ])
    return wrapper
  }

  @Test func aWrapperFitsItsLabelAndInsets() {
    let label = UILabel()
    label.text = "Option"
    let wrapper = Self.wrapper(around: label, inset: 4)
    let text = label.intrinsicContentSize
    let fitted = wrapper.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(fitted == CGSize(width: text.width + 8, height: text.height + 8))
    // A required width holds; the height still follows the label.
    let wide = wrapper.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wide == CGSize(width: 300, height: text.height + 8))
    #expect(
      UIView().systemLayoutSizeFitting(CGSize(width: 7, height: 9)) == CGSize(width: 7, height: 9))
  }

  @Test func aStackViewGivesAWrapperTheHeightItsLabelNeeds() {
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    dot.widthAnchor.constraint(equalToConstant: 20).isActive = true
    dot.heightAnchor.constraint(equalToConstant: 20).isActive = true
    let label = UILabel()
    label.text = "Medium"
    let wrapper = Self.wrapper(around: label, inset: 0)
    let row = UIStackView(arrangedSubviews: [dot, wrapper])
    row.alignment = .center
    row.spacing = 8
    row.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    row.layoutIfNeeded()
    wrapper.layoutIfNeeded()
    let height = label.intrinsicContentSize.height
    #expect(wrapper.frame.height == height)
    #expect(abs(wrapper.frame.midY - 20) <= 0.5)
    #expect(label.frame.size.height == height && label.frame.width == wrapper.frame.width)
    #expect(row.intrinsicContentSize.height == max(20, height))
  }

  @Test func aStackViewKeepsAnArrangedViewsOwnSizeConstraints() {
    let icon = UIView()
    icon.translatesAutoresizingMaskIntoConstraints = false
    icon.widthAnchor.constraint(equalToConstant: 24).isActive = true
    icon.heightAnchor.constraint(equalToConstant: 16).isActive = true
    let label = UILabel()
    label.text = "Wi-Fi"
    let row = UIStackView(arrangedSubviews: [icon, label])
    row.alignment = .center
    row.spacing = 8
    row.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    row.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 0, y: 12, width: 24, height: 16))
    #expect(label.frame.minX == 32 && label.frame.maxX == 200)
    #expect(row.intrinsicContentSize.height == max(16, label.intrinsicContentSize.height))
  }
}
