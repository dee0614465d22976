import Foundation

/// The text that layout managers set (`NSTextStorage`): an attributed string that holds its
/// ``NSLayoutManager``s, as a label that draws through TextKit keeps one. A change to it
/// has the text views that show it lay out and draw again (`UITextView.textStorage`).
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

  /// Tells the text views drawing through this storage's managers that it changed.
  func edited() {
    for manager in layoutManagers {
      for container in manager.textContainers { container.owner?.textDidChange() }
    }
  }

  open override func replaceCharacters(in range: NSRange, with string: String) {
    super.replaceCharacters(in: range, with: string)
    edited()
  }

  open override func replaceCharacters(in range: NSRange, with string: NSAttributedString) {
    super.replaceCharacters(in: range, with: string)
    edited()
  }

  open override func setAttributes(_ attributes: [NSAttributedString.Key: Any]?, range: NSRange) {
    super.setAttributes(attributes, range: range)
    edited()
  }

  open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
    super.addAttribute(name, value: value, range: range)
    edited()
  }

  open override func addAttributes(_ attributes: [NSAttributedString.Key: Any], range: NSRange) {
    super.addAttributes(attributes, range: range)
    edited()
  }

  open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
    super.removeAttribute(name, range: range)
    edited()
  }

  open override func setAttributedString(_ string: NSAttributedString) {
    super.setAttributedString(string)
    edited()
  }
}
