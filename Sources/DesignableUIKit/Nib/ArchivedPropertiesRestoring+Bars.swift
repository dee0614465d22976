import Foundation
import IBDocument

// What `init(coder:)` restores from a bar's or list's element: its items and the
// attributes Interface Builder's inspector writes for it.

extension UITabBar: ArchivedPropertiesRestoring {
  public func restoreArchivedProperties(from element: NibElement) {
    if let color = element.color("barTintColor") { self.barTintColor = color }
    if let color = element.color("unselectedItemTintColor") {
      self.unselectedItemTintColor = color
    }
    if let translucent = element.flag("translucent") { self.isTranslucent = translucent }
    let items = element.children(of: "items").filter { $0.name == "tabBarItem" }.map {
      UITabBarItem(
        title: $0["title"], image: ArchivedProperties.image($0["image"]),
        tag: $0.number("tag").map { Int($0) } ?? 0)
    }
    if !items.isEmpty { self.items = items }
  }
}

extension UINavigationBar: ArchivedPropertiesRestoring {
  public func restoreArchivedProperties(from element: NibElement) {
    if let color = element.color("barTintColor") { self.barTintColor = color }
    if let translucent = element.flag("translucent") { self.isTranslucent = translucent }
    if let large = element.flag("prefersLargeTitles") { self.prefersLargeTitles = large }
    let items = element.children(of: "items").filter { $0.name == "navigationItem" }.map {
      UINavigationItem(title: $0["title"] ?? "")
    }
    if !items.isEmpty { self.items = items }
  }
}

extension UISearchBar: ArchivedPropertiesRestoring {
  public func restoreArchivedProperties(from element: NibElement) {
    if let color = element.color("barTintColor") { self.barTintColor = color }
    if let placeholder = element["placeholder"] { self.placeholder = placeholder }
    if let text = element["text"] { self.text = text }
    switch element["searchBarStyle"] {
    case "prominent": self.searchBarStyle = .prominent
    case "minimal": self.searchBarStyle = .minimal
    default: break
    }
  }
}

extension UITableView: ArchivedPropertiesRestoring {
  public func restoreArchivedProperties(from element: NibElement) {
    switch element["style"] {
    case "grouped": self.style = .grouped
    case "insetGrouped": self.style = .insetGrouped
    default: break
    }
    if let height = element.number("rowHeight") { self.rowHeight = CGFloat(height) }
    if let height = element.number("sectionHeaderHeight") {
      self.sectionHeaderHeight = CGFloat(height)
    }
    if let height = element.number("sectionFooterHeight") {
      self.sectionFooterHeight = CGFloat(height)
    }
    if let color = element.color("separatorColor") { self.separatorColor = color }
    switch element["separatorStyle"] {
    case "none": self.separatorStyle = .none
    case "singleLineEtched": self.separatorStyle = .singleLineEtched
    case "default", "singleLine": self.separatorStyle = .singleLine
    default: break
    }
  }
}
