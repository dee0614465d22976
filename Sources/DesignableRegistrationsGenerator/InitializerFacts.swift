/// The designated initializers a class declares, as far as `X(frame:)` is concerned.
///
/// Swift lets a class inherit its superclass's designated initializers only when it declares
/// none of its own; `required init?(coder:)` counts as one.
struct InitializerFacts: Sendable {
  /// Where `init(frame:)` is declared, and what stops other files from calling it, if anything.
  var frame: (location: SourcePoint, problem: String?)?
  /// The first other designated initializer, as written (`init?(coder:)`), and where.
  var otherDesignated: (signature: String, location: SourcePoint)?
  /// Every designated initializer other than `init(frame:)`, as written (`init?(coder:)`).
  var otherDesignatedSignatures: [String] = []
  /// Where `init()` is declared (designated or convenience), and what stops other files from
  /// calling it, if anything.
  var plain: (location: SourcePoint, problem: String?)?

  /// Whether the class declares a designated initializer, which stops it inheriting its
  /// superclass's.
  var declaresDesignated: Bool { frame != nil || !otherDesignatedSignatures.isEmpty }

  /// Whether these are `designated` and `init(coder:)`: UIKit's `UITableViewCell` makes
  /// `init(frame:)` a convenience initializer over `init(style:reuseIdentifier:)`, and
  /// `UITextView` over `init(frame:textContainer:)`, which a subclass inherits when it
  /// overrides both of that class's designated initializers.
  func overridesDesignated(_ designated: String) -> Bool {
    let signatures = Set(otherDesignatedSignatures)
    return signatures.contains(designated)
      && (signatures.contains("init?(coder:)") || signatures.contains("init!(coder:)")
        || signatures.contains("init(coder:)"))
  }

  /// UIKit's classes whose `init(frame:)` is a convenience initializer, and the designated
  /// initializer other than `init(coder:)` it calls.
  static let frameConveniences = [
    "UITableViewCell": "init(style:reuseIdentifier:)",
    "UITextView": "init(frame:textContainer:)",
  ]
}
