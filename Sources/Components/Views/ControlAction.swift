import Foundation

/// A closure a control runs for its events (`UIAction`), added with
/// ``Control/addAction(_:for:)`` and run by ``Control/sendActions(for:)``.
open class ControlAction {
  public let title: String
  public let image: Image?
  /// The control that sent the action while its handler runs.
  public internal(set) var sender: Any?
  private let handler: (ControlAction) -> Void

  public init(title: String = "", image: Image? = nil, handler: @escaping (ControlAction) -> Void) {
    self.title = title
    self.image = image
    self.handler = handler
  }

  /// Runs the handler with `sender` as the action's sender.
  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
