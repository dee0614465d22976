/// What one class declaration says about registering it.
struct ClassDeclaration: Sendable {
  /// Why a class cannot be registered from another file of its module.
  enum Obstacle: Equatable, Sendable {
    /// The class or a type enclosing it (`type`) is `private` or `fileprivate` (`access`).
    case notReachable(type: String, access: String)
    /// The class or a type enclosing it has generic parameters; holds that type's name.
    case generic(String)
  }

  /// The name other files use: `Outer.Inner` for a nested class.
  let name: String
  let location: SourcePoint
  let condition: BuildCondition
  let obstacle: Obstacle?
  var isDesignable: Bool
  var inspectables: [InspectableProperty] = []
  var initializers = InitializerFacts()
}
