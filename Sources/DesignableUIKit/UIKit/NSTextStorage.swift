import Foundation

/// The text that layout managers set (`NSTextStorage`): an attributed string that holds its
/// ``NSLayoutManager``s, as a label that draws through TextKit keeps one.
open class NSTextStorage: NSMutableAttributedString {
  /// The layout managers setting this text, in the order added.
  open private(set) var layoutManagers: [NSLayoutManager] = []

  /// Empty text.
  public convenience init() {
    self.init(string: "")
  }

  /// Adds `manager`, which then sets this text.
  open func addLayoutManager(_ manager: NSLayoutManager) {
    guard !layoutManagers.contains(where: { $0 === manager }) else { return }
    layoutManagers.append(manager)
    manager.textStorage = self
  }

  /// Removes `manager`.
  open func removeLayoutManager(_ manager: NSLayoutManager) {
    layoutManagers.removeAll { $0 === manager }
    if manager.textStorage === self { manager.textStorage = nil }
  }
}
