import DesignableUIKit
import Foundation
import Testing

/// A view that keeps its observations in a set, as components that observe several of
/// their subviews' properties do.
private final class WatchingBadge: UIView {
  let title = UILabel()
  var observations: Set<NSKeyValueObservation> = []
  var changes = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(title)
    observations.insert(title.observe(\.alpha) { [unowned self] _, _ in changes += 1 })
    observations.insert(title.observe(\.alpha) { [unowned self] _, _ in changes += 1 })
  }

  required init?(coder: NSCoder) { nil }
}

@Suite struct ObservationSetAndAncestryTests {
  @Test func observationsAreKeptInASetEachEqualOnlyToItself() {
    let badge = WatchingBadge(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(badge.observations.count == 2)
    badge.title.alpha = 0.5
    #expect(badge.changes == 2)
    badge.observations.removeAll()
    badge.title.alpha = 0.25
    #expect(badge.changes == 2)
  }

  @Test func aViewKnowsWhetherItLiesBelowAnother() {
    let root = UIView()
    let card = UIView()
    let label = UILabel()
    root.addSubview(card)
    card.addSubview(label)
    #expect(label.isDescendant(of: root) && label.isDescendant(of: card))
    #expect(label.isDescendant(of: label))
    #expect(!card.isDescendant(of: label) && !root.isDescendant(of: UIView()))
  }
}

@Suite struct ClassQueriesTests {
  @Test func viewsAndLayersAnswerNSObjectsClassQueries() {
    let views: [UIView] = [UILabel(), UIButton(), UIView(), UISwitch()]
    #expect(views.filter { $0.isKind(of: UILabel.self) }.count == 1)
    #expect(views.allSatisfy { $0.isKind(of: UIView.self) })
    #expect(views.filter { $0.isKind(of: UIControl.self) }.count == 2)
    #expect(views[2].isMember(of: UIView.self) && !views[0].isMember(of: UIView.self))
    let shape: CALayer = CAShapeLayer()
    #expect(shape.isKind(of: CALayer.self) && !shape.isMember(of: CALayer.self))
    #expect(!shape.isKind(of: CAGradientLayer.self))
  }
}

/// A field that is its own text field's delegate, as many components are.
private final class SelfDelegatingField: UIView, UITextFieldDelegate {
  let field = UITextField()
}

/// What components do with `NSObject`s: keep views and layers in `[NSObject]`, key them by
/// object, hand them to API that takes `NSObject`.
private func names(of objects: [NSObject]) -> [String] {
  objects.map { String(describing: type(of: $0)) }
}

@Suite struct ViewsAndLayersAreNSObjectsTests {
  @Test func viewsLayersAndControllersAreNSObjects() {
    let label = UILabel()
    let objects: [NSObject] = [label, label.layer, CAShapeLayer(), UIViewController()]
    let types: [Any.Type] = [UILabel.self, CALayer.self, CAShapeLayer.self, UIViewController.self]
    #expect(names(of: objects) == types.map { String(describing: $0) })
    #expect(objects[0].isEqual(label) && !objects[0].isEqual(UILabel()))
    #expect(Set(objects).count == 4 && objects.firstIndex(of: label.layer) == 1)
    let views: [UIView] = [label]
    #expect(views.contains(label) && label.hash == objects[0].hash)
    #expect(label.description == "<\(type(of: label)); frame = (0.0 0.0; 0.0 0.0)>")
    #expect(label.layer.debugDescription == label.layer.description)
  }

  @Test func whatUIKitMakesNSObjectsAreNSObjects() {
    let view = UIView()
    let parts: [NSObject] = [
      UITapGestureRecognizer(), view.widthAnchor.constraint(equalToConstant: 4),
      CABasicAnimation(keyPath: "opacity"), UILayoutGuide(), UIBarButtonItem(),
      UIDynamicAnimator(referenceView: view), UIGravityBehavior(items: [view]),
      view.observe(\.alpha) { _, _ in },
    ]
    #expect(Set(parts).count == parts.count)
    #expect(parts.allSatisfy { $0.isEqual($0) } && !parts[0].isEqual(UITapGestureRecognizer()))
    #expect(parts[2].copy() as? CABasicAnimation !== parts[2])
  }

  @Test func aViewThatIsADelegateAnswersAsAnNSObject() {
    let field = SelfDelegatingField()
    field.field.delegate = field
    #expect(field.isKind(of: UIView.self) && !field.isMember(of: UIView.self))
    #expect(field.responds(to: Selector("textFieldShouldReturn:")))
    let delegate: NSObject? = field.field.delegate as? NSObject
    #expect(delegate === field)
  }
}

/// A badge that keeps clear of the status bar, finding the key window through its scene as
/// iOS 15 code does.
private final class TopBanner: UIView {
  var statusBarHeight: CGFloat {
    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
    let window = scenes.flatMap(\.windows).first { $0.isKeyWindow } ?? window
    return window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
  }
}

@Suite struct SceneLookupTests {
  @Test func aRenderHasNoSceneSoCodeThatLooksForOneFindsNone() {
    let banner = TopBanner(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(UIApplication.shared.connectedScenes.isEmpty)
    #expect(banner.statusBarHeight == 0)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(window.windowScene == nil)
    #expect(UIInterfaceOrientation.portrait.isPortrait)
    let arrow = UIImage().imageFlippedForRightToLeftLayoutDirection()
    #expect(!arrow.flipsForRightToLeftLayoutDirection)
  }
}
