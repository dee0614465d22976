import DesignableUIKit
import Foundation
import Testing

/// A view placed by constraints, added to `superview`.
private func placed(in superview: UIView) -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  superview.addSubview(view)
  return view
}

/// A 200 × 100 root with a track (20 pt in from each side, 40 pt down, 20 pt tall), a
/// 10 pt thumb inside it 30 pt from its leading edge, and a label of the root pinned to the
/// thumb: 4 pt after its trailing edge, its bottom 2 pt above the thumb's top.
private struct Slider {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let track: UIView
  let thumb: UIView
  let label = UILabel()
  let thumbLeading: NSLayoutConstraint

  init() {
    track = placed(in: root)
    thumb = placed(in: track)
    label.text = "7"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    thumbLeading = thumb.leadingAnchor.constraint(equalTo: track.leadingAnchor, constant: 30)
    NSLayoutConstraint.activate([
      track.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      track.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      track.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      track.heightAnchor.constraint(equalToConstant: 20),
      thumbLeading,
      thumb.centerYAnchor.constraint(equalTo: track.centerYAnchor),
      thumb.widthAnchor.constraint(equalToConstant: 10),
      thumb.heightAnchor.constraint(equalToConstant: 10),
      label.leadingAnchor.constraint(equalTo: thumb.trailingAnchor, constant: 4),
      label.bottomAnchor.constraint(equalTo: thumb.topAnchor, constant: -2),
      label.widthAnchor.constraint(equalToConstant: 30),
      label.heightAnchor.constraint(equalToConstant: 12),
    ])
  }
}

@Suite("Auto Layout across levels of the view tree")
struct CrossLevelLayoutTests {
  @Test func aLabelPinnedToAGrandchildsEdge() {
    let slider = Slider()
    slider.root.layoutIfNeeded()
    // Track: x 20, width 200 - 40 = 160, y 40, height 20.
    #expect(slider.track.frame == CGRect(x: 20, y: 40, width: 160, height: 20))
    // Thumb in the track: x 30, centred in 20 pt, so y (20 - 10) / 2 = 5.
    #expect(slider.thumb.frame == CGRect(x: 30, y: 5, width: 10, height: 10))
    // In the root the thumb is at (50, 45): the label starts at 50 + 10 + 4 = 64 and ends
    // 2 pt above 45, so its top is 43 - 12 = 31.
    #expect(slider.label.frame == CGRect(x: 64, y: 31, width: 30, height: 12))
  }

