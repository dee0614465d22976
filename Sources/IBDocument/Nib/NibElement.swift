import Components
import Foundation

/// One element of a `.xib` as a tree: its name, attributes, children and text, what a nib
/// loader needs to rebuild every object the document archives (``NibDocument``).
public struct NibElement: Sendable {
  /// The element's name: `view`, `label`, `rect`, `color`, `outlet`, ….
  public var name: String
  /// The attributes in document order.
  public var attributes: [(name: String, value: String)]
  /// The child elements in document order.
  public var children: [NibElement]
  /// The character data directly inside the element (`<string key="text">…</string>`).
  public var text: String
  /// The 1-based line of the start tag.
  public var line: Int
  /// For a `<color>` element, the colour resolved to sRGB (`nil` when it cannot be).
  public var color: Color?

  public init(
    name: String, attributes: [(name: String, value: String)] = [],
    children: [NibElement] = [], text: String = "", line: Int = 0, color: Color? = nil
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.line = line
    self.color = color
  }

  /// The value of the attribute `name`, if the element has one.
  public subscript(name: String) -> String? {
    for pair in attributes where pair.name == name { return pair.value }
    return nil
  }

  /// The first child named `name`, with `key` when given.
  public func child(_ name: String, key: String? = nil) -> NibElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The children of the first child named `name` (`<subviews>`, `<constraints>`).
  public func children(of name: String) -> [NibElement] {
    child(name)?.children ?? []
  }

  /// The attribute `name` as a number, if it is one.
  public func number(_ name: String) -> Double? {
    ValueParser.number(self[name])
  }

  /// The attribute `name` as IB's `YES`/`NO`, if it is one.
  public func flag(_ name: String) -> Bool? {
    self[name].flatMap(ValueParser.bool)
  }

  /// The colour of the child `<color key="key">`, resolved.
  public func color(_ key: String) -> Color? {
    child("color", key: key)?.color
  }

  /// The rectangle of the child `<rect key="key">`.
  public func rect(_ key: String) -> CGRect? {
    guard let rect = child("rect", key: key),
      let x = rect.number("x"), let y = rect.number("y"), let width = rect.number("width"),
      let height = rect.number("height")
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// Every element of the tree, this one first, depth first in document order.
  public var descendants: [NibElement] {
    var result: [NibElement] = []
    var stack = [self]
    while let element = stack.popLast() {
      result.append(element)
      stack.append(contentsOf: element.children.reversed())
    }
    return result
  }
}
