import Foundation

/// A view of UIKit's that draws parts of its own (a slider's track and thumb, a switch's
/// capsule, a segmented control's segments), which UIKit shows in subviews it makes as the
/// control is initialized: above what the view itself draws, a subclass's `draw(_:)`
/// included, whether or not that calls `super`, and above what a subclass inserts below
/// them (`layer.insertSublayer(band, at: 0)`, a custom track's usual place), below the
/// sublayers and subviews added after. Here they are drawn, in a drawing state of their
/// own, into a layer of their own made with the view in the same place
/// (``BuiltInPartsLayer``), or into the view's content when ``drawsPartsInTheirOwnLayer``
/// is `false`.
package protocol DrawsBuiltInParts: View {
  /// Draws the parts in `rect`, the view's bounds, into the current context.
  func drawBuiltInParts(in rect: CGRect)
  /// Whether the view's `draw(_:)` runs before its parts are drawn: `true` unless UIKit
  /// never calls it for the class (an image view).
  var callsDraw: Bool { get }
  /// Whether the parts show in a layer of their own (`true`, a control's), or in the view's
  /// content after its `draw(_:)` (an image view's image, which is its layer's contents on
  /// iOS, under every sublayer).
  var drawsPartsInTheirOwnLayer: Bool { get }
}

extension DrawsBuiltInParts {
  package var callsDraw: Bool { true }
  package var drawsPartsInTheirOwnLayer: Bool { true }
}

/// The layer a control's built-in parts show in, the first sublayer of the control's layer
/// when the control is made, covering its bounds. Code that removes every sublayer of the
/// control removes it too, as it would remove the parts' layers on iOS.
package final class BuiltInPartsLayer: Layer {
  /// The control whose parts it draws.
  weak var owner: View?

  package override func draw(in context: GraphicsContext) {
    guard let owner, let parts = owner as? DrawsBuiltInParts else { return }
    parts.drawBuiltInParts(in: owner.bounds)
  }
}

extension View {
  /// The layer the view's built-in parts show in, while it is among its layer's sublayers.
  package var builtInPartsLayer: BuiltInPartsLayer? {
    for case let parts as BuiltInPartsLayer in layer.sublayers ?? [] where parts.owner === self {
      return parts
    }
    return nil
  }

  /// Makes the layer of a control's built-in parts, as the view is initialized.
  func installBuiltInPartsLayer() {
    guard let parts = self as? DrawsBuiltInParts, parts.drawsPartsInTheirOwnLayer else { return }
    let partsLayer = BuiltInPartsLayer()
    partsLayer.owner = self
    partsLayer.frame = bounds
    layer.addSublayer(partsLayer)
  }

  /// Keeps the parts' layer over the bounds and redraws it with the view.
  func updateBuiltInPartsLayer(redraw: Bool) {
    guard let partsLayer = builtInPartsLayer else { return }
    if partsLayer.frame != bounds { partsLayer.frame = bounds }
    if redraw { partsLayer.setNeedsDisplay() }
  }
}
