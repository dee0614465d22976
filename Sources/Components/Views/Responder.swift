import Foundation

/// An object in the responder chain (`UIResponder`): the base of views, and of view
/// controllers in `DesignableUIKit`.
///
/// A render delivers no events and has no key window, so nothing becomes first responder:
/// ``becomeFirstResponder()`` refuses, as UIKit does for a responder outside a window, and
/// the touch methods are never called. ``next`` links the chain as UIKit links it, so code
/// that walks it (to find a view's controller) runs as on iOS.
open class Responder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  /// Who observes the view's properties by key (`addObserver(_:forKeyPath:options:context:)`).
  package var keyValueObservers: KeyValueObservers?

  /// Told by an object this one observes by key that the property at `keyPath` changed
  /// (`observeValue(forKeyPath:of:change:context:)`); does nothing unless overridden.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}

  /// The next responder in the chain; `nil` here. A view answers its controller (when it is
  /// the controller's root view) or else its superview.
  open var next: Responder? { nil }

  /// The undo manager of the chain: the next responder's, and `nil` at its end, as for a
  /// view outside a window on iOS (a window owns the shared one).
  open var undoManager: UndoManager? { next?.undoManager }

  /// Whether the responder can become first responder; `false` unless overridden.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up first responder status when asked; `true`.
  open var canResignFirstResponder: Bool { true }

  /// Always `false`: a render has no key window, so nothing is first responder.
  open var isFirstResponder: Bool { false }

  /// Refuses (`false`): a render has no key window to be first responder in, so no
  /// keyboard appears; a subclass may override it.
  @discardableResult open func becomeFirstResponder() -> Bool { false }

  /// Succeeds (`true`), as nothing is first responder to begin with.
  @discardableResult open func resignFirstResponder() -> Bool { canResignFirstResponder }

  /// The view shown in place of the keyboard while the responder is first responder;
  /// `nil` unless overridden, as in UIKit, where a text input redeclares it settable.
  open var inputView: View? { nil }

  /// The view shown above the keyboard while the responder is first responder; `nil`
  /// unless overridden.
  open var inputAccessoryView: View? { nil }

  /// Asks for the input and accessory views again; nothing to do, as no keyboard appears.
  open func reloadInputViews() {}

  /// Whether the responder handles `action` (a menu's copy or paste): UIKit answers from
  /// the methods a class implements, which Linux cannot look up, so this asks the next
  /// responder, and the end of the chain says `false`. Override it to answer.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    next?.canPerformAction(action, withSender: sender) ?? false
  }

  /// The standard edit actions (`UIResponderStandardEditActions`): a menu or keyboard
  /// shortcut sends them; none is sent here, and they do nothing unless overridden (a text
  /// field that refuses `paste(_:)` overrides it and ``canPerformAction(_:withSender:)``).
  open func cut(_ sender: Any?) {}
  open func copy(_ sender: Any?) {}
  open func paste(_ sender: Any?) {}
  open func select(_ sender: Any?) {}
  open func selectAll(_ sender: Any?) {}
  open func delete(_ sender: Any?) {}

  /// The object that handles `action` (`target(forAction:withSender:)`): this responder
  /// when ``canPerformAction(_:withSender:)`` says so, else the next one's answer.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    canPerformAction(action, withSender: sender)
      ? self : next?.target(forAction: action, withSender: sender)
  }

  /// The keyboard language the responder asks for (`textInputMode`): `nil`, the current
  /// one, as no keyboard appears here.
  open var textInputMode: TextInputMode? { nil }
  /// The identifier under which a text input remembers its keyboard; `nil`, none.
  open var textInputContextIdentifier: String? { nil }

  /// Never called by a render, which delivers no touches.
  open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {}
  /// Never called by a render, which delivers no touches.
  open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {}
  /// Never called by a render, which delivers no touches.
  open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {}
  /// Never called by a render, which delivers no touches.
  open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {}

  /// Never called by a render, which delivers no button presses (`pressesBegan(_:with:)`
  /// and the three below).
  open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {}
  open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {}
  open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {}
  open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {}

  /// Never called by a render, which nothing shakes (`motionBegan(_:with:)` and the two
  /// below).
  open func motionBegan(_ motion: TouchEvent.EventSubtype, with event: TouchEvent?) {}
  open func motionEnded(_ motion: TouchEvent.EventSubtype, with event: TouchEvent?) {}
  open func motionCancelled(_ motion: TouchEvent.EventSubtype, with event: TouchEvent?) {}

  // MARK: Accessibility (UIKit's informal protocols on every object; a render reads none)

  /// Stored accessibility values (`UIAccessibility`).
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityValue: String?
  open var accessibilityHint: String?
  open var accessibilityIdentifier: String?
  open var accessibilityTraits: AccessibilityTraits = .none
  open var accessibilityViewIsModal = false
  /// The actions offered besides activation (`accessibilityCustomActions`); stored only.
  open var accessibilityCustomActions: [AccessibilityCustomAction]?

  /// The identifier state restoration would use (`restorationIdentifier`, which a nib sets
  /// on views and view controllers); stored only, as a render restores no state.
  open var restorationIdentifier: String?

  /// Asked by assistive technologies to activate the element (`accessibilityActivate()`);
  /// `false`, for "not handled", unless overridden. Never asked by a render.
  open func accessibilityActivate() -> Bool { false }
  /// Called by VoiceOver's adjustable gestures; never called by a render.
  open func accessibilityIncrement() {}
  open func accessibilityDecrement() {}

  /// The elements inside this responder that assistive technologies see (UIKit's
  /// `UIAccessibilityContainer`); stored, and read only by the methods below.
  open var accessibilityElements: [Any]?
  /// How many elements it holds: `accessibilityElements`' count.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  /// The element at `index` in `accessibilityElements`, `nil` outside it.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else {
      return nil
    }
    return elements[index]
  }
  /// Where `element` is in `accessibilityElements` (compared by identity), or `NSNotFound`.
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) }
      ?? NSNotFound
  }

  // MARK: Focus (`UIFocusEnvironment`; a render has no focus engine)

  /// None unless overridden.
  open var preferredFocusEnvironments: [any FocusEnvironment] { [] }
  /// `true` unless overridden.
  open func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool { true }
  /// Never called by a render.
  open func didUpdateFocus(
    in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator
  ) {}
  /// Nothing to update: focus never moves here.
  open func setNeedsFocusUpdate() {}
  /// Nothing to update: focus never moves here.
  open func updateFocusIfNeeded() {}
}

/// What owns a root view (a view controller): told around each layout pass of its view, as
/// UIKit tells a controller in `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
package protocol RootViewOwner: AnyObject {
  func viewWillLayoutSubviews()
  func viewDidLayoutSubviews()
}
