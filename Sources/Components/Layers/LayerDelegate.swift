import Foundation

/// What draws a layer's content, lays out its sublayers and names its actions
/// (`CALayerDelegate`): a view for the layer it backs, or any object set as a layer's
/// `delegate`. Every method is optional, as in Core Animation: the defaults draw nothing,
/// lay out nothing and leave the layer's own action search to go on.
public protocol LayerDelegate: DelegateObject {
  /// Draws `layer`'s content into `ctx`, which is the current context meanwhile.
  func draw(_ layer: Layer, in ctx: GraphicsContext)
  /// Lays out `layer`'s sublayers when its `layoutSublayers()` runs.
  func layoutSublayers(of layer: Layer)
  /// The action for a change of `event` on `layer`: `nil` to let the layer look further
  /// (its `actions`, then its class's default), `NSNull()` for none.
  func action(for layer: Layer, forKey event: String) -> (any LayerAction)?
}

extension LayerDelegate {
  public func draw(_ layer: Layer, in ctx: GraphicsContext) {}
  public func layoutSublayers(of layer: Layer) {}
  public func action(for layer: Layer, forKey event: String) -> (any LayerAction)? { nil }
}

/// A view is the delegate of the layer it backs, and may be made another layer's.
extension View: LayerDelegate {}
