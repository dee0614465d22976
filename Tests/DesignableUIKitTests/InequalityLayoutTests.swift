import DesignableUIKit
import Testing

/// A view with a fixed intrinsic size, as a badge or an icon has.
final class IntrinsicBadge: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 4) }
}

@Suite("Inequalities that do not bind")
struct InequalityLayoutTests {
  func container(width: CGFloat) -> (UIView, UILabel) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 150))
    let label = UILabel()
    label.text = "First"
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    return (container, label)
  }

  @Test func aCentredLabelWithAMarginKeepsItsIntrinsicWidth() {
    let (container, label) = container(width: 90)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 5),
      label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.layoutIfNeeded()
    let width = label.intrinsicContentSize.width
    #expect(width > 20 && width < 60)
    #expect(label.frame.width == width)
    #expect(label.frame.midX == 45 && label.frame.midY == 75)
  }

  @Test func aBadgeAfterACentredLabelKeepsItsSizeAndTheLayoutItsHistory() {
    func build(width: CGFloat) -> (UIView, UILabel, IntrinsicBadge) {
      let (container, label) = container(width: width)
      let badge = IntrinsicBadge()
      badge.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(badge)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 5),
        label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 5),
        badge.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        badge.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -5),
      ])
      return (container, label, badge)
    }
    let (fresh, label, badge) = build(width: 90)
    fresh.layoutIfNeeded()
    let width = label.intrinsicContentSize.width
    #expect(label.frame.width == width && label.frame.midX == 45)
    #expect(badge.frame == CGRect(x: label.frame.maxX + 5, y: 73, width: 10, height: 4))
    // Built narrower and widened, the same frames.
    let (resized, label2, badge2) = build(width: 60)
    resized.layoutIfNeeded()
    resized.frame = CGRect(x: 0, y: 0, width: 90, height: 150)
    resized.layoutIfNeeded()
    #expect(label2.frame == label.frame && badge2.frame == badge.frame)
  }

  @Test func aMarginThatBindsStillHolds() {
    let (container, label) = container(width: 30)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 5),
      label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -5),
      label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.layoutIfNeeded()
    // Too narrow for the text: the required margins win over compression resistance.
    #expect(label.frame.minX == 5 && label.frame.width == 20)
  }
}
