import Components
import Foundation

/// UIKit Dynamics (`UIDynamicAnimator` and its behaviours), kept and never stepped: a
/// render shows the model at one moment, before the physics engine moves anything, as a
/// snapshot taken at once on iOS does. Behaviours keep their items and settings, and the
/// animator its behaviours, so components that build them compile and read them back.
open class UIDynamicAnimator: NSObject {
  /// The view whose coordinates the behaviours use.
  public private(set) weak var referenceView: UIView?
  /// The behaviours added, in order.
  open private(set) var behaviors: [UIDynamicBehavior] = []
  /// Always `false`: nothing moves.
  open var isRunning: Bool { false }
  /// Always 0: the engine never steps.
  open func elapsedTime() -> TimeInterval { 0 }
  /// Told when the engine pauses or resumes; never told here.
  open weak var delegate: UIDynamicAnimatorDelegate?

  public override init() { super.init() }

  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
  }

  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
    behavior.dynamicAnimator = self
    behavior.willMove(to: self)
  }

  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    behaviors.removeAll { $0 === behavior }
    if behavior.dynamicAnimator === self { behavior.dynamicAnimator = nil }
  }

  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// The items of the behaviours that lie in `rect`: none, as items are kept by behaviour.
  open func items(in rect: CGRect) -> [UIDynamicItem] { [] }

  /// Takes `item`'s state anew; nothing to take, as the engine never steps.
  open func updateItem(usingCurrentState item: UIDynamicItem) {}
}

/// Told when a dynamic animator pauses or resumes (`UIDynamicAnimatorDelegate`).
public protocol UIDynamicAnimatorDelegate: DelegateObject {
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// Something a dynamic behaviour moves (`UIDynamicItem`): a view.
public protocol UIDynamicItem: AnyObject {
  var center: CGPoint { get set }
  var bounds: CGRect { get }
  var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

/// A physics rule for items (`UIDynamicBehavior`), composed of child behaviours; `action`
/// would run at each step and never runs here.
open class UIDynamicBehavior: NSObject {
  open private(set) var childBehaviors: [UIDynamicBehavior] = []
  open var action: (() -> Void)?
  /// The animator the behaviour was added to.
  open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

  public override init() { super.init() }

  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
  }

  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    childBehaviors.removeAll { $0 === behavior }
  }

  /// Told when the behaviour is added to an animator (or removed, with `nil`).
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}
}

/// The physical properties of items (`UIDynamicItemBehavior`); kept.
open class UIDynamicItemBehavior: UIDynamicBehavior {
  open private(set) var items: [UIDynamicItem]
  open var elasticity: CGFloat = 0
  open var friction: CGFloat = 0
  open var density: CGFloat = 1
  open var resistance: CGFloat = 0
  open var angularResistance: CGFloat = 0
  open var charge: CGFloat = 0
  open var isAnchored = false
  open var allowsRotation = true

  public init(items: [UIDynamicItem]) {
    self.items = items
    super.init()
  }

  open func addItem(_ item: UIDynamicItem) { items.append(item) }
  open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
  /// Kept, as velocities are; the item does not move here.
  open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {}
  open func linearVelocity(for item: UIDynamicItem) -> CGPoint { .zero }
  open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {}
  open func angularVelocity(for item: UIDynamicItem) -> CGFloat { 0 }
}

/// Moves an item to a point with a spring (`UISnapBehavior`); kept.
open class UISnapBehavior: UIDynamicBehavior {
  open var snapPoint: CGPoint
  open var damping: CGFloat = 0.5
  public let item: UIDynamicItem

  public init(item: UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }
}

/// Pulls items in a direction (`UIGravityBehavior`); kept.
open class UIGravityBehavior: UIDynamicBehavior {
  open private(set) var items: [UIDynamicItem]
  open var gravityDirection = CGVector(dx: 0, dy: 1)
  open var angle: CGFloat = .pi / 2
  open var magnitude: CGFloat = 1

  public init(items: [UIDynamicItem]) {
    self.items = items
    super.init()
  }

  open func addItem(_ item: UIDynamicItem) { items.append(item) }
  open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
}

