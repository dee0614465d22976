import Components
import Foundation

/// An element that assistive technologies see in place of part of a view
/// (`UIAccessibilityElement`). Its values are stored only: nothing reads accessibility in a
/// render. As on iOS it is an `NSObject`, so elements compare by identity.
open class UIAccessibilityElement: NSObject {
  /// The view (or element) that holds this element; kept weakly, as UIKit keeps it.
  open weak var accessibilityContainer: AnyObject?
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityIdentifier: String?
  /// The element's frame in screen coordinates.
  open var accessibilityFrame = CGRect.zero
  /// The element's frame in its container's coordinates.
  open var accessibilityFrameInContainerSpace = CGRect.zero
  open var accessibilityTraits: AccessibilityTraits = .none
  /// The actions offered besides activation; stored only.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

  /// An element inside `container` (a view, usually).
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  /// Called by VoiceOver's adjustable gestures; never called by a render.
  open func accessibilityIncrement() {}
  open func accessibilityDecrement() {}
}
