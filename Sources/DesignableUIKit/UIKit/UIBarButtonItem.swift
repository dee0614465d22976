import Components
import Foundation

/// A button of a toolbar or navigation bar (`UIBarButtonItem`). Stored only: toolbars here
/// draw their background, not their items, and target-action is inert.
open class UIBarButtonItem: UIBarItem {
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

  open var style: Style
  open var width: CGFloat = 0
  open var customView: UIView?
  open var tintColor: UIColor?
  open weak var target: AnyObject?
  open var action: Selector?
  /// The system item it was made as, if any.
  public let systemItem: SystemItem?

  public override init() {
    style = .plain
    systemItem = nil
    super.init()
  }

  public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    style = systemItem == .done ? .done : .plain
    self.systemItem = systemItem
    super.init()
    self.target = target as AnyObject?
    self.action = action
  }

  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.style = style
    systemItem = nil
    super.init()
    self.title = title
    self.target = target as AnyObject?
    self.action = action
  }

  public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.style = style
    systemItem = nil
    super.init()
    self.image = image
    self.target = target as AnyObject?
    self.action = action
  }

  public init(customView: UIView) {
    style = .plain
    systemItem = nil
    super.init()
    self.customView = customView
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
