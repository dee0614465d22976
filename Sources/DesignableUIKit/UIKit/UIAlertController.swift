import Components
import Foundation

/// An alert or action sheet (`UIAlertController`): its title, message, actions and text
/// fields are kept as UIKit keeps them. A render has no window, so presenting it does nothing
/// (``UIViewController/present(_:animated:completion:)``) and no action's handler runs.
open class UIAlertController: UIViewController {
  /// The kind of controller (`UIAlertController.Style`).
  public enum Style: Int, Sendable {
    case actionSheet, alert
  }

  /// The text under the title.
  open var message: String?
  /// Whether it is an alert or an action sheet; `.actionSheet` unless given at creation.
  public private(set) var preferredStyle = Style.actionSheet
  /// The actions added with ``addAction(_:)``, in order.
  public private(set) var actions: [UIAlertAction] = []
  /// The action the alert would emphasise; it must be one of ``actions``.
  open var preferredAction: UIAlertAction?
  private var fields: [UITextField] = []

  /// Creates an alert or an action sheet with a title and a message.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Adds a button for `action`.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// The text fields added with ``addTextField(configurationHandler:)``, in order; `nil`
  /// when there are none, as in UIKit.
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

  /// Adds a text field and passes it to `configurationHandler` at once. Only an alert has
  /// text fields: for an action sheet this stops the process, as UIKit raises an exception.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    precondition(
      preferredStyle == .alert,
      "Text fields can only be added to an alert controller of style .alert")
    let field = UITextField(frame: .zero)
    fields.append(field)
    configurationHandler?(field)
  }
}
