import Components
import Foundation

#if !canImport(ObjectiveC)
  /// Foundation's predicate with `init(format:)`, which Linux's Foundation declares
  /// unavailable: this subclass stands in for it wherever a component names `NSPredicate`,
  /// and is one, so `NSArray.filtered(using:)` and the like take it.
  ///
  /// The formats understood are one comparison of the evaluated object (`SELF`, a string or
  /// a number) with an argument (`%@`, `%d`, `%f`, …) or a quoted literal: `MATCHES` (an ICU
  /// regular expression over the whole string), `CONTAINS`, `BEGINSWITH`, `ENDSWITH`,
  /// `LIKE` (`*` and `?` wildcards), `==`, `!=`, `<`, `<=`, `>`, `>=`, with `[c]`, `[d]` or
  /// `[cd]` to ignore case and diacritics, as in a text field's validation
  /// (`NSPredicate(format: "SELF MATCHES %@", emailPattern)`). Any other format stops the
  /// process with a message saying so, where iOS would evaluate it.
  open class NSPredicate: Foundation.NSPredicate {
    /// The predicate `predicateFormat` with `args` substituted for its `%` specifiers.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
      self.init(format: predicateFormat, argumentArray: args)
    }

    /// The predicate `predicateFormat` with `arguments` substituted for its specifiers.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
      let comparison: PredicateComparison
      do {
        comparison = try PredicateComparison(format: predicateFormat, arguments: arguments ?? [])
      } catch {
        fatalError("\(error)")
      }
      self.init(block: { object, _ in comparison.evaluate(object) })
    }
  }
#endif

/// One comparison of a predicate format: `SELF <operator>[options] <value>`.
struct PredicateComparison: Sendable {
  enum Operator: String, Sendable, CaseIterable {
    case matches = "MATCHES"
    case contains = "CONTAINS"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case like = "LIKE"
    case equal = "=="
    case notEqual = "!="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case less = "<"
    case greater = ">"
    case equalSign = "="
  }

  /// Why a format is not understood.
  struct FormatError: Error, CustomStringConvertible {
    let format: String
    var description: String {
      "NSPredicate(format: \"\(format)\") is not understood here: only one comparison of SELF "
        + "with an argument or a quoted value (MATCHES, CONTAINS, BEGINSWITH, ENDSWITH, LIKE, "
        + "==, !=, <, <=, >, >=, with [c], [d] or [cd]) is; use NSPredicate(block:) for others."
    }
  }

  let op: Operator
  let value: String
  let number: Double?
  let ignoresCase: Bool
  let ignoresDiacritics: Bool

  init(format: String, arguments: [Any]) throws {
    var rest = format.trimmingCharacters(in: .whitespaces)
    guard rest.uppercased().hasPrefix("SELF") else { throw FormatError(format: format) }
    rest = String(rest.dropFirst(4)).trimmingCharacters(in: .whitespaces)
    guard
      let op = Operator.allCases.first(where: { rest.uppercased().hasPrefix($0.rawValue) })
    else { throw FormatError(format: format) }
    rest = String(rest.dropFirst(op.rawValue.count))
    var options = ""
    if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
      options = rest[rest.index(after: rest.startIndex)..<close].lowercased()
      rest = String(rest[rest.index(after: close)...])
    }
    rest = rest.trimmingCharacters(in: .whitespaces)
    let operand: Any
    if rest.hasPrefix("%") {
      guard let first = arguments.first else { throw FormatError(format: format) }
      operand = first
    } else if rest.count >= 2, let quote = rest.first, quote == "'" || quote == "\"",
      rest.last == quote
    {
      operand = String(rest.dropFirst().dropLast())
    } else if let number = Double(rest) {
      operand = number
    } else {
      throw FormatError(format: format)
    }
    self.op = op == .equalSign ? .equal : op
    value = "\(operand)"
    number = (operand as? NSNumber)?.doubleValue ?? Double("\(operand)")
    ignoresCase = options.contains("c")
    ignoresDiacritics = options.contains("d")
  }

  /// Whether `object` satisfies the comparison; `false` for an object of another kind.
  func evaluate(_ object: Any?) -> Bool {
    if let number, let subject = object.flatMap(KeyValueCoding.number),
      [
        .less, .lessOrEqual, .greater,
        .greaterOrEqual, .equal, .notEqual,
      ].contains(op)
    {
      switch op {
      case .less: return subject < number
      case .lessOrEqual: return subject <= number
      case .greater: return subject > number
      case .greaterOrEqual: return subject >= number
      case .notEqual: return subject != number
      default: return subject == number
      }
    }
    guard let text = object as? String ?? (object as? NSString).map({ String($0) }) else {
      return false
    }
    var options: String.CompareOptions = []
    if ignoresCase { options.insert(.caseInsensitive) }
    if ignoresDiacritics { options.insert(.diacriticInsensitive) }
    switch op {
    case .matches:
      return text.range(of: "^(?:\(value))$", options: options.union(.regularExpression)) != nil
    case .contains: return text.range(of: value, options: options) != nil
    case .beginsWith: return text.range(of: value, options: options.union(.anchored)) != nil
    case .endsWith:
      return text.range(of: value, options: options.union([.anchored, .backwards])) != nil
    case .like:
      var pattern = NSRegularExpression.escapedPattern(for: value)
      pattern = pattern.replacingOccurrences(of: "\\*", with: ".*")
      pattern = pattern.replacingOccurrences(of: "\\?", with: ".")
      return text.range(of: "^(?:\(pattern))$", options: options.union(.regularExpression)) != nil
    case .notEqual: return text.compare(value, options: options) != .orderedSame
    case .less: return text.compare(value, options: options) == .orderedAscending
    case .greater: return text.compare(value, options: options) == .orderedDescending
    case .lessOrEqual: return text.compare(value, options: options) != .orderedDescending
    case .greaterOrEqual: return text.compare(value, options: options) != .orderedAscending
    case .equal, .equalSign: return text.compare(value, options: options) == .orderedSame
    }
  }
}
