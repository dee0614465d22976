import Foundation

/// Something a layer runs when one of its properties changes (`CAAction`): an animation,
/// which adds itself to the layer. Layers here never run actions on their own (a render
/// shows model values); code that asks for one with `action(forKey:)` can run it.
public protocol LayerAction {
  /// Runs the action for `event` on `anObject`, usually a layer (`run(forKey:object:arguments:)`).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension Animation: LayerAction {
  /// Adds the animation to `anObject` under `event` when it is a layer, as Core Animation does.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? Layer)?.add(self, forKey: event)
  }
}

extension NSNull: LayerAction {
  /// Does nothing: `NSNull` is how code says "no animation" for a key.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}
