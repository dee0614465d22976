import Foundation
import IBDocument

extension NibLoader {
  /// Adds a view's archived `<constraint>`s to it, each an object outlets can name; an item
  /// left out is the view itself, and a layout guide (`safeArea`) stands for its view (whose
  /// safe area has no insets here).
  func addConstraints(_ elements: [NibElement], to holder: View) {
    for element in elements where element.name == "constraint" {
      guard let firstName = element["firstAttribute"],
        let firstAttribute = Self.attribute(firstName)
      else { continue }
      let first = element["firstItem"].flatMap { objects[$0] } ?? holder
      var second: AnyObject?
      var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
      if let name = element["secondAttribute"], let attribute = Self.attribute(name) {
        second = element["secondItem"].flatMap { objects[$0] } ?? holder
        secondAttribute = attribute
      }
      let relation: NSLayoutConstraint.Relation
      switch element["relation"] {
      case "greaterThanOrEqual": relation = .greaterThanOrEqual
      case "lessThanOrEqual": relation = .lessThanOrEqual
      default: relation = .equal
      }
      let constraint = NSLayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
        attribute: secondAttribute, multiplier: CGFloat(Self.multiplier(element["multiplier"])),
        constant: CGFloat(element.number("constant") ?? 0))
      if let priority = element.number("priority") {
        constraint.priority = UILayoutPriority(Float(priority))
      }
      constraint.identifier = element["identifier"]
      holder.addConstraint(constraint)
      if let id = element["id"] { objects[id] = constraint }
    }
  }

  /// `1` when absent or unreadable; a number (`"0.5"`) or a ratio (`"16:9"`).
  static func multiplier(_ text: String?) -> Double {
    guard let text else { return 1 }
    let parts = text.split(separator: ":").compactMap { Double($0) }
    if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
    return Double(text) ?? 1
  }

  /// The attribute IB writes by name (`leading`, `centerY`, `baseline`, …).
  static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
    switch name {
    case "left": .left
    case "right": .right
    case "top": .top
    case "bottom": .bottom
    case "leading": .leading
    case "trailing": .trailing
    case "width": .width
    case "height": .height
    case "centerX": .centerX
    case "centerY": .centerY
    case "baseline", "lastBaseline": .lastBaseline
    case "firstBaseline": .firstBaseline
    case "leftMargin": .leftMargin
    case "rightMargin": .rightMargin
    case "topMargin": .topMargin
    case "bottomMargin": .bottomMargin
    case "leadingMargin": .leadingMargin
    case "trailingMargin": .trailingMargin
    case "centerXWithinMargins": .centerXWithinMargins
    case "centerYWithinMargins": .centerYWithinMargins
    default: nil
    }
  }
}
