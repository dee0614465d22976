import Foundation
import Raster

/// Raw fill rate on a 1000×1000 canvas, the cases of `peers_render.py fillrate`: covered
/// pixels per second of the median fill (one thread).
///
/// Each case is timed twice: drawn on a freshly cleared canvas (the clear is written before
/// the clock starts), and drawn again over itself on the same canvas, as the peers script
/// does. With edge regions on, the second costs more: every edge pixel then holds an
/// earlier shape's record, so both shapes' sample masks are computed.
enum FillRate {
  static func run(repetitions: Int, edgeRegions: Bool) {
    let n = 1000.0
    guard let canvas = Canvas(width: n, height: n) else { return }
    canvas.blendsEdgesByRegion = edgeRegions
    let blue = RGBA8(red: 0, green: 122, blue: 255)
    var small = Path()
    for k in 0..<50 {
      let c = Point(x: 30 + Double(k % 10) * 95.3, y: 30 + Double(k / 10) * 95.7)
      small.addEllipse(in: Rect(x: c.x - 20, y: c.y - 20, width: 40, height: 40))
    }
    let pi = DeterministicMath.pi
    let square = Rect(x: 0, y: 0, width: n, height: n)
    let cases: [(String, Path, RGBA8, Double)] = [
      ("rect opaque, pixel-aligned", Path(rect: square), blue, n * n),
      (
        "rect opaque, fractional",
        Path(rect: Rect(x: 0.3, y: 0.3, width: n - 0.6, height: n - 0.6)), blue,
        (n - 0.6) * (n - 0.6)
      ),
      ("circle r=500 opaque", Path(ovalIn: square), blue, pi * 250_000),
      (
        "circle r=500 alpha 0.5", Path(ovalIn: square),
        RGBA8(red: 0, green: 122, blue: 255, alpha: 128), pi * 250_000
      ),
      ("50 circles r=20 (one path)", small, RGBA8(red: 255, green: 59, blue: 48), 50 * pi * 400),
    ]
    let clock = ContinuousClock()
    print("edge regions \(edgeRegions ? "on" : "off")")
    print("case                           |   fresh us |     Mpx/s |  again us |     Mpx/s")
    for (name, path, color, covered) in cases {
      var fresh: [Double] = []
      for _ in 0..<repetitions {
        canvas.clear(.white)
        _ = canvas.premultipliedPixels
        fresh.append(microseconds(clock.measure { canvas.fill(path, with: .solid(color)) }))
      }
      var again: [Double] = []
      for _ in 0..<repetitions {
        again.append(microseconds(clock.measure { canvas.fill(path, with: .solid(color)) }))
      }
      let f = median(fresh)
      let a = median(again)
      print(
        name.padding(toLength: 30, withPad: " ", startingAt: 0)
          + String(format: " | %10.1f | %9.1f | %9.1f | %9.1f", f, covered / f, a, covered / a))
    }
  }
}
