import Foundation

/// A view that turns touches into actions (`UIControl`), rendered as any view.
///
/// Its state flags are plain stored properties: setting ``isEnabled``, ``isSelected`` or
/// ``isHighlighted`` calls nothing else (a subclass that draws by state observes them, as on
/// iOS). Target-action is inert: selectors are stored and never called, since calling one
/// needs the Objective-C runtime. ``ControlAction`` handlers added with
/// ``addAction(_:for:)`` do run, from ``sendActions(for:)``. A render delivers no touches;
/// a test may call the touch methods, which track as UIKit's do.
open class Control: View {
  open var isEnabled = true
  /// Whether a touch shows the control's menu instead of sending its actions
  /// (`showsMenuAsPrimaryAction`); stored, as a render is never touched.
  open var showsMenuAsPrimaryAction = false
  /// Whether a long press shows the control's context menu; stored.
  open var isContextMenuInteractionEnabled = false
  open var isSelected = false
  open var isHighlighted = false
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  open var contentVerticalAlignment = ContentVerticalAlignment.center
  /// Whether a touch is being tracked: between a `beginTracking` that returned `true` and
  /// the end or cancellation of the touch.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside the control's bounds.
  public private(set) var isTouchInside = false
  private var targets: [(target: AnyObject?, action: Selector, events: Event)] = []
  private var actions: [(action: ControlAction, events: Event)] = []

  /// The flags as one state: highlighted, disabled and selected bits.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  // MARK: Target-action

  /// Stores a target and action for `controlEvents`; the action is never called here.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targets.append((target as AnyObject?, action, controlEvents))
  }

  /// Removes the matching pairs for `controlEvents`; a `nil` target or action matches all.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    for index in targets.indices.reversed() {
      let pair = targets[index]
      guard target == nil || pair.target === (target as AnyObject?),
        action == nil || pair.action == action
      else { continue }
      targets[index].events.subtract(controlEvents)
      if targets[index].events.isEmpty { targets.remove(at: index) }
    }
  }

  /// The objects with at least one stored action, each once; `NSNull` stands for a `nil`
  /// target (one that would send its action up the responder chain), as in UIKit.
  open var allTargets: Set<AnyHashable> {
    Set(
      targets.map { pair in
        guard let target = pair.target else { return AnyHashable(Self.nilTarget) }
        return (target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target))
      })
  }

  /// The one object that stands for every `nil` target in ``allTargets``.
  private static let nilTarget = NSNull()

  /// The events with at least one target or action.
  open var allControlEvents: Event {
    (targets.map(\.events) + actions.map(\.events)).reduce(into: Event()) { $0.formUnion($1) }
  }

  /// The selectors' names stored for `target` and `controlEvent`, or `nil`.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let names = targets.filter {
      $0.target === (target as AnyObject?) && !$0.events.isDisjoint(with: controlEvent)
    }.map { String(describing: $0.action) }
    return names.isEmpty ? nil : names
  }

  /// Adds a closure to run for `controlEvents`.
  public func addAction(_ action: ControlAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  public func removeAction(_ action: ControlAction, for controlEvents: Event) {
    for index in actions.indices.reversed() where actions[index].action === action {
      actions[index].events.subtract(controlEvents)
      if actions[index].events.isEmpty { actions.remove(at: index) }
    }
  }

  /// Sends the actions for `controlEvents`: runs each ``ControlAction`` added for any of
  /// them, in the order added. Selector targets are not called (see the type's note).
  open func sendActions(for controlEvents: Event) {
    let matching = actions.filter { !$0.events.isDisjoint(with: controlEvents) }
    for entry in matching { sendAction(entry.action) }
  }

  /// Would call `action` on `target`; inert without the Objective-C runtime.
  open func sendAction(_ action: Selector, to target: Any?, for event: TouchEvent?) {}

  /// Runs `action`'s handler with this control as its sender.
  open func sendAction(_ action: ControlAction) {
    action.perform(sender: self)
  }

  // MARK: Tracking

  /// A touch began inside the control; return whether to keep tracking it.
  @discardableResult
  open func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }

  /// The tracked touch moved; return whether to keep tracking it.
  @discardableResult
  open func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }

  /// The tracked touch ended.
  open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}

  /// Tracking was cancelled.
  open func cancelTracking(with event: TouchEvent?) {}

  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTouchInside = true
    isHighlighted = true
    isTracking = beginTracking(touch, with: event)
    sendActions(for: .touchDown)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let wasInside = isTouchInside
    isTouchInside = point(inside: touch.location(in: self), with: event)
    isHighlighted = isTouchInside
    isTracking = continueTracking(touch, with: event)
    var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
    if wasInside != isTouchInside {
      events.insert(isTouchInside ? .touchDragEnter : .touchDragExit)
    }
    sendActions(for: events)
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard let touch = touches.first else { return }
    if isTracking { endTracking(touch, with: event) }
    let inside = isTouchInside && point(inside: touch.location(in: self), with: event)
    isTracking = false
    isHighlighted = false
    isTouchInside = false
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    isHighlighted = false
    isTouchInside = false
    sendActions(for: .touchCancel)
  }
}