/// Keeps items inside boundaries (`UICollisionBehavior`); kept.
open class UICollisionBehavior: UIDynamicBehavior {
  open private(set) var items: [UIDynamicItem]
  open var translatesReferenceBoundsIntoBoundary = false

  public init(items: [UIDynamicItem]) {
    self.items = items
    super.init()
  }

  open func addItem(_ item: UIDynamicItem) { items.append(item) }
  open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
  open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {}
  open func removeAllBoundaries() {}
}

/// Joins an item to a point or another item (`UIAttachmentBehavior`); kept.
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// Whether an attachment joins two items or an item to a point
  /// (`UIAttachmentBehavior.AttachmentType`).
  public enum AttachmentType: Int, Sendable { case items, anchor }

  public let items: [UIDynamicItem]
  public let attachedBehaviorType: AttachmentType
  open var anchorPoint: CGPoint
  open var length: CGFloat = 0
  open var damping: CGFloat = 0
  open var frequency: CGFloat = 0
  open var frictionTorque: CGFloat = 0
  /// Where on each item the attachment holds, from its centre.
  public let offsetsFromCenter: [UIOffset]

  public init(
    item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    items = [item]
    attachedBehaviorType = .anchor
    offsetsFromCenter = [offset]
    anchorPoint = point
    super.init()
  }

  public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: UIOffset(), attachedToAnchor: point)
  }

  public init(
    item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedTo other: UIDynamicItem,
    offsetFromCenter otherOffset: UIOffset
  ) {
    items = [item, other]
    attachedBehaviorType = .items
    offsetsFromCenter = [offset, otherOffset]
    anchorPoint = other.center
    super.init()
  }

  public convenience init(item: UIDynamicItem, attachedTo other: UIDynamicItem) {
    self.init(
      item: item, offsetFromCenter: UIOffset(), attachedTo: other, offsetFromCenter: UIOffset())
  }

  /// Two items that slide along `axis` through `point` (`slidingAttachment`).
  open class func slidingAttachment(
    with item: UIDynamicItem, attachedTo other: UIDynamicItem, attachmentAnchor point: CGPoint,
    axisOfTranslation axis: CGVector
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(item: item, attachedTo: other).anchored(at: point)
  }

  /// An item that slides along `axis` through `point` (`slidingAttachment`).
  open class func slidingAttachment(
    with item: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(item: item, attachedToAnchor: point)
  }

  /// Two items held no farther apart than they are (`limitAttachment`).
  open class func limitAttachment(
    with item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedTo other: UIDynamicItem,
    offsetFromCenter otherOffset: UIOffset
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(
      item: item, offsetFromCenter: offset, attachedTo: other, offsetFromCenter: otherOffset)
  }

  /// Two items joined rigidly at `point` (`fixedAttachment`).
  open class func fixedAttachment(
    with item: UIDynamicItem, attachedTo other: UIDynamicItem, attachmentAnchor point: CGPoint
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(item: item, attachedTo: other).anchored(at: point)
  }

  /// Two items that turn about `point` (`pinAttachment`).
  open class func pinAttachment(
    with item: UIDynamicItem, attachedTo other: UIDynamicItem, attachmentAnchor point: CGPoint
  ) -> UIAttachmentBehavior {
    UIAttachmentBehavior(item: item, attachedTo: other).anchored(at: point)
  }

  private func anchored(at point: CGPoint) -> UIAttachmentBehavior {
    anchorPoint = point
    return self
  }
}

/// Pushes items once or continuously (`UIPushBehavior`); kept.
open class UIPushBehavior: UIDynamicBehavior {
  /// Whether the push lasts or acts once (`UIPushBehavior.Mode`).
  public enum Mode: Int, Sendable { case continuous, instantaneous }

  open private(set) var items: [UIDynamicItem]
  public let mode: Mode
  open var active = true
  open var angle: CGFloat = 0
  open var magnitude: CGFloat = 0
  open var pushDirection = CGVector(dx: 0, dy: 0)

  public init(items: [UIDynamicItem], mode: Mode) {
    self.items = items
    self.mode = mode
    super.init()
  }
}
