/// The designated initializers a class declares, as far as `X(frame:)` is concerned.
///
/// Swift lets a class inherit its superclass's designated initializers only when it declares
/// none of its own; `required init?(coder:)` counts as one.
struct InitializerFacts: Sendable {
  /// Where `init(frame:)` is declared, and what stops other files from calling it, if anything.
  var frame: (location: SourcePoint, problem: String?)?
  /// The first other designated initializer, as written (`init?(coder:)`), and where.
  var otherDesignated: (signature: String, location: SourcePoint)?
}
