/// The `#if` conditions a declaration sits under, as a conjunction of terms in source order.
///
/// A declaration in the second clause of `#if A ... #elseif B ...` sits under `!A` and `B`;
/// the generated registration is wrapped in `#if !A && B`, so it compiles exactly when the
/// declaration does.
struct BuildCondition: Hashable, Sendable {
  /// Each term is a complete condition that can stand as an operand of `&&`.
  private(set) var terms: [String] = []

  static let always = BuildCondition()

  var isAlways: Bool { terms.isEmpty }

  /// This condition and `term` (a condition's source text) both hold.
  func and(_ term: String) -> BuildCondition {
    var result = self
    result.terms.append(term.contains("||") ? "(\(term))" : term)
    return result
  }

  /// This condition and the negation of `term` both hold.
  func andNot(_ term: String) -> BuildCondition {
    var result = self
    let isCompound = term.contains("&&") || term.contains("||") || term.hasPrefix("!")
    result.terms.append(isCompound ? "!(\(term))" : "!" + term)
    return result
  }

  /// The terms of this condition that `outer` does not already guarantee.
  func removing(_ outer: BuildCondition) -> BuildCondition {
    var result = BuildCondition()
    result.terms = terms.filter { !outer.terms.contains($0) }
    return result
  }

  /// The terms `self` and `other` share, in the order of `self`.
  func common(with other: BuildCondition) -> BuildCondition {
    var result = BuildCondition()
    result.terms = terms.filter { other.terms.contains($0) }
    return result
  }

  /// The text after `#if`.
  var text: String { terms.joined(separator: " && ") }
}
