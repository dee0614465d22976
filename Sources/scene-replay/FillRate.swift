import Foundation
import Raster

/// Raw fill rate on a 1000×1000 canvas, the cases of `peers_render.py fillrate`: covered
/// pixels per second of the median fill (canvas reused, one thread).
enum FillRate {
  static func run(repetitions: Int) {
    let n = 1000.0
    guard let canvas = Canvas(width: n, height: n) else { return }
    let blue = RGBA8(red: 0, green: 122, blue: 255)
    var small = Path()
    for k in 0..<50 {
      let c = Point(x: 30 + Double(k % 10) * 95.3, y: 30 + Double(k / 10) * 95.7)
      small.addEllipse(in: Rect(x: c.x - 20, y: c.y - 20, width: 40, height: 40))
    }
    let pi = DeterministicMath.pi
    let cases: [(String, Path, RGBA8, Double)] = [
      ("rect opaque, pixel-aligned", Path(rect: Rect(x: 0, y: 0, width: n, height: n)), blue, n * n),
      (
        "rect opaque, fractional", Path(rect: Rect(x: 0.3, y: 0.3, width: n - 0.6, height: n - 0.6)),
        blue, (n - 0.6) * (n - 0.6)
      ),
      ("circle r=500 opaque", Path(ovalIn: Rect(x: 0, y: 0, width: n, height: n)), blue, pi * 250_000),
      (
        "circle r=500 alpha 0.5", Path(ovalIn: Rect(x: 0, y: 0, width: n, height: n)),
        RGBA8(red: 0, green: 122, blue: 255, alpha: 128), pi * 250_000
      ),
      ("50 circles r=20 (one path)", small, RGBA8(red: 255, green: 59, blue: 48), 50 * pi * 400),
    ]
    let clock = ContinuousClock()
    print("case                           |    median us |  Mpx/s covered")
    for (name, path, color, covered) in cases {
      var times: [Double] = []
      for _ in 0..<repetitions {
        times.append(microseconds(clock.measure { canvas.fill(path, with: .solid(color)) }))
      }
      let t = median(times)
      print(
        name.padding(toLength: 30, withPad: " ", startingAt: 0)
          + String(format: " | %12.1f | %14.1f", t, covered / t))
    }
  }
}
