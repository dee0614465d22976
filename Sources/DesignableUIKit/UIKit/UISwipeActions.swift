import Components
import Foundation

/// An action a swipe over a table's row shows (`UIContextualAction`); kept, never shown, as
/// a render is never swiped.
open class UIContextualAction {
  /// How the action looks (`UIContextualAction.Style`).
  public enum Style: Int, Sendable { case normal, destructive }

  /// Runs when the action is chosen on iOS: the action, the view showing it, and the
  /// completion to call with whether it was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  open var title: String?
  open var image: UIImage?
  open var backgroundColor: UIColor?
  public let handler: Handler

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// The actions a swipe over a row shows (`UISwipeActionsConfiguration`); kept.
open class UISwipeActionsConfiguration {
  public let actions: [UIContextualAction]
  open var performsFirstActionWithFullSwipe = true

  public init(actions: [UIContextualAction]) { self.actions = actions }
}
