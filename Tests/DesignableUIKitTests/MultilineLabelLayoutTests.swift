import Foundation
import Testing

@testable import DesignableUIKit

/// A label of more than one line takes, under Auto Layout and in stack views, the height of
/// its text wrapped at the width layout gives it (or at `preferredMaxLayoutWidth`), as UIKit
/// measures it again after the first layout pass.
@Suite struct MultilineLabelLayoutTests {
  static let text = "A description long enough to wrap onto several lines in a narrow column"

  static func wrappingLabel(_ text: String = MultilineLabelLayoutTests.text) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }

  /// Adds `label` to `box`, pinned to its leading, trailing and top edges.
  static func pinAcrossTop(_ label: UILabel, in box: UIView) {
    box.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: box.trailingAnchor),
      label.topAnchor.constraint(equalTo: box.topAnchor),
    ])
  }

  /// The height of `label`'s text wrapped at `width`.
  static func wrappedHeight(_ label: UILabel, at width: CGFloat) -> CGFloat {
    label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  @Test func aLabelPinnedAtBothSidesWrapsAtItsWidth() {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
    let label = Self.wrappingLabel()
    Self.pinAcrossTop(label, in: box)
    box.layoutIfNeeded()
    let oneLine = label.intrinsicContentSize.height
    #expect(label.frame.width == 100)
    #expect(label.frame.height == Self.wrappedHeight(label, at: 100))
    #expect(label.frame.height >= 3 * oneLine)
  }

  @Test func aColumnOfFixedWidthGrowsWithItsWrappingLabel() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let title = UILabel()
    title.text = "Title"
    let body = Self.wrappingLabel()
    let column = UIStackView(arrangedSubviews: [title, body])
    column.axis = .vertical
    column.spacing = 4
    column.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(column)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      card.widthAnchor.constraint(equalToConstant: 120),
      column.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      column.topAnchor.constraint(equalTo: card.topAnchor),
      column.bottomAnchor.constraint(equalTo: card.bottomAnchor),
    ])
    root.layoutIfNeeded()
    let wrapped = Self.wrappedHeight(body, at: 120)
    let titleHeight = title.intrinsicContentSize.height
    #expect(wrapped > 2 * body.intrinsicContentSize.height)
    #expect(body.frame == CGRect(x: 0, y: titleHeight + 4, width: 120, height: wrapped))
    #expect(column.frame.height == titleHeight + 4 + wrapped)
    #expect(card.frame == CGRect(x: 10, y: 10, width: 120, height: column.frame.height))
  }

  @Test func aCellFitsItsWrappingDetailAtARequiredWidth() {
    let content = UIView()
    let title = UILabel()
    title.text = "Heading"
    title.translatesAutoresizingMaskIntoConstraints = false
    let detail = Self.wrappingLabel()
    for label in [title, detail] { content.addSubview(label) }
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -8),
      title.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
      detail.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
      detail.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -8),
      detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      detail.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
    ])
    let fitted = content.systemLayoutSizeFitting(
      CGSize(width: 150, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let detailHeight = Self.wrappedHeight(detail, at: 134)
    let expected = 8 + title.intrinsicContentSize.height + 4 + detailHeight + 8
    #expect(fitted == CGSize(width: 150, height: expected))
    #expect(fitted.height > 20 + title.intrinsicContentSize.height * 3)
  }

  @Test func aPreferredMaxLayoutWidthSetsTheWrappingWidth() {
    let label = Self.wrappingLabel()
    let oneLine = label.intrinsicContentSize
    label.preferredMaxLayoutWidth = 80
    let wrapped = label.sizeThatFits(CGSize(width: 80, height: 10_000))
    #expect(label.intrinsicContentSize == wrapped)
    #expect(wrapped.width <= 80 && wrapped.height > 3 * oneLine.height)
    // Pinned at its leading edge only, the label takes that size.
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    box.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      label.topAnchor.constraint(equalTo: box.topAnchor),
    ])
    box.layoutIfNeeded()
    #expect(label.frame.size == wrapped)
  }

  @Test func twoLinesCapTheHeightAndTruncate() {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
    let capped = Self.wrappingLabel()
    capped.numberOfLines = 2
    capped.lineBreakMode = .byTruncatingTail
    let free = Self.wrappingLabel()
    for label in [capped, free] {
      Self.pinAcrossTop(label, in: box)
    }
    box.layoutIfNeeded()
    let oneLine = capped.intrinsicContentSize.height
    #expect(capped.frame.height == Self.wrappedHeight(capped, at: 100))
    #expect(abs(capped.frame.height - 2 * oneLine) <= 1)
    #expect(free.frame.height > capped.frame.height)
  }

  @Test func anAttributedTextWrapsAtItsLaidOutWidth() {
    let label = Self.wrappingLabel()
    let text = NSMutableAttributedString(
      string: "Large ", attributes: [.font: UIFont.systemFont(ofSize: 28)])
    text.append(NSAttributedString(string: Self.text))
    label.attributedText = text
    let oneLine = label.intrinsicContentSize.height
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 400))
    Self.pinAcrossTop(label, in: box)
    box.layoutIfNeeded()
    #expect(label.frame.height == Self.wrappedHeight(label, at: 110))
    #expect(label.frame.height > 3 * oneLine)
  }

  /// A radio button's row: a dot and a wrapper around a wrapping title, in a narrow row.
  @Test func aRowGivesAWrapperAroundAWrappingLabelItsWrappedHeight() {
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    dot.widthAnchor.constraint(equalToConstant: 20).isActive = true
    dot.heightAnchor.constraint(equalToConstant: 20).isActive = true
    let label = Self.wrappingLabel("Second Option")
    let wrapper = ConstraintFittingSizeTests.wrapper(around: label, inset: 0)
    let row = UIStackView(arrangedSubviews: [dot, wrapper])
    row.alignment = .center
    row.spacing = 8
    row.frame = CGRect(x: 0, y: 0, width: 90, height: 60)
    row.layoutIfNeeded()
    wrapper.layoutIfNeeded()
    let wrapped = Self.wrappedHeight(label, at: 62)
    #expect(wrapped > label.intrinsicContentSize.height)
    #expect(wrapper.frame.size == CGSize(width: 62, height: wrapped))
    #expect(label.frame.size == CGSize(width: 62, height: wrapped))
    #expect(
      row.systemLayoutSizeFitting(
        CGSize(width: 90, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height == wrapped)
  }
}

