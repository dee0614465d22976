/// Reads the `<constraint>` elements that size a view by themselves: a fixed width or height,
/// or an aspect ratio whose items are the view itself. Constraints between views are left out.
enum ConstraintParser {
  /// One edge of a child pinned to its superview's same edge: which child, which edge
  /// (`leading`, `trailing`, `top`, `bottom`) and how far inside.
  struct EdgePin {
    var childID: String
    var edge: String
    var inset: Double
  }

  /// The edge pin a constraint in the `<constraints>` list of the view `holderID` writes:
  /// a required constraint of equal relation and multiplier 1 between one edge of a child
  /// and the same edge of the holder; `nil` for any other constraint.
  static func edgePin(_ attributes: XMLAttributes, holderID: String?) -> EdgePin? {
    let edges = [
      "leading": "leading", "left": "leading", "trailing": "trailing", "right": "trailing",
      "top": "top", "bottom": "bottom",
    ]
    guard let holderID, let firstName = attributes["firstAttribute"],
      let edge = edges[firstName], attributes["secondAttribute"].flatMap({ edges[$0] }) == edge,
      (attributes["relation"] ?? "equal") == "equal", multiplier(attributes["multiplier"]) == 1,
      (attributes["priority"].flatMap(ValueParser.number) ?? IBConstraint.required)
        == IBConstraint.required
    else { return nil }
    let first = attributes["firstItem"] ?? holderID
    let second = attributes["secondItem"] ?? holderID
    guard (first == holderID) != (second == holderID),
      let constant = attributes["constant"].map(ValueParser.number) ?? 0
    else { return nil }
    // first = second + constant; the inset is how far the child's edge lies inside.
    let childFirst = second == holderID
    let startEdge = edge == "leading" || edge == "top"
    let inset = (childFirst == startEdge) ? constant : -constant
    return EdgePin(childID: childFirst ? first : second, edge: edge, inset: inset)
  }

  /// The size constraint an element writes, `nil` when it relates the view to another one
  /// (or is not about its width or height), or a message when one of its numbers does not read.
  /// - Parameters:
  ///   - attributes: The `<constraint>` element's attributes.
  ///   - viewID: The id of the view whose `<constraints>` list holds the element.
  static func sizeConstraint(
    _ attributes: XMLAttributes, viewID: String?, line: Int
  ) -> Result<IBConstraint, ConstraintProblem>? {
    guard let first = attributes["firstAttribute"], first == "width" || first == "height"
    else { return nil }
    if let item = attributes["firstItem"], item != viewID { return nil }
    let second = attributes["secondAttribute"]
    if let item = attributes["secondItem"] {
      // An aspect ratio: the other dimension of the same view.
      guard item == viewID, let second, second != first,
        second == "width" || second == "height"
      else { return nil }
    } else if second != nil {
      return nil
    }
    let id = attributes["id"]
    let label = "constraint \(id.map { "\"\($0)\" " } ?? "")(\(first))"
    var relation = IBConstraint.Relation.equal
    if let text = attributes["relation"] {
      guard let known = IBConstraint.Relation(rawValue: text) else {
        return .failure(ConstraintProblem("\(label): unknown relation \"\(text)\"; left out"))
      }
      relation = known
    }
    guard let multiplier = multiplier(attributes["multiplier"]) else {
      let text = attributes["multiplier"] ?? ""
      return .failure(
        ConstraintProblem(
          "\(label): multiplier \"\(text)\" is neither a number nor a ratio such as 2:1; left out"))
    }
    var numbers: [Double] = []
    for (key, fallback) in [("constant", 0.0), ("priority", IBConstraint.required)] {
      guard let text = attributes[key] else {
        numbers.append(fallback)
        continue
      }
      guard let value = ValueParser.number(text) else {
        return .failure(ConstraintProblem("\(label): \(key) \"\(text)\" is not a number; left out"))
      }
      numbers.append(value)
    }
    return .success(
      IBConstraint(
        firstAttribute: first, secondAttribute: second, relation: relation,
        multiplier: multiplier, constant: numbers[0], priority: numbers[1], id: id, line: line))
  }

  /// `1` when absent; a number (`"0.5"`) or a ratio (`"2:1"`), finite and not zero.
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return 1 }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let value: Double?
    switch parts.count {
    case 1:
      value = ValueParser.number(text)
    case 2:
      guard let a = ValueParser.number(String(parts[0])),
        let b = ValueParser.number(String(parts[1])), b != 0
      else { return nil }
      value = a / b
    default:
      value = nil
    }
    guard let value, value.isFinite, value != 0 else { return nil }
    return value
  }
}
