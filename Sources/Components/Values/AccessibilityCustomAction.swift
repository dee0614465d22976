import Foundation

/// An action assistive technologies offer on an element besides activating it
/// (`UIAccessibilityCustomAction`); stored only, as nothing performs accessibility actions in
/// a render.
open class AccessibilityCustomAction: NSObject {
  /// The action's name, as VoiceOver reads it.
  open var name: String
  /// The name with attributes, when made from one.
  open var attributedName: NSAttributedString
  /// The object sent `selector` when the action is performed.
  open weak var target: AnyObject?
  /// The method sent to `target`.
  open var selector: Selector?
  /// What the action runs instead of a target and selector; `true` when it succeeded.
  open var actionHandler: ((AccessibilityCustomAction) -> Bool)?
  /// The image shown beside the name.
  open var image: Image?

  /// An action sending `selector` to `target`.
  public init(name: String, target: AnyObject?, selector: Selector) {
    self.name = name
    attributedName = NSAttributedString(string: name)
    self.target = target
    self.selector = selector
  }

  /// An action with the name `attributedName` reads, sending `selector` to `target`.
  public init(attributedName: NSAttributedString, target: AnyObject?, selector: Selector) {
    name = attributedName.string
    self.attributedName = attributedName
    self.target = target
    self.selector = selector
  }

  /// An action running `actionHandler`.
  public init(name: String, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
    self.name = name
    attributedName = NSAttributedString(string: name)
    self.actionHandler = actionHandler
  }

  /// An action with an image, running `actionHandler`.
  public init(
    name: String, image: Image?, actionHandler: ((AccessibilityCustomAction) -> Bool)?
  ) {
    self.name = name
    attributedName = NSAttributedString(string: name)
    self.image = image
    self.actionHandler = actionHandler
  }
}
