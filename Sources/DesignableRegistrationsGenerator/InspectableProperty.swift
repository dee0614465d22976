/// One `@IBInspectable` property that can be registered: a `var` with a setter that other
/// files of the module can reach.
struct InspectableProperty: Equatable, Sendable {
  /// The name as written, backticks included (`` `default` ``), for the key path.
  let name: String
  let location: SourcePoint
  let condition: BuildCondition

  /// The key IB documents use: the name without backticks.
  var key: String { name.filter { $0 != "`" } }
}

extension InspectableProperty {
  /// An `@IBOutlet` property and the class that declares it.
  struct Outlet: Sendable {
    let typeName: String
    let property: InspectableProperty
  }
}
