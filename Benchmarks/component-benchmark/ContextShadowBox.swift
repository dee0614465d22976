import Components
import Foundation
import Synchronization

/// A clear 300×300 view whose `draw(_:)` fills a 240×240 square in its middle, under a
/// context shadow (black at half opacity, 4 points down) when ``blur`` holds one.
final class ContextShadowBox: View {
  /// The shadow's blur for the views made from now on; `nil` for no shadow.
  static let blur = Mutex<CGFloat?>(nil)

  private let shadowBlur = ContextShadowBox.blur.withLock { $0 }

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    if let shadowBlur {
      context.setShadow(
        offset: CGSize(width: 0, height: 4), blur: shadowBlur, color: Color(white: 0, alpha: 0.5))
    }
    context.setFillColor(.systemBlue)
    context.fill(CGRect(x: 30, y: 30, width: 240, height: 240))
  }

  /// Renders one at 300×300 @3x.
  static func render(blur: CGFloat?) {
    ContextShadowBox.blur.withLock { $0 = blur }
    let view = ContextShadowBox(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    _ = Lifecycle.render(view, scale: 3)
  }
}
