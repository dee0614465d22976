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

  /// Whether a direct subclass of `superclass` declaring these initializers inherits
  /// `init(frame:)` anyway: UIKit's `UITableViewCell` makes `init(frame:)` a convenience
  /// initializer over `init(style:reuseIdentifier:)`, which a subclass inherits when it
  /// overrides both of that class's designated initializers.
  func inheritsFrameInitializer(from superclass: String) -> Bool {
    guard superclass == "UITableViewCell" else { return false }
    let signatures = Set(otherDesignatedSignatures)
    return signatures.contains("init(style:reuseIdentifier:)")
      && (signatures.contains("init?(coder:)") || signatures.contains("init!(coder:)")
        || signatures.contains("init(coder:)"))
  }
}