  @Test func aViewCentredOnAViewInsideASiblingsSubview() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    let panel = placed(in: root)
    let card = placed(in: panel)
    let icon = placed(in: card)
    let badge = placed(in: root)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      panel.widthAnchor.constraint(equalToConstant: 100),
      panel.heightAnchor.constraint(equalToConstant: 100),
      card.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: panel.topAnchor, constant: 30),
      card.widthAnchor.constraint(equalToConstant: 60),
      card.heightAnchor.constraint(equalToConstant: 50),
      icon.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
      icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
      icon.widthAnchor.constraint(equalToConstant: 10),
      icon.heightAnchor.constraint(equalToConstant: 10),
      badge.centerXAnchor.constraint(equalTo: icon.centerXAnchor),
      badge.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
      badge.widthAnchor.constraint(equalToConstant: 16),
      badge.heightAnchor.constraint(equalToConstant: 16),
    ])
    root.layoutIfNeeded()
    // Icon in the card: x 60 - 5 - 10 = 45, y 5. In the root: x 10 + 20 + 45 = 75,
    // y 10 + 30 + 5 = 45, so its centre is (80, 50) and the badge's origin (72, 42).
    #expect(icon.frame == CGRect(x: 45, y: 5, width: 10, height: 10))
    #expect(badge.frame == CGRect(x: 72, y: 42, width: 16, height: 16))
  }

  /// root ⊃ a ⊃ b ⊃ c, with d in the root after c, e in `a` below c and under d, and d's
  /// top at e's bottom: each link reaches across levels.
  private struct Chain {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a: UIView, b: UIView, c: UIView, d: UIView, e: UIView
    let cLeading: NSLayoutConstraint

    init() {
      a = placed(in: root)
      b = placed(in: a)
      c = placed(in: b)
      d = placed(in: root)
      e = placed(in: a)
      cLeading = c.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 10)
      NSLayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        a.widthAnchor.constraint(equalToConstant: 200),
        a.heightAnchor.constraint(equalToConstant: 80),
        b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 10),
        b.topAnchor.constraint(equalTo: a.topAnchor, constant: 10),
        b.widthAnchor.constraint(equalToConstant: 100),
        b.heightAnchor.constraint(equalToConstant: 60),
        cLeading,
        c.topAnchor.constraint(equalTo: b.topAnchor, constant: 10),
        c.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5),
        c.heightAnchor.constraint(equalToConstant: 20),
        d.leadingAnchor.constraint(equalTo: c.trailingAnchor, constant: 5),
        e.topAnchor.constraint(equalTo: c.bottomAnchor, constant: 5),
        e.leadingAnchor.constraint(equalTo: d.leadingAnchor),
        d.topAnchor.constraint(equalTo: e.bottomAnchor),
        d.widthAnchor.constraint(equalToConstant: 20),
        d.heightAnchor.constraint(equalToConstant: 10),
        e.widthAnchor.constraint(equalToConstant: 10),
        e.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
  }

  @Test func aChainAcrossThreeLevels() {
    let chain = Chain()
    chain.root.layoutIfNeeded()
    // c in b: (10, 10, 50, 20); b in a: (10, 10); a in the root: (10, 10). So c spans
    // x 30...80 and y 30...50 in the root, and 20...40 in a.
    #expect(chain.c.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
    // e's top is 40 + 5 = 45 in a; e's leading is d's, 80 + 5 = 85 in the root, so
    // 85 - 10 = 75 in a; e's bottom, 10 + 45 + 10 = 65 in the root, is d's top.
    #expect(chain.e.frame == CGRect(x: 75, y: 45, width: 10, height: 10))
    #expect(chain.d.frame == CGRect(x: 85, y: 65, width: 20, height: 10))
  }

  @Test func changingAConstantThenLayingOutTheRootMovesEveryLevel() {
    let chain = Chain()
    chain.root.layoutIfNeeded()
    chain.cLeading.constant = 30
    chain.root.layoutIfNeeded()
    // c moves 20 pt: x 50...100 in the root; d follows to 105, and e to 105 - 10 = 95 in a.
    #expect(chain.c.frame == CGRect(x: 30, y: 10, width: 50, height: 20))
    #expect(chain.d.frame == CGRect(x: 105, y: 65, width: 20, height: 10))
    #expect(chain.e.frame == CGRect(x: 95, y: 45, width: 10, height: 10))

    let slider = Slider()
    slider.root.layoutIfNeeded()
    slider.thumbLeading.constant = 100
    slider.root.layoutIfNeeded()
    // Thumb at 20 + 100 = 120 in the root; label at 120 + 10 + 4 = 134.
    #expect(slider.thumb.frame.minX == 100)
    #expect(slider.label.frame == CGRect(x: 134, y: 31, width: 30, height: 12))
  }

  @Test func aSuperviewSizedByTheConstraintsInsideIt() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = placed(in: root)
    let content = placed(in: box)
    let footer = placed(in: root)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      content.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 4),
      content.topAnchor.constraint(equalTo: box.topAnchor, constant: 4),
      box.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 4),
      box.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 4),
      content.widthAnchor.constraint(equalToConstant: 50),
      content.heightAnchor.constraint(equalToConstant: 20),
      footer.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      footer.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 2),
      footer.widthAnchor.constraint(equalToConstant: 30),
      footer.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    // The box wraps its content: 4 + 50 + 4 = 58 wide, 4 + 20 + 4 = 28 tall, and the
    // footer starts 2 pt below it, at 10 + 28 + 2 = 40.
    #expect(box.frame == CGRect(x: 10, y: 10, width: 58, height: 28))
    #expect(content.frame == CGRect(x: 4, y: 4, width: 50, height: 20))
    #expect(footer.frame == CGRect(x: 10, y: 40, width: 30, height: 5))
  }

  @Test func aBoxSizedByALabelGrowsWithItsText() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let box = placed(in: root)
    let label = UILabel()
    label.text = "Hi"
    label.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(label)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 6),
      label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -6),
      label.topAnchor.constraint(equalTo: box.topAnchor),
      label.bottomAnchor.constraint(equalTo: box.bottomAnchor),
    ])
    root.layoutIfNeeded()
    let short = label.intrinsicContentSize
    // The box is the label's intrinsic size, 6 pt more on each side, to the screen's pixels.
    #expect(abs(box.frame.width - (short.width + 12)) <= 0.5)
    #expect(abs(box.frame.height - short.height) <= 0.5)
    label.text = "Hello, world"
    root.layoutIfNeeded()
    let long = label.intrinsicContentSize
    #expect(long.width > short.width)
    #expect(abs(box.frame.width - (long.width + 12)) <= 0.5)
    #expect(abs(label.frame.width - long.width) <= 0.5)
  }

  @Test func aContradictionAcrossLevelsDropsTheConstraintFromAbove() {
    let slider = Slider()
    let pinned = slider.label.leadingAnchor.constraint(
      equalTo: slider.root.leadingAnchor, constant: 10)
    pinned.isActive = true
    slider.root.layoutIfNeeded()
    // Required: the label 4 pt after the thumb (x 64) and at 10. The thumb's own place in
    // its track stands (a level's own constraints come first) and, of the root's two, the
    // later one is dropped, as when the label is pinned to the root alone: UIKit breaks one
    // of them too, and logs it.
    #expect(slider.thumb.frame == CGRect(x: 30, y: 5, width: 10, height: 10))
    #expect(slider.label.frame == CGRect(x: 64, y: 31, width: 30, height: 12))
    // The pin made first wins over the later one to the thumb.
    let first = Slider()
    first.label.leadingAnchor.constraint(equalTo: first.root.leadingAnchor, constant: 10)
      .isActive = true
    first.root.constraints.first {
      $0.firstItem === first.label && $0.firstAttribute == .leading
        && $0.secondItem === first.thumb
    }.map(first.root.removeConstraint)
    first.label.leadingAnchor.constraint(equalTo: first.thumb.trailingAnchor, constant: 4)
      .isActive = true
    first.root.layoutIfNeeded()
    #expect(first.thumb.frame == CGRect(x: 30, y: 5, width: 10, height: 10))
    #expect(first.label.frame.minX == 10)
  }

  @Test func aBadgeCentredOnAViewInAStackView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let stack = UIStackView()
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let icons = [UIView(), UIView()]
    for icon in icons { stack.addArrangedSubview(icon) }
    let badge = placed(in: root)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      badge.centerXAnchor.constraint(equalTo: icons[1].centerXAnchor),
      badge.topAnchor.constraint(equalTo: icons[1].topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 8),
      badge.heightAnchor.constraint(equalToConstant: 8),
    ])
    root.layoutIfNeeded()
    // The stack shares 100 pt equally: the second icon spans 50...100, centred on 75. The
    // root read it before the stack placed it, and lays out again once it has.
    #expect(icons[1].frame == CGRect(x: 50, y: 0, width: 50, height: 40))
    #expect(badge.frame == CGRect(x: 71, y: 0, width: 8, height: 8))
  }
}
