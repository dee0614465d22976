import Components
import Foundation
import Raster

/// The images the examples' attribute sets name, drawn by the renderer itself so the
/// examples need no image files: "star" (a five-pointed star) and "badge" (a ring).
public enum ExampleImages {
  /// Registers the images with ``ImageCatalog/shared``; safe to call more than once.
  public static func register() {
    ImageCatalog.shared.register(star(color: .systemOrange), named: "star")
    ImageCatalog.shared.register(badge(color: .systemTeal), named: "badge")
  }

  static func star(color: Color) -> Image {
    draw(size: 40) {
      let path = BezierPath()
      for i in 0..<10 {
        let radius: CGFloat = i % 2 == 0 ? 19 : 8
        let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
        let (s, c) = DeterministicMath.sinCos(Double(angle))
        let point = CGPoint(x: 20 + radius * CGFloat(c), y: 20 + radius * CGFloat(s))
        if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.close()
      color.setFill()
      path.fill()
    }
  }

  static func badge(color: Color) -> Image {
    draw(size: 40) {
      let ring = BezierPath(ovalIn: CGRect(x: 4, y: 4, width: 32, height: 32))
      ring.lineWidth = 6
      color.setStroke()
      ring.stroke()
    }
  }

  /// Draws a square picture at 2x through a throwaway view.
  private static func draw(size: CGFloat, _ body: @escaping () -> Void) -> Image {
    final class Sketch: View {
      var body: () -> Void = {}
      override func draw(_ rect: CGRect) { body() }
    }
    let sketch = Sketch(frame: CGRect(x: 0, y: 0, width: size, height: size))
    sketch.body = body
    return Image(bitmap: Lifecycle.render(sketch, scale: 2), scale: 2)
  }
}
