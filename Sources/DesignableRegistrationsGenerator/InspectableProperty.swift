/// One `@IBInspectable` property that can be registered: a `var` with a setter that other
/// files of the module can reach.
struct InspectableProperty: Equatable, Sendable {
  /// The name as written, backticks included (`` `default` ``), for the key path.
  let name: String
  let location: SourcePoint
  let condition: BuildCondition
  /// Whether the property is computed (it has a getter of its own), so that the
  /// registration assigns it through its setter alone: through a key path, Swift reads it
  /// first.
  var isComputed = false

  /// The key IB documents use: the name without backticks.
  var key: String { name.filter { $0 != "`" } }
}

/// An `@IBInspectable` property that cannot be registered because other files cannot set it,
/// though Interface Builder and the app set it by key-value coding.
struct HiddenInspectable: Equatable, Sendable {
  /// The key documents use: the name without backticks.
  let key: String
  let location: SourcePoint
  /// Why, following "it": `has a private(set) setter`.
  let reason: String
}

extension InspectableProperty {
  /// An `@IBOutlet` property and the class that declares it.
  struct Outlet: Sendable {
    let typeName: String
    let property: InspectableProperty
  }
}
