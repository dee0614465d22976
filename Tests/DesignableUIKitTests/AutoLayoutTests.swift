import DesignableUIKit
import Foundation
import Testing

/// A card built with anchors, as components build their subviews in code.
final class AnchoredCard: UIView {
  let title = UILabel()
  let badge = UIView()
  let left = UIView()
  let right = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.text = "Anchored"
    title.textColor = .black
    badge.backgroundColor = .red
    left.backgroundColor = .blue
    right.backgroundColor = .green
    for view in [title, badge, left, right] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      title.topAnchor.constraint(equalTo: topAnchor, constant: 4),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
      badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
      badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
      left.leadingAnchor.constraint(equalTo: leadingAnchor),
      left.bottomAnchor.constraint(equalTo: bottomAnchor),
      left.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.25),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
      right.trailingAnchor.constraint(equalTo: trailingAnchor),
      right.widthAnchor.constraint(equalTo: left.widthAnchor),
      right.topAnchor.constraint(equalTo: left.topAnchor),
      right.bottomAnchor.constraint(equalTo: left.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

@Suite("Auto Layout of subviews")
struct AutoLayoutTests {
  /// A constraint describes itself as its equation, with its identifier, as UIKit does
  /// (without addresses), and a subclass may describe itself otherwise.
  @Test func aConstraintDescribesItsEquation() {
    final class Named: NSLayoutConstraint {
      override var description: String { "named" }
    }
    let label = UILabel()
    let view = UIView()
    let scaled = NSLayoutConstraint(
      item: label, attribute: .width, relatedBy: .equal, toItem: view, attribute: .height,
      multiplier: 2, constant: -8)
    scaled.identifier = "ratio"
    #expect("\(scaled)" == "<NSLayoutConstraint 'ratio' Label.width == 2.0 * View.height - 8.0>")
    let fixed = label.heightAnchor.constraint(lessThanOrEqualToConstant: 20)
    #expect(fixed.description == "<NSLayoutConstraint Label.height <= 20.0>")
    let named = Named(
      item: label, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 1)
    #expect("\(named)" == "named")
  }

  @Test func anchoredSubviewsGetTheirFrames() {
    let card = AnchoredCard(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    card.layoutIfNeeded()
    let titleSize = card.title.intrinsicContentSize
    #expect(card.title.frame.origin == CGPoint(x: 8, y: 4))
    #expect(abs(card.title.frame.width - titleSize.width) <= 0.5)
    #expect(abs(card.title.frame.height - titleSize.height) <= 0.5)
    #expect(card.badge.frame.size == CGSize(width: 10, height: 10))
    #expect(card.badge.frame.maxX == 196)
    #expect(abs(card.badge.frame.midY - card.title.frame.midY) <= 0.5)
    #expect(card.left.frame == CGRect(x: 0, y: 60, width: 96, height: 20))
    #expect(card.right.frame == CGRect(x: 104, y: 60, width: 96, height: 20))
  }

  @Test func theyAreDrawnWhereTheConstraintsPutThem() {
    let drawn = picture(of: AnchoredCard(frame: CGRect(x: 0, y: 0, width: 200, height: 80)))
    #expect(drawn[10, 70] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    #expect(drawn[150, 70] == Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    #expect(drawn[100, 70].alpha == 0)
    #expect(drawn[190, 12].red == 255)
    #expect(UIKitTestSupport.count(0..<100, 0..<40) { drawn[$0, $1].alpha > 128 } > 20)
  }

  @Test func requiredConstraintsBeatOptionalOnesAndInequalitiesHold() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(box)
    let wish = box.widthAnchor.constraint(equalToConstant: 80)
    wish.priority = .defaultHigh
    let taller = box.heightAnchor.constraint(equalToConstant: 90)
    taller.priority = .defaultLow
    NSLayoutConstraint.activate([
      wish, taller,
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 30),
      box.leadingAnchor.constraint(greaterThanOrEqualTo: host.leadingAnchor, constant: 12),
      box.topAnchor.constraint(equalTo: host.topAnchor),
    ])
    host.layoutIfNeeded()
    #expect(box.frame.width == 50 && box.frame.height == 30)
    #expect(box.frame.minX == 12)
  }

  @Test func contradictionsAndBadValuesLeaveFiniteFrames() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    box.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(box)
    let outsider = UIView()
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 40),
      box.widthAnchor.constraint(equalToConstant: 60),
      box.heightAnchor.constraint(equalToConstant: .nan),
      box.leadingAnchor.constraint(equalTo: outsider.leadingAnchor),
    ])
    host.layoutIfNeeded()
    #expect(box.frame.width == 40)
    #expect(box.frame.origin == CGPoint(x: 5, y: 6) && box.frame.height == 8)
  }

  @Test func framesSetAfterSuperWin() {
    final class Manual: UIView {
      let child = UIView()
      override init(frame: CGRect) {
        super.init(frame: frame)
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 30).isActive = true
      }
      required init?(coder: NSCoder) { nil }
      override func layoutSubviews() {
        super.layoutSubviews()
        child.frame.origin = CGPoint(x: 3, y: 3)
      }
    }
    let view = Manual(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.layoutIfNeeded()
    #expect(view.child.frame == CGRect(x: 3, y: 3, width: 30, height: 0))
  }

  @Test func addedGuidesArePlacedLikeSubviews() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let spacer = UILayoutGuide()
    host.addLayoutGuide(spacer)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(box)
    NSLayoutConstraint.activate([
      spacer.leadingAnchor.constraint(equalTo: host.leadingAnchor),
      spacer.widthAnchor.constraint(equalTo: host.widthAnchor, multiplier: 0.3),
      spacer.topAnchor.constraint(equalTo: host.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
      box.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      box.trailingAnchor.constraint(equalTo: host.trailingAnchor),
      box.topAnchor.constraint(equalTo: host.topAnchor),
      box.bottomAnchor.constraint(equalTo: host.bottomAnchor),
    ])
    host.layoutIfNeeded()
    #expect(spacer.layoutFrame == CGRect(x: 0, y: 0, width: 30, height: 1))
    #expect(box.frame == CGRect(x: 30, y: 0, width: 70, height: 40))
  }
}

