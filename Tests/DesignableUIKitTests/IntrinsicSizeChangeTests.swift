import DesignableUIKit
import Testing

/// A label's new text reaches every layout whose sizes follow from it.
struct IntrinsicSizeChangeTests {
  @Test func aStackViewPlacedByConstraintsGrowsWithItsLabel() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel(frame: .zero)
    label.text = "Hi"
    let stack = UIStackView(arrangedSubviews: [label])
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
    ])
    container.layoutIfNeeded()
    let narrow = stack.frame.width
    label.text = "A much longer title"
    container.layoutIfNeeded()
    #expect(stack.frame.width > narrow)
    #expect(label.frame.width == label.intrinsicContentSize.width)
  }
}
