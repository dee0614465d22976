import Foundation

/// An item of a menu (`UIMenuElement`): an action or a submenu. A render never opens a
/// menu; menus are stored for code that builds them and reads them back.
open class MenuElement {
  public let title: String
  public let image: Image?
  /// A second line under the title.
  open var subtitle: String?

  public init(title: String = "", image: Image? = nil) {
    self.title = title
    self.image = image
  }

  /// Whether an item is shown checked (`UIMenuElement.State`).
  public enum State: Int, Sendable { case off, on, mixed }

  /// How an item is shown (`UIMenuElement.Attributes`).
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }
}

/// A menu of actions and submenus (`UIMenu`), shown by a button or a context menu on iOS
/// and never here.
open class Menu: MenuElement {
  /// The menu's items, in order.
  public let children: [MenuElement]
  public let options: Options
  /// The menu's identifier; a new unique one unless given.
  public let identifier: String

  public init(
    title: String = "", image: Image? = nil, identifier: String? = nil, options: Options = [],
    children: [MenuElement] = []
  ) {
    self.children = children
    self.options = options
    self.identifier = identifier ?? UUID().uuidString
    super.init(title: title, image: image)
  }

  /// A menu like this one with other items (`replacingChildren(_:)`).
  open func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
    Menu(
      title: title, image: image, identifier: identifier, options: options, children: newChildren)
  }

  /// How a menu shows its items (`UIMenu.Options`).
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }
}