/// A label whose text is its own plus a prefix that can change without the text being set.
private final class PrefixedLabel: UILabel {
  var prefix = ""
  override var text: String? {
    get { super.text.map { prefix + $0 } }
    set { super.text = newValue }
  }
}

/// A label keeps the sizes it measured only while what they depend on stays the same.
@Suite struct LabelMeasurementTests {
  @Test func aSubclassWhoseTextChangesUnsetIsMeasuredAgain() {
    let label = PrefixedLabel()
    label.text = "ab"
    let short = label.sizeThatFits(.zero)
    label.prefix = "a much longer prefix "
    #expect(label.sizeThatFits(.zero).width > short.width)
  }

  @Test func aLabelMeasuresAgainWhenItsTextFontOrBreakingChanges() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "one two three four five six"
    let fit = { label.sizeThatFits(CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)) }
    let first = fit()
    #expect(fit() == first)
    label.text = "one two three four five six seven eight nine"
    let longer = fit()
    #expect(longer.height > first.height)
    label.font = .systemFont(ofSize: 30)
    let larger = fit()
    #expect(larger.height > longer.height)
    label.numberOfLines = 1
    #expect(fit().height < larger.height)
    label.numberOfLines = 0
    #expect(fit() == larger)
    label.lineBreakMode = .byCharWrapping
    #expect(fit() != larger)
  }
}
