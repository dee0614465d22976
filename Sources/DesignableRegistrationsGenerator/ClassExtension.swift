/// An extension of a class declared in this target or elsewhere (`extension UIView`): its
/// `@IBInspectable` properties, whether it says `@IBDesignable`, and what its methods do.
struct ClassExtension: Sendable {
  /// The extended type as written, without spaces: `UIView`, `Outer.Inner`.
  let name: String
  let location: SourcePoint
  let condition: BuildCondition
  let isDesignable: Bool
  var inspectables: [InspectableProperty] = []
  /// Its `@IBInspectable` properties that other files cannot set, in source order.
  var hiddenInspectables: [HiddenInspectable] = []
  /// What its methods do, in source order; those with nothing to record are left out.
  var methods: [MethodFacts] = []
  /// Its declarations in clauses on `TARGET_INTERFACE_BUILDER`, by clause.
  var flagged: [FlaggedDeclarations] = []
}
