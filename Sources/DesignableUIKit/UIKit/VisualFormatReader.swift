import Components

#if !canImport(UIKit)
  /// Reads one visual format string (`H:|-[a(>=40)]-8-[b]|`) into constraints; `nil` when
  /// the text is not a visual format or names something unknown.
  struct VisualFormatReader {
    private let text: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var vertical = false
    private var constraints: [LayoutConstraint] = []
    private var orderedViews: [View] = []

    init(format: String, metrics: [String: Any], views: [String: Any]) {
      text = Array(format.filter { !$0.isWhitespace })
      self.metrics = metrics
      self.views = views
    }

    /// The constraints in order and the views in the order they appear.
    mutating func read() -> (constraints: [LayoutConstraint], views: [View])? {
      if take("V:") { vertical = true } else { _ = take("H:") }
      var previous: View?  // nil before the first element, or after the superview bar
      var atBar = take("|")
      var gap: [Predicate]? = atBar ? [] : nil
      while index < text.count {
        if take("[") {
          guard let view = readView() else { return nil }
          if let gap { connect(view, after: previous, atBar: atBar, gap: gap) }
          orderedViews.append(view)
          previous = view
          atBar = false
          gap = []
        } else if take("|") {
          guard let previous, let gap, let bar = previous.superview else { return nil }
          connect(bar, after: previous, atBar: false, gap: gap, trailingBar: true)
          return index == text.count ? (constraints, orderedViews) : nil
        } else if take("-") {
          gap = readGap()
          guard gap != nil else { return nil }
        } else {
          return nil
        }
      }
      return (constraints, orderedViews)
    }

    /// A relation, an amount (a number, a metric or a view's same attribute) and a
    /// priority: one predicate of `(>=8@750, <=b)`.
    struct Predicate {
      var relation = LayoutConstraint.Relation.equal
      var constant: CGFloat = 0
      var view: View?
      var priority: Float?
    }

    private var leadingEdge: LayoutConstraint.Attribute { vertical ? .top : .leading }
    private var trailingEdge: LayoutConstraint.Attribute { vertical ? .bottom : .trailing }
    private var sizeAttribute: LayoutConstraint.Attribute { vertical ? .height : .width }

    private mutating func connect(
      _ item: View, after earlier: View?, atBar: Bool, gap: [Predicate],
      trailingBar: Bool = false
    ) {
      let standard: CGFloat = atBar || trailingBar ? 20 : 8
      let spacing = gap.isEmpty && connectorWasDash ? [Predicate(constant: standard)] : gap
      let predicates = spacing.isEmpty ? [Predicate()] : spacing
      for predicate in predicates {
        let constraint: LayoutConstraint
        if atBar || earlier == nil {
          guard let bar = item.superview else { continue }
          constraint = LayoutConstraint(
            item: item, attribute: leadingEdge, relatedBy: predicate.relation, toItem: bar,
            attribute: leadingEdge, multiplier: 1, constant: predicate.constant)
        } else if let earlier {
          constraint = LayoutConstraint(
            item: item, attribute: trailingBar ? trailingEdge : leadingEdge,
            relatedBy: predicate.relation, toItem: earlier, attribute: trailingEdge,
            multiplier: 1, constant: predicate.constant)
        } else {
          continue
        }
        if let priority = predicate.priority { constraint.priority = LayoutPriority(priority) }
        constraints.append(constraint)
      }
      connectorWasDash = false
    }

    private var connectorWasDash = false

    /// After a `-`: `-`, or `N-`, `metric-`, `(predicates)-`; `[]` for the standard gap.
    private mutating func readGap() -> [Predicate]? {
      connectorWasDash = true
      if peek("[") || peek("|") { return [] }
      let predicates: [Predicate]?
      if take("(") {
        predicates = readPredicates(until: ")")
      } else {
        predicates = readPredicate().map { [$0] }
      }
      guard let predicates, take("-") else { return nil }
      connectorWasDash = false
      return predicates
    }

    /// `name` or `name(predicates)` and the closing `]`; adds the size constraints.
    private mutating func readView() -> View? {
      let name = readName()
      guard let view = views[name] as? View else { return nil }
      if take("(") {
        guard let sizes = readPredicates(until: ")") else { return nil }
        for size in sizes {
          let constraint = LayoutConstraint(
            item: view, attribute: sizeAttribute, relatedBy: size.relation, toItem: size.view,
            attribute: size.view == nil ? .notAnAttribute : sizeAttribute, multiplier: 1,
            constant: size.view == nil ? size.constant : 0)
          if let priority = size.priority { constraint.priority = LayoutPriority(priority) }
          constraints.append(constraint)
        }
      }
      return take("]") ? view : nil
    }

    private mutating func readPredicates(until close: Character) -> [Predicate]? {
      var list: [Predicate] = []
      repeat {
        guard let predicate = readPredicate() else { return nil }
        list.append(predicate)
      } while take(",")
      return take(String(close)) ? list : nil
    }

    private mutating func readPredicate() -> Predicate? {
      var predicate = Predicate()
      if take("==") {
        predicate.relation = .equal
      } else if take(">=") {
        predicate.relation = .greaterThanOrEqual
      } else if take("<=") {
        predicate.relation = .lessThanOrEqual
      }
      guard let amount = readAmount() else { return nil }
      if let view = amount as? View {
        predicate.view = view
      } else if let number = amount as? CGFloat {
        predicate.constant = number
      }
      if take("@") {
        guard let priority = readAmount() as? CGFloat else { return nil }
        predicate.priority = Float(priority)
      }
      return predicate
    }

    /// A number, a metric's value or a view.
    private mutating func readAmount() -> Any? {
      let start = index
      while index < text.count, text[index].isNumber || text[index] == "." { index += 1 }
      if index > start, let number = Double(String(text[start..<index])) {
        return CGFloat(number)
      }
      let name = readName()
      if let view = views[name] as? View { return view }
      switch metrics[name] {
      case let value as CGFloat: return value
      case let value as Double: return CGFloat(value)
      case let value as Int: return CGFloat(value)
      case let value as Float: return CGFloat(value)
      case let value as NSNumber: return CGFloat(value.doubleValue)
      default: return nil
      }
    }

    private mutating func readName() -> String {
      let start = index
      while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" {
        index += 1
      }
      return String(text[start..<index])
    }

    private func peek(_ token: String) -> Bool {
      let characters = Array(token)
      guard index + characters.count <= text.count else { return false }
      return Array(text[index..<(index + characters.count)]) == characters
    }

    private mutating func take(_ token: String) -> Bool {
      guard peek(token) else { return false }
      index += token.count
      return true
    }
  }
#endif
