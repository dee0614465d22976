import DesignableUIKit
import Testing

/// A card whose content fills it, constrained the way many iOS components do it in code.
final class FramedCard: UIView {
  let content = UIView()
  let badge = UIView()
  private(set) var vertical: [NSLayoutConstraint] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    content.translatesAutoresizingMaskIntoConstraints = false
    badge.translatesAutoresizingMaskIntoConstraints = false
    addSubview(content)
    addSubview(badge)
    let views = ["content": content, "badge": badge]
    vertical = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[content]|", options: [], metrics: nil, views: views)
    addConstraints(vertical)
    addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[content]-pad-[badge(==size)]-|", options: .alignAllCenterY,
        metrics: ["pad": 4, "size": 24.0], views: views))
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

@Suite("UIKit's visual format language")
struct UIKitVisualFormatTests {
  private func describe(_ constraint: NSLayoutConstraint, in card: FramedCard) -> String {
    func name(_ item: AnyObject?) -> String {
      if item === card { return "|" }
      if item === card.content { return "content" }
      if item === card.badge { return "badge" }
      return "nil"
    }
    let relation = [-1: "<=", 0: "==", 1: ">="][constraint.relation.rawValue] ?? "?"
    return "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
      + "\(name(constraint.secondItem)).\(constraint.secondAttribute) + \(constraint.constant)"
  }

  @Test func edgesToTheSuperviewComeInOrderLaterItemFirst() {
    let card = FramedCard(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(
      card.vertical.map { describe($0, in: card) } == [
        "content.top == |.top + 0.0", "|.bottom == content.bottom + 0.0",
      ])
    // A component adjusts them by index, as SwiftyButton-style code does.
    card.vertical[1].constant = 3
    #expect(card.constraints.contains { $0 === card.vertical[1] && $0.constant == 3 })
  }

  @Test func spacingMetricsSizesAndAlignment() {
    let card = FramedCard(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let horizontal = card.constraints.dropFirst(2).map { describe($0, in: card) }
    #expect(
      horizontal == [
        "content.leading == |.leading + 20.0",
        "badge.width == nil.notAnAttribute + 24.0",
        "badge.leading == content.trailing + 4.0",
        "|.trailing == badge.trailing + 20.0",
        "badge.centerY == content.centerY + 0.0",
      ])
  }

  @Test(arguments: ["H:|[missing]|", "H:|[content", "H:|-(>=)-[content]|", "X:[content]", ""])
  func aFormatThatDoesNotParseGivesNoConstraints(format: String) {
    let content = UIView()
    UIView().addSubview(content)
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: format, options: [], metrics: nil, views: ["content": content])
    #expect(made.isEmpty)
  }

  @Test func relationsAndPrioritiesInPredicates() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "[a(>=10@750)]-(<=6)-[b(a)]", options: [], metrics: nil,
      views: ["a": a, "b": b])
    #expect(made.count == 3)
    #expect(made[0].relation == .greaterThanOrEqual && made[0].constant == 10)
    #expect(made[0].priority == UILayoutPriority(750))
    #expect(made[1].firstItem === b && made[1].secondItem === a)
    #expect(made[1].firstAttribute == .width && made[1].secondAttribute == .width)
    #expect(made[2].relation == .lessThanOrEqual && made[2].constant == 6)
    #expect(made[2].firstItem === b && made[2].secondItem === a)
  }
}
