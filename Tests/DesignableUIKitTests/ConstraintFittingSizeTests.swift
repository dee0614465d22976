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

  /// A card inside a message view, the label inside the card: each level's constraints are
  /// held where `activate` puts them, the label's by the card. Fitted at a required width,
  /// the message is as tall as the label wrapped in the card's width needs, before layout
  /// and after it alike (the label's frame was taken as it was).
  @Test func nestedWrappersFitTheLabelWrappedAtTheWidthGiven() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "Something went wrong with the request, please try again later."
    let card = Self.wrapper(around: label, inset: 20)
    let message = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 300))
    card.translatesAutoresizingMaskIntoConstraints = false
    message.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: message.leadingAnchor, constant: 10),
      card.trailingAnchor.constraint(equalTo: message.trailingAnchor, constant: -10),
      card.topAnchor.constraint(equalTo: message.topAnchor, constant: 10),
      card.bottomAnchor.constraint(equalTo: message.bottomAnchor, constant: -10),
    ])
    func fitted() -> CGSize {
      message.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    let cardWidth: CGFloat = 140
    let wrapped = label.sizeThatFits(CGSize(width: cardWidth, height: .greatestFiniteMagnitude))
    #expect(wrapped.height > label.intrinsicContentSize.height)
    #expect(fitted() == CGSize(width: 200, height: wrapped.height + 60))
    message.layoutIfNeeded()
    #expect(fitted() == CGSize(width: 200, height: wrapped.height + 60))
  }

  /// A message view holding its label's vertical constraints itself, though the label sits
  /// in a wrapper that holds the horizontal ones (as a tab view's nib has them): once laid
  /// out, the message keeps the height its own constraints give with the label where it
  /// lies (no level below measures constraints its ancestor holds), not 0.
  @Test func constraintsAnAncestorHoldsForAGrandchildStillCount() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "Something went wrong with the request, please try again later."
    let wrapper = UIView()
    let message = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 300))
    for view in [wrapper, label] { view.translatesAutoresizingMaskIntoConstraints = false }
    message.addSubview(wrapper)
    wrapper.addSubview(label)
    NSLayoutConstraint.activate([
      wrapper.leadingAnchor.constraint(equalTo: message.leadingAnchor),
      wrapper.trailingAnchor.constraint(equalTo: message.trailingAnchor),
      wrapper.topAnchor.constraint(equalTo: message.topAnchor),
      wrapper.bottomAnchor.constraint(equalTo: message.bottomAnchor),
      label.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: message.topAnchor, constant: 20),
      message.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 20),
    ])
    #expect(message.constraints.count == 6 && wrapper.constraints.count == 2)
    message.layoutIfNeeded()
    #expect(label.frame.height > 0)
    let fitted = message.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == CGSize(width: 200, height: label.frame.maxY + 20))
  }

  /// A self-sizing cell's override of the fitting size is the cell's own, as in UIKit.
  @Test func aSubclassOverridesTheFittingSize() {
    final class TallCell: UIView {
      override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
      ) -> CGSize {
        CGSize(width: targetSize.width, height: 88)
      }
    }
    #expect(TallCell().systemLayoutSizeFitting(CGSize(width: 50, height: 0)).height == 88)
  }
}
