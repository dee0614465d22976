import Foundation

/// Recognizes a gesture on a view (`UIGestureRecognizer`): inert here. A render delivers no
/// touches, so a recognizer never begins and never sends its actions; it is kept, with its
/// targets, so that code attaching one compiles and runs unchanged.
open class GestureRecognizer: NSObject {
  /// The state of a recognizer (`UIGestureRecognizer.State`).
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  /// The view it is attached to.
  public internal(set) weak var view: View?
  /// Kept weakly, as UIKit keeps it; never asked, as no gesture happens.
  public weak var delegate: (any GestureRecognizerDelegate)?
  public var isEnabled = true
  public var cancelsTouchesInView = true
  public var delaysTouchesBegan = false
  public var delaysTouchesEnded = true
  /// ``State/possible`` unless code sets it: no gesture happens during a render. Settable, as
  /// `UIGestureRecognizerSubclass` makes it for subclasses; setting it sends no actions.
  public var state = State.possible
  /// The targets and actions added, in order; never called.
  public private(set) var targetActions: [(target: AnyObject?, action: Selector)] = []

  /// A recognizer with one target and action, which are stored and never called.
  public init(target: Any?, action: Selector?) {
    if let action { targetActions.append((target.map { $0 as AnyObject }, action)) }
  }

  public override convenience init() { self.init(target: nil, action: nil) }

  public func addTarget(_ target: Any, action: Selector) {
    targetActions.append((target as AnyObject, action))
  }

  public func removeTarget(_ target: Any?, action: Selector?) {
    targetActions.removeAll { pair in
      (target == nil || pair.target === (target as AnyObject?))
        && (action == nil || pair.action == action)
    }
  }

  /// Where the gesture is in `view`: the origin, as no touch ever happens.
  open func location(in view: View?) -> CGPoint { .zero }

  /// Where touch `touchIndex` is in `view`: the origin, as no touch ever happens.
  open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint { .zero }

  public var numberOfTouches: Int { 0 }

  // What `UIGestureRecognizerSubclass` declares for subclasses to override; a render
  // delivers no touches, so none of these is called here but by the subclass itself.

  /// Touches began in the view (never called here, as no touch happens).
  open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
  /// Touches moved in the view (never called here).
  open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}
  /// Touches ended in the view (never called here).
  open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
  /// Touches were cancelled (never called here).
  open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}
  /// Returns the recognizer to ``State/possible``; UIKit calls it after a gesture ends.
  open func reset() { state = .possible }
  /// Tells the recognizer to ignore a touch (nothing to ignore here).
  open func ignore(_ touch: Touch, for event: TouchEvent) {}
  /// Whether this recognizer may keep `preventedGestureRecognizer` from recognizing.
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Whether `preventingGestureRecognizer` may keep this one from recognizing.
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// The recognizers that must fail before this one begins (`require(toFail:)`), kept.
  public private(set) var failureRequirements: [GestureRecognizer] = []
  /// Makes this recognizer wait for `otherGestureRecognizer` to fail; kept, as nothing
  /// recognizes here.
  public func require(toFail otherGestureRecognizer: GestureRecognizer) {
    guard !failureRequirements.contains(where: { $0 === otherGestureRecognizer }) else { return }
    failureRequirements.append(otherGestureRecognizer)
  }
  /// Whether this recognizer waits for `otherGestureRecognizer` to fail; `false` unless
  /// overridden.
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
  /// Whether `otherGestureRecognizer` waits for this one to fail; `false` unless overridden.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool {
    false
  }
  /// The recognizer's name, for debugging.
  public var name: String?
  /// Whether touches of other kinds than the first are ignored; kept.
  public var requiresExclusiveTouchType = true
  /// The kinds of touch the recognizer follows (`UITouch.TouchType` raw values: direct,
  /// indirect, pencil, indirect pointer), all by default; kept, as no touch comes.
  public var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3]
  /// The kinds of press it follows; kept.
  public var allowedPressTypes: [NSNumber] = []
}
