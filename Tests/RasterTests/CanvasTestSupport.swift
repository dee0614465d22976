@testable import Raster

extension Canvas {
  /// The total coverage of black drawn on white, in square pixels (from the red channel).
  var inkArea: Double {
    var sum = 0.0
    for packed in premultipliedPixels.pixels {
      sum += Double(255 - (packed & 0xFF)) / 255
    }
    return sum
  }

  /// A white canvas of the given pixel size at 1x.
  static func white(_ width: Int, _ height: Int) -> Canvas? {
    let canvas = Canvas(width: Double(width), height: Double(height))
    canvas?.clear(.white)
    return canvas
  }
}

extension Path {
  static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
    var path = Path()
    for (i, p) in points.enumerated() {
      if i == 0 {
        path.move(to: Point(x: p.0, y: p.1))
      } else {
        path.addLine(to: Point(x: p.0, y: p.1))
      }
    }
    if closed { path.closeSubpath() }
    return path
  }
}