/// Builds its constraints in `updateConstraints()`, once, after asking for an update.
final class LateConstrained: UIView {
  let child = UIView()
  private var built = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    child.translatesAutoresizingMaskIntoConstraints = false
    addSubview(child)
    setNeedsUpdateConstraints()
  }

  required init?(coder: NSCoder) { nil }

  override func updateConstraints() {
    if !built {
      built = true
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-[child]-|", options: [], metrics: nil, views: ["child": child])
          + NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[child(20)]", options: [], metrics: nil,
            views: ["child": child]))
    }
    super.updateConstraints()
  }
}

extension AutoLayoutTests {
  @Test func constraintsMadeInUpdateConstraintsApply() {
    let view = LateConstrained(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.layoutIfNeeded()
    // `-` to the superview's edge is 20 points.
    #expect(view.child.frame == CGRect(x: 20, y: 0, width: 60, height: 20))
  }
}

extension AutoLayoutTests {
  @Test func manyLabelsTakeTheirIntrinsicSizes() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 700))
    var labels: [UILabel] = []
    for index in 0..<30 {
      let label = UILabel()
      label.text = "Row \(index)"
      label.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(label)
      label.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10).isActive = true
      let above = labels.last?.bottomAnchor ?? host.topAnchor
      label.topAnchor.constraint(equalTo: above, constant: 2).isActive = true
      labels.append(label)
    }
    host.layoutIfNeeded()
    for (index, label) in labels.enumerated() {
      let size = label.intrinsicContentSize
      #expect(label.frame.minX == 10)
      #expect(abs(label.frame.width - size.width) <= 0.5, "row \(index)")
      #expect(abs(label.frame.height - size.height) <= 0.5, "row \(index)")
      if index > 0 { #expect(abs(label.frame.minY - labels[index - 1].frame.maxY - 2) <= 0.5) }
    }
  }
}

extension AutoLayoutTests {
  @Test func aStackViewPlacedByConstraintsTakesItsContentsSize() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let stack = UIStackView()
    stack.spacing = 4
    let a = UILabel()
    a.text = "A"
    let b = UILabel()
    b.text = "Bigger"
    b.font = .systemFont(ofSize: 30)
    stack.addArrangedSubview(a)
    stack.addArrangedSubview(b)
    stack.translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: host.centerXAnchor),
      stack.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
    ])
    let (sizeA, sizeB) = (a.intrinsicContentSize, b.intrinsicContentSize)
    let width = sizeA.width + 4 + sizeB.width
    #expect(stack.intrinsicContentSize == CGSize(width: width, height: sizeB.height))
    host.layoutIfNeeded()
    #expect(abs(stack.frame.width - width) <= 0.5)
    #expect(abs(stack.frame.midX - 100) <= 0.5 && stack.frame.minY == 10)
    #expect(b.frame.minX > a.frame.maxX)
    // A plain view has no intrinsic width: the stack then has none along its axis.
    stack.addArrangedSubview(UIView())
    #expect(stack.intrinsicContentSize.width == UIView.noIntrinsicMetric)
  }
}

/// Pins its child once, the first time its constraints are updated, in an override of
/// `updateConstraintsIfNeeded()` that its initializer calls.
final class SelfPinning: UIView {
  let child = UIView()
  private var pinned = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    child.translatesAutoresizingMaskIntoConstraints = false
    addSubview(child)
    setNeedsUpdateConstraints()
    updateConstraintsIfNeeded()
  }

  required init?(coder: NSCoder) { nil }

  override func updateConstraintsIfNeeded() {
    super.updateConstraintsIfNeeded()
    if pinned { return }
    pinned = true
    addConstraint(
      NSLayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top,
        multiplier: 1, constant: 4))
    addConstraint(
      NSLayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: self,
        attribute: .leading, multiplier: 1, constant: 6))
    addConstraint(
      NSLayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: self,
        attribute: .trailing, multiplier: 1, constant: 0))
    addConstraint(
      NSLayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .equal, toItem: self, attribute: .bottom,
        multiplier: 1, constant: 0))
  }
}

extension AutoLayoutTests {
  @Test func anOverrideOfUpdateConstraintsIfNeededRunsAndPins() {
    let view = SelfPinning(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
    view.layoutIfNeeded()
    #expect(view.child.frame == CGRect(x: 6, y: 4, width: 44, height: 26))
  }
}
