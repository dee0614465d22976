import Components
import Foundation
import Synchronization

/// A clear 300×300 view whose `draw(_:)` fills a 240×240 square in its middle, then a
/// circle of diameter 120 in the square's middle with ``mode`` (`.clear` cuts a hole).
final class ClearedCircleBox: View {
  /// The circle's blend mode for the views made from now on.
  static let mode = Mutex<BlendMode>(.normal)

  private let circleMode = ClearedCircleBox.mode.withLock { $0 }

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    context.setFillColor(.systemBlue)
    context.fill(CGRect(x: 30, y: 30, width: 240, height: 240))
    context.setBlendMode(circleMode)
    context.setFillColor(.white)
    context.fillEllipse(in: CGRect(x: 90, y: 90, width: 120, height: 120))
  }

  /// Renders one at 300×300 @3x.
  static func render(mode: BlendMode) {
    ClearedCircleBox.mode.withLock { $0 = mode }
    let view = ClearedCircleBox(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    _ = Lifecycle.render(view, scale: 3)
  }
}
