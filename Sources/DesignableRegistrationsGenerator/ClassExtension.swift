/// An extension that declares `@IBInspectable` properties or `@IBDesignable` for a class
/// declared in this target or elsewhere (`extension UIView`).
struct ClassExtension: Sendable {
  /// The extended type as written, without spaces: `UIView`, `Outer.Inner`.
  let name: String
  let location: SourcePoint
  let condition: BuildCondition
  let isDesignable: Bool
  var inspectables: [InspectableProperty] = []
}
