import Foundation

/// A button of an alert (`UIAlertAction`): its title, style and handler are stored. Nothing
/// is presented in a render, so the handler is never called.
open class UIAlertAction: NSObject {
  /// How an action's button looks (`UIAlertAction.Style`).
  public enum Style: Int, Sendable {
    case `default`, cancel, destructive
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the button can be tapped; stored only.
  open var isEnabled = true
  /// The closure the button would run when tapped; never called here.
  public let handler: ((UIAlertAction) -> Void)?

  /// Creates an action with a title, a style and the closure to run when it is tapped.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
