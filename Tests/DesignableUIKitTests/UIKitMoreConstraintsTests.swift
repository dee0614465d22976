import DesignableUIKit
import Testing

/// A badge that pins its label with anchors in init, as many public components do, and
/// places it by frame in layoutSubviews for the picture.
final class PinnedBadgeView: UIView {
  let bar = UIView()
  var updates = 0
  private(set) var barHeight: NSLayoutConstraint?

  override init(frame: CGRect) {
    super.init(frame: frame)
    bar.translatesAutoresizingMaskIntoConstraints = false
    bar.backgroundColor = .red
    addSubview(bar)
    let height = bar.heightAnchor.constraint(equalToConstant: 4)
    height.priority = .defaultHigh
    barHeight = height
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 2),
      bar.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -2),
      bar.bottomAnchor.constraint(equalTo: bottomAnchor),
      height,
    ])
    addConstraint(
      NSLayoutConstraint(
        item: bar, attribute: .centerX, relatedBy: .equal, toItem: self,
        attribute: .centerX, multiplier: 1, constant: 0))
    bar.setContentHuggingPriority(.required, for: .vertical)
    bar.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 999), for: .horizontal)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func updateConstraints() {
    updates += 1
    barHeight?.constant = 6
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    bar.frame = CGRect(x: 2, y: bounds.height - 4, width: bounds.width - 4, height: 4)
  }
}

