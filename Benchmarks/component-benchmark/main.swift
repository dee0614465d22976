import Components
import DesignableExamples
import Foundation
import Raster

// Prints what building, laying out and rendering PieChartView at 300×300 @3x costs beside
// drawing the same shapes straight through the renderer, and the divergence check's time
// per example.
//
//   component-benchmark [--runs N]

func median(_ runs: Int, _ body: () -> Void) -> Double {
  var times: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let start = clock.now
    body()
    let elapsed = clock.now - start
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }
  return times.sorted()[times.count / 2]
}

let arguments = CommandLine.arguments
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 21
let size = 300.0
let scale = 3.0

let component = median(runs) {
  let view = PieChartView(frame: CGRect(x: 0, y: 0, width: size, height: size))
  view.piePercentage = 25
  view.pieColor = .systemBlue
  _ = Lifecycle.render(view, scale: CGFloat(scale))
}

let direct = median(runs) {
  guard let canvas = Canvas(width: size, height: size, scale: scale) else { return }
  let width = size / 2
  let circle = Path(ovalIn: Rect(x: width / 2, y: width / 2, width: size - width, height: size - width))
  canvas.stroke(circle, style: StrokeStyle(width: width), with: .color(RGBA8(red: 204, green: 204, blue: 204)))
  canvas.save()
  canvas.translate(x: size / 2, y: size / 2)
  canvas.rotate(by: -Double.pi / 2)
  canvas.translate(x: -size / 2, y: -size / 2)
  canvas.stroke(circle.trimmed(from: 0, to: 0.25), style: StrokeStyle(width: width), with: .color(RGBA8(red: 0, green: 122, blue: 255)))
  canvas.restore()
  _ = canvas.makeBitmap()
}
print(String(format: "PieChartView 300×300 @3x, median of %d runs", runs))
print(String(format: "  component (build, layout, render): %8.3f ms", component * 1e3))
print(String(format: "  same shapes through the renderer:  %8.3f ms", direct * 1e3))
print(String(format: "  ratio: %.2f× (target ≤ 1.5)", component / direct))
