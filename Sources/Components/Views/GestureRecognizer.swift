import Foundation

/// Recognizes a gesture on a view (`UIGestureRecognizer`): inert here. A render delivers no
/// touches, so a recognizer never begins and never sends its actions; it is kept, with its
/// targets, so that code attaching one compiles and runs unchanged.
open class GestureRecognizer {
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
  /// Always ``State/possible``: no gesture happens during a render.
  public private(set) var state = State.possible
  /// The targets and actions added, in order; never called.
  public private(set) var targetActions: [(target: AnyObject?, action: Selector)] = []

  /// A recognizer with one target and action, which are stored and never called.
  public init(target: Any?, action: Selector?) {
    if let action { targetActions.append((target.map { $0 as AnyObject }, action)) }
  }

  public convenience init() { self.init(target: nil, action: nil) }

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
}
