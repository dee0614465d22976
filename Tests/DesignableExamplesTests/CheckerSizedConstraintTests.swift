import Components
import DesignableTesting
import Foundation
import Testing

/// A card with a coloured stripe along its top, pinned by constraints made in the
/// initializer; the stripe's height is a quarter of the card's height when it is made, or
/// a fixed 6 points.
private class StripedCard: View {
  let stripe = View(frame: .zero)
  class var quarterHigh: Bool { true }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .white
    stripe.backgroundColor = .systemRed
    stripe.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stripe)
    let height = Self.quarterHigh ? frame.height / 4 : 6
    for constraint in [
      LayoutConstraint(
        item: stripe, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top,
        multiplier: 1, constant: 0),
      LayoutConstraint(
        item: stripe, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading,
        multiplier: 1, constant: 0),
      LayoutConstraint(
        item: stripe, attribute: .trailing, relatedBy: .equal, toItem: self,
        attribute: .trailing, multiplier: 1, constant: 0),
      LayoutConstraint(
        item: stripe, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: height),
    ] {
      constraint.isActive = true
    }
  }
}

/// The card with a stripe 6 points high.
private final class FixedStripedCard: StripedCard {
  override class var quarterHigh: Bool { false }
}

@Suite struct CheckerSizedConstraintTests {
  static func staleFindings(quarterHigh: Bool) -> [Finding] {
    let type: StripedCard.Type = quarterHigh ? StripedCard.self : FixedStripedCard.self
    ComponentRegistry.register(
      quarterHigh
        ? ComponentRegistration(StripedCard.self, frame: { StripedCard(frame: $0) })
        : ComponentRegistration(FixedStripedCard.self, frame: { FixedStripedCard(frame: $0) }))
    let report = DivergenceChecker.check(
      type, size: CGSize(width: 40, height: 40), scale: 1, attributes: .empty,
      options: CheckOptions(standard: StandardProperties()))
    return report.findings.filter { $0.kind == .staleAttribute && $0.attributes == ["frame"] }
  }

  /// A constraint whose constant was computed from the size at creation is named, with its
  /// value in a card made at the new size and the multiplier that would follow the size.
  @Test func aConstraintConstantComputedFromTheSizeIsNamedForAStaleSize() throws {
    let finding = try #require(Self.staleFindings(quarterHigh: true).first)
    #expect(
      finding.explanation.contains(
        "its constraints' constants were computed from the size the view had when it made "
          + "them, and nothing updates them: `stripe.height` = 10 (a view made at the new "
          + "size makes it 12.5)"),
      "\(finding.explanation)")
    #expect(
      finding.fix.hasPrefix(
        "Make `stripe.height` follow the view's size in the constraint itself "
          + "(`stripe.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.25)`)"),
      "\(finding.fix)")
    #expect(Self.staleFindings(quarterHigh: false).isEmpty, "a fixed height follows nothing")
  }
}
