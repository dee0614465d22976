import Foundation

/// A closure a control runs for its events (`UIAction`), added with
/// ``Control/addAction(_:for:)`` and run by ``Control/sendActions(for:)``.
/// It is also an item of a menu (`UIMenuElement`), as in UIKit.
open class ControlAction: MenuElement {
  /// The control that sent the action while its handler runs.
  public internal(set) var sender: Any?
  private let handler: (ControlAction) -> Void

  /// Whether the action is shown checked, mixed or plain in a menu (`state`).
  open var state = MenuElement.State.off
  /// How a menu shows the action (`attributes`): disabled, destructive, hidden.
  open var attributes = MenuElement.Attributes()
  /// The action's identifier; a new unique one unless given.
  public let identifier: String
  /// The title a keyboard shortcut's help shows.
  open var discoverabilityTitle: String?

  public init(
    title: String = "", image: Image? = nil, identifier: String? = nil,
    discoverabilityTitle: String? = nil, attributes: MenuElement.Attributes = [],
    state: MenuElement.State = .off,
    handler: @escaping (ControlAction) -> Void
  ) {
    self.handler = handler
    self.identifier = identifier ?? UUID().uuidString
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as the action's sender.
  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
