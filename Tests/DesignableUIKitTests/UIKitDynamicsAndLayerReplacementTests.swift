import Foundation
import Testing

@testable import DesignableUIKit

/// A thumb that snaps back to the centre of its track, as steppers and sliders build it.
private final class SnapBack: UIDynamicBehavior {
  init(item: UIDynamicItem, to point: CGPoint) {
    super.init()
    let resistance = UIDynamicItemBehavior(items: [item])
    resistance.allowsRotation = false
    addChildBehavior(resistance)
    let snap = UISnapBehavior(item: item, snapTo: point)
    snap.damping = 0.25
    addChildBehavior(snap)
  }
}

@Suite struct UIKitDynamicsAndLayerReplacementTests {
  @Test func behavioursAreKeptAndNothingMoves() {
    let track = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let thumb = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    track.addSubview(thumb)
    let animator = UIDynamicAnimator(referenceView: track)
    let snap = SnapBack(item: thumb, to: CGPoint(x: 50, y: 20))
    animator.addBehavior(snap)
    animator.addBehavior(snap)
    #expect(animator.behaviors.count == 1 && snap.dynamicAnimator === animator)
    #expect(snap.childBehaviors.count == 2 && !animator.isRunning)
    #expect((snap.childBehaviors[1] as? UISnapBehavior)?.snapPoint == CGPoint(x: 50, y: 20))
    #expect(thumb.center == CGPoint(x: 20, y: 20))  // the engine never steps
    animator.removeBehavior(snap)
    #expect(animator.behaviors.isEmpty && snap.dynamicAnimator == nil)
  }

  /// Behaviours, animators, animations, anchors and layout guides are equal only to
  /// themselves, as `NSObject`s are on iOS, so `contains(_:)` and sets of them work.
  @Test func objectsOfNSObjectClassesAreEqualOnlyToThemselves() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let animator = UIDynamicAnimator(referenceView: view)
    let (kept, other) = (UIDynamicItemBehavior(items: [view]), UIDynamicItemBehavior(items: []))
    animator.addBehavior(kept)
    #expect(animator.behaviors.contains(kept) && !animator.behaviors.contains(other))
    let fade = CABasicAnimation(keyPath: "opacity")
    let animations: Set<CAAnimation> = [fade, fade, CABasicAnimation(keyPath: "opacity")]
    #expect(animations.count == 2 && animations.contains(fade))
    #expect([view.leadingAnchor, view.trailingAnchor].firstIndex(of: view.trailingAnchor) == 1)
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    #expect(view.layoutGuides.contains(guide) && !view.layoutGuides.contains(UILayoutGuide()))
  }

  /// An attachment made with offsets from the items' centres keeps them, and the class's
  /// factories keep their anchor.
  @Test func attachmentsKeepTheirOffsetsAndAnchors() {
    let (a, b) = (UIView(frame: .zero), UIView(frame: .zero))
    let offset = UIOffset(horizontal: 3, vertical: 4)
    let toPoint = UIAttachmentBehavior(
      item: a, offsetFromCenter: offset, attachedToAnchor: CGPoint(x: 5, y: 6))
    #expect(toPoint.attachedBehaviorType == .anchor && toPoint.offsetsFromCenter == [offset])
    #expect(toPoint.anchorPoint == CGPoint(x: 5, y: 6))
    let joined = UIAttachmentBehavior(
      item: a, offsetFromCenter: offset, attachedTo: b, offsetFromCenter: UIOffset())
    #expect(joined.attachedBehaviorType == .items && joined.items.count == 2)
    let pin = UIAttachmentBehavior.pinAttachment(
      with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 7, y: 8))
    #expect(pin.anchorPoint == CGPoint(x: 7, y: 8) && pin.items.count == 2)
  }

  @Test func aSublayerIsReplacedInPlace() {
    let host = CALayer()
    let (a, b, c) = (CALayer(), CALayer(), CALayer())
    host.addSublayer(a)
    host.addSublayer(b)
    let fresh = CALayer()
    host.replaceSublayer(a, with: fresh)
    #expect(host.sublayers?.map { $0 === fresh } == [true, false])
    #expect(a.superlayer == nil && fresh.superlayer === host)
    host.replaceSublayer(c, with: CALayer())  // not a sublayer: nothing happens
    #expect(host.sublayers?.count == 2)
  }

  @Test func aRecognizerKeepsTheOnesItWaitsFor() {
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    tap.require(toFail: pan)
    tap.require(toFail: pan)
    #expect(tap.failureRequirements.count == 1 && tap.failureRequirements[0] === pan)
    #expect(!tap.shouldRequireFailure(of: pan))
  }
}
