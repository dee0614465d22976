import Components
import Foundation

/// A button of a toolbar or navigation bar (`UIBarButtonItem`). Stored only: toolbars here
/// draw their background, not their items, and target-action is inert.
open class UIBarButtonItem {
  /// The system's standard items (`UIBarButtonItem.SystemItem`).
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }

  /// How the item is drawn (`UIBarButtonItem.Style`).
  public enum Style: Int, Sendable {
    case plain, bordered, done
  }

  open var title: String?
  open var image: UIImage?
  open var style: Style
  open var width: CGFloat = 0
  open var customView: UIView?
  open var tintColor: UIColor?
  open var isEnabled = true
  open var tag = 0
  open weak var target: AnyObject?
  open var action: Selector?
  /// The system item it was made as, if any.
  public let systemItem: SystemItem?

  public init() {
    style = .plain
    systemItem = nil
  }

  public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    style = systemItem == .done ? .done : .plain
    self.systemItem = systemItem
    self.target = target as AnyObject?
    self.action = action
  }

  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.title = title
    self.style = style
    systemItem = nil
    self.target = target as AnyObject?
    self.action = action
  }

  public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.image = image
    self.style = style
    systemItem = nil
    self.target = target as AnyObject?
    self.action = action
  }

  public init(customView: UIView) {
    self.customView = customView
    style = .plain
    systemItem = nil
  }

  /// A flexible space (`UIBarButtonItem.flexibleSpace()`).
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// A space `width` points wide (`UIBarButtonItem.fixedSpace(_:)`).
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }
}
