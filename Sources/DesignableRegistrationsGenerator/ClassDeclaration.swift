/// What one class declaration says about registering it.
struct ClassDeclaration: Sendable {
  /// Why a class cannot be registered from another file of its module.
  enum Obstacle: Equatable, Sendable {
    /// The class or a type enclosing it (`type`) is `private` or `fileprivate` (`access`).
    case notReachable(type: String, access: String)
    /// The class or a type enclosing it has generic parameters; holds that type's name.
    case generic(String)
    /// The class or a type enclosing it is marked `@available(*, unavailable)` (a class kept
    /// under its old name to point at its new one); holds that type's name.
    case unavailable(String)
  }

  /// A class the declaration names as its `layerClass`, as written.
  struct LayerClass: Sendable {
    let name: String
    let location: SourcePoint
    let condition: BuildCondition
  }

  /// The name other files use: `Outer.Inner` for a nested class.
  let name: String
  let location: SourcePoint
  let condition: BuildCondition
  let obstacle: Obstacle?
  /// Marked `@IBDesignable`, or (after merging) a subclass of a class of this target that is:
  /// Interface Builder renders subclasses of a designable class live too.
  var isDesignable: Bool
  /// The name `@objc(Name)` gives it, which documents use for it.
  var objectiveCName: String? = nil
  /// The names the first inherited type may refer to, innermost scope first: for `Cell: Base`
  /// inside `Table`, `Table.Base` then `Base`.
  var superclassCandidates: [String] = []
  var inspectables: [InspectableProperty] = []
  /// Its `@IBInspectable` properties that other files cannot set, in source order.
  var hiddenInspectables: [HiddenInspectable] = []
  /// Its `@IBOutlet` properties, in source order.
  var outlets: [InspectableProperty] = []
  var initializers = InitializerFacts()
  /// The classes its `layerClass` returns, in source order.
  var layerClasses: [LayerClass] = []
  /// What its methods do, in source order; those with nothing to record are left out.
  var methods: [MethodFacts] = []
  /// The names of its stored properties that have no accessors or observers.
  var storedProperties: Set<String> = []
  /// Its declarations in clauses on `TARGET_INTERFACE_BUILDER`, by clause.
  var flagged: [FlaggedDeclarations] = []
}
