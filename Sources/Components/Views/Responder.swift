import Foundation

/// An object in the responder chain (`UIResponder`): the base of views, and of view
/// controllers in `DesignableUIKit`.
///
/// A render delivers no events and has no key window, so nothing becomes first responder:
/// ``becomeFirstResponder()`` refuses, as UIKit does for a responder outside a window, and
/// the touch methods are never called. ``next`` links the chain as UIKit links it, so code
/// that walks it (to find a view's controller) runs as on iOS.
open class Responder {
  /// Creates a responder.
  public init() {}

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

  /// Never called by a render, which delivers no touches.
  open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {}
  /// Never called by a render, which delivers no touches.
  open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {}
  /// Never called by a render, which delivers no touches.
  open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {}
  /// Never called by a render, which delivers no touches.
  open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {}
}

/// What owns a root view (a view controller): told around each layout pass of its view, as
/// UIKit tells a controller in `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
package protocol RootViewOwner: AnyObject {
  func viewWillLayoutSubviews()
  func viewDidLayoutSubviews()
}
