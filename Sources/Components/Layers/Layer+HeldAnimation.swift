import Foundation

extension Layer {
  /// What `animation` leaves on screen after it ends, when the layer's own value at its key
  /// path differs: a property animation kept after it ends (`isRemovedOnCompletion = false`)
  /// that fills forwards shows its last value (`toValue`, or the last key frame) until it is
  /// removed, while the layer keeps its own. `nil` otherwise, or when either value is not
  /// known here.
  func heldValue(of animation: Animation) -> LifecycleTrace.HeldValue? {
    guard LifecycleTrace.current != nil, !animation.isRemovedOnCompletion,
      animation.fillMode == .forwards || animation.fillMode == .both,
      let property = animation as? PropertyAnimation, let keyPath = property.keyPath,
      let last = (property as? BasicAnimation)?.toValue
        ?? (property as? KeyframeAnimation)?.values?.last,
      let model = value(forKeyPath: keyPath)
    else { return nil }
    let (modelText, heldText) = (Self.described(model), Self.described(last))
    guard modelText != heldText else { return nil }
    return LifecycleTrace.HeldValue(
      keyPath: keyPath, animation: Self.uikitName(of: animation), layer: Self.uikitName(of: self),
      model: modelText, held: heldText)
  }

  /// A value as a finding writes it: numbers with up to three decimals, others as they
  /// describe themselves.
  private static func described(_ value: Any) -> String {
    let number: Double? =
      switch value {
      case let number as Double: number
      case let number as CGFloat: Double(number)
      case let number as Float: Double(number)
      case let number as Int: Double(number)
      case let number as NSNumber: number.doubleValue
      default: nil
      }
    guard let number else { return String(describing: value) }
    let rounded = (number * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// The Core Animation name of the object's class (`CAShapeLayer` for `ShapeLayer`); a
  /// component's own class keeps its name.
  private static func uikitName(of object: AnyObject) -> String {
    let type: AnyObject.Type = Swift.type(of: object)
    let name = String(describing: type)
    let module = String(reflecting: type).prefix { $0 != "." }
    return module == "Components" && !name.hasPrefix("CA") ? "CA" + name : name
  }
}