@Suite("UIKit's constraints, stored and not solved")
struct UIKitMoreConstraintsTests {
  @Test func constraintsMadeInInitAreHeldByTheCommonSuperview() throws {
    let badge = PinnedBadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    // NSLayoutConstraint.isActive: activating adds the constraint to the items' closest
    // common ancestor; a constant size has only one item, which holds it.
    #expect(badge.constraints.count == 4)
    #expect(badge.bar.constraints.count == 1)
    let height = try #require(badge.barHeight)
    #expect(height.isActive && height.firstItem === badge.bar && height.secondItem == nil)
    #expect(height.firstAttribute == .height && height.secondAttribute == .notAnAttribute)
    #expect(height.priority == .defaultHigh && height.priority < .required)
    let leading = try #require(badge.constraints.first)
    #expect(leading.firstItem === badge.bar && leading.secondItem === badge)
    #expect(leading.constant == 2 && leading.relation == .equal && leading.multiplier == 1)
    #expect(badge.bar.contentHuggingPriority(for: .vertical) == .required)
    #expect(badge.bar.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(badge.bar.contentCompressionResistancePriority(for: .horizontal).rawValue == 999)
    #expect(badge.bar.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }

  @Test func deactivatingAndRemovingLetGo() throws {
    let badge = PinnedBadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let first = try #require(badge.constraints.first)
    NSLayoutConstraint.deactivate([first])
    #expect(!first.isActive && badge.constraints.count == 3)
    badge.removeConstraints(badge.constraints)
    #expect(badge.constraints.isEmpty)
    first.isActive = true
    #expect(badge.constraints.count == 1)
  }

  /// Components keep constraints in sets to remove them later, as NSObjects hash.
  @Test func constraintsAreEqualOnlyToThemselvesInASet() {
    let badge = PinnedBadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let held = Set(badge.constraints)
    #expect(held.count == badge.constraints.count)
    let twin = NSLayoutConstraint(
      item: badge.bar, attribute: .height, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 2)
    let copy = NSLayoutConstraint(
      item: badge.bar, attribute: .height, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 2)
    #expect(twin != copy && twin == twin)
    let removable = held.filter { badge.constraints.contains($0) }
    badge.removeConstraints(Array(removable))
    #expect(badge.constraints.isEmpty && !held.contains(twin))
  }

  /// UIKit: removing a view from its superview removes the constraints that refer to it or
  /// to a view in its subtree; those the view holds on itself stay.
  @Test func aViewLeavingItsSuperviewTakesItsConstraintsAway() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let container = UIView()
    root.addSubview(container)
    let track = UIView()
    let thumb = UIView()
    track.translatesAutoresizingMaskIntoConstraints = false
    track.addSubview(thumb)
    container.addSubview(track)
    let tall = [
      track.topAnchor.constraint(equalTo: container.topAnchor),
      track.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ]
    let reach = thumb.widthAnchor.constraint(equalTo: root.widthAnchor)
    let size = track.heightAnchor.constraint(equalToConstant: 2)
    let unrelated = container.widthAnchor.constraint(equalTo: root.widthAnchor)
    NSLayoutConstraint.activate(tall + [reach, size, unrelated])
    #expect(container.constraints.count == 2 && root.constraints.count == 2)
    track.removeFromSuperview()
    #expect(container.constraints.isEmpty && tall.allSatisfy { !$0.isActive })
    #expect(root.constraints.count == 1 && !reach.isActive && unrelated.isActive)
    #expect(size.isActive && track.constraints.count == 1)
    container.addSubview(track)
    // Reordering keeps constraints: the view stays in its superview.
    let back = UIView()
    container.addSubview(back)
    let pinned = back.topAnchor.constraint(equalTo: track.topAnchor)
    pinned.isActive = true
    container.sendSubviewToBack(back)
    container.bringSubviewToFront(back)
    container.insertSubview(back, belowSubview: track)
    container.insertSubview(back, aboveSubview: track)
    #expect(pinned.isActive && container.subviews.map { $0 === back } == [false, true])
    back.removeFromSuperview()
    NSLayoutConstraint.activate([
      track.leftAnchor.constraint(equalTo: container.leftAnchor),
      track.rightAnchor.constraint(equalTo: container.rightAnchor),
      track.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    container.frame = root.bounds
    container.layoutIfNeeded()
    #expect(track.frame == CGRect(x: 0, y: 19, width: 100, height: 2))
  }

  /// Adding, removing or changing a constraint asks for a new layout, as Auto Layout does,
  /// so a setter that only moves constraints needs no setNeedsLayout().
  @Test func changingConstraintsAsksForANewLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    let height = bar.heightAnchor.constraint(equalToConstant: 4)
    let width = bar.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.topAnchor),
      bar.leftAnchor.constraint(equalTo: root.leftAnchor), width, height,
    ])
    root.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 10, height: 4))
    height.constant = 9
    root.layoutIfNeeded()
    #expect(bar.frame.height == 9)
    width.isActive = false
    bar.widthAnchor.constraint(equalToConstant: 30).isActive = true
    root.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 30, height: 9))
  }

  /// A track that holds its own width and pins its inner view to its sides: the inner
  /// constraints are the track's own layout's, and do not size the track from the inner
  /// view's old frame, whatever order the track holds them in.
  @Test func aSubviewsInnerConstraintsDoNotSizeItInItsSuperviewsLayout() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    let track = UIView()
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    track.translatesAutoresizingMaskIntoConstraints = false
    inner.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(track)
    track.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.leftAnchor.constraint(equalTo: track.leftAnchor),
      inner.rightAnchor.constraint(equalTo: track.rightAnchor),
      inner.topAnchor.constraint(equalTo: track.topAnchor),
      inner.bottomAnchor.constraint(equalTo: track.bottomAnchor),
      track.widthAnchor.constraint(equalToConstant: 6),
      track.topAnchor.constraint(equalTo: root.topAnchor),
      track.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      track.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    ])
    root.layoutIfNeeded()
    #expect(track.frame == CGRect(x: 37, y: 0, width: 6, height: 40))
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 6, height: 40))
  }

  /// A new view needs its constraints updated, as in UIKit, so `updateConstraints()` runs
  /// once before its first layout; after that only when asked.
  @Test func updateConstraintsRunsAtFirstLayoutThenOnlyWhenAsked() throws {
    let badge = PinnedBadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(badge.needsUpdateConstraints())
    _ = Lifecycle.render(badge, scale: 1)
    _ = Lifecycle.render(badge, scale: 1)
    #expect(badge.updates == 1 && !badge.needsUpdateConstraints())
    badge.setNeedsUpdateConstraints()
    #expect(badge.needsUpdateConstraints())
    badge.updateConstraintsIfNeeded()
    badge.updateConstraintsIfNeeded()
    #expect(badge.updates == 2 && !badge.needsUpdateConstraints())
    #expect(try #require(badge.barHeight).constant == 6)
  }

  @Test func aRenderUsesFramesNotConstraints() {
    let badge = PinnedBadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    badge.backgroundColor = .white
    let picture = Lifecycle.render(badge, scale: 2)
    // The bar is where layoutSubviews put it: 2 pt in from each side, 4 pt tall.
    #expect(picture[10, 18].red == 255 && picture[10, 18].green == 0)
    #expect(picture[2, 18].green == 255)
    #expect(picture[10, 10].green == 255)
    #expect(badge.bar.frame == CGRect(x: 2, y: 6, width: 16, height: 4))
  }

  @Test func dimensionsRelateWithAMultiplier() {
    let view = UIView()
    let other = UIView()
    let half = view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5)
    #expect(!half.isActive && half.multiplier == 0.5 && half.secondAttribute == .width)
    let atLeast = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 8)
    #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 8)
    // Two views with no common superview: the first item holds the constraint.
    half.isActive = true
    #expect(view.constraints.count == 1 && other.constraints.isEmpty)
  }

  @Test func anEmptyConstraintIsAPlaceholderThatHoldsNothing() {
    var height = NSLayoutConstraint()
    #expect(height.firstItem == nil && height.firstAttribute == .notAnAttribute)
    height.priority = .init(999)
    height.isActive = true
    let view = UIView()
    #expect(view.constraints.isEmpty)
    height = view.heightAnchor.constraint(equalToConstant: 20)
    #expect(height.firstItem === view)
  }

  @Test func viewsAndTheScreenAreCoordinateSpaces() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
    root.addSubview(child)
    let space: UICoordinateSpace = root
    #expect(child.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 11, y: 22))
    #expect(child.convert(CGPoint(x: 11, y: 22), from: space) == CGPoint(x: 1, y: 2))
    let screen = UIScreen.main.coordinateSpace
    #expect(child.convert(CGPoint.zero, to: screen) == CGPoint(x: 10, y: 20))
    #expect(
      screen.convert(CGRect(x: 10, y: 20, width: 5, height: 5), to: child)
        == CGRect(x: 0, y: 0, width: 5, height: 5))
    #expect(space.bounds == root.bounds)
    // Views still convert to views, optional or not, as on iOS.
    let other: UIView? = root
    #expect(child.convert(CGPoint.zero, to: other) == CGPoint(x: 10, y: 20))
    #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20))
  }

  /// A constant written with the first attribute repeated and no second item, as helper
  /// operators in onboarding views write heights, holds as a constant.
  @Test func aConstantWithARepeatedAttributeAndNoItemHolds() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let strip = UIView()
    strip.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(strip)
    let height = NSLayoutConstraint(
      item: strip, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height,
      multiplier: 1, constant: 30)
    #expect(height.secondAttribute == .notAnAttribute)
    strip.addConstraint(height)
    for attribute in [NSLayoutConstraint.Attribute.left, .right, .bottom] {
      container.addConstraint(
        NSLayoutConstraint(
          item: strip, attribute: attribute, relatedBy: .equal, toItem: container,
          attribute: attribute, multiplier: 1, constant: attribute == .bottom ? -32 : 0))
    }
    container.layoutIfNeeded()
    #expect(strip.frame == CGRect(x: 0, y: 138, width: 100, height: 30))
  }
}
