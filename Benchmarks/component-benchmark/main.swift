import Components
import DesignableExamples
import Foundation
import Raster

// Prints what building, laying out and rendering PieChartView at 300×300 @3x costs beside
// drawing the same shapes straight through the renderer, and what a layer shadow adds to
// the same render: the shadow of what the view draws, and of an opaque box's outline.
//
//   component-benchmark [--runs N]

func median(_ runs: Int, _ body: () -> Void) -> Double {
  var times: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let start = clock.now
    body()
    let elapsed = clock.now - start
    times.append(
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
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
  // Layer trees blend edges by coverage (`Lifecycle.edgeBlending`); so does this.
  canvas.blendsEdgesByRegion = false
  let width = size / 2
  let circle = Path(
    ovalIn: Rect(x: width / 2, y: width / 2, width: size - width, height: size - width))
  canvas.stroke(
    circle, style: StrokeStyle(width: width), with: .color(RGBA8(red: 204, green: 204, blue: 204)))
  canvas.save()
  canvas.translate(x: size / 2, y: size / 2)
  canvas.rotate(by: -Double.pi / 2)
  canvas.translate(x: -size / 2, y: -size / 2)
  canvas.stroke(
    circle.trimmed(from: 0, to: 0.25), style: StrokeStyle(width: width),
    with: .color(RGBA8(red: 0, green: 122, blue: 255)))
  canvas.restore()
  _ = canvas.makeBitmap()
}
print(String(format: "PieChartView 300×300 @3x, median of %d runs", runs))
print(String(format: "  component (build, layout, render): %8.3f ms", component * 1e3))
print(String(format: "  same shapes through the renderer:  %8.3f ms", direct * 1e3))
print(String(format: "  ratio: %.2f× (target ≤ 1.5)", component / direct))

/// PieChartView in a 300×300 @3x picture, with a layer shadow when `radius` is set (black,
/// opacity 0.5, 4 points down): the shadow of everything the view draws.
func pieChart(shadowRadius radius: CGFloat?) -> View {
  let view = PieChartView(frame: CGRect(x: 0, y: 0, width: size, height: size))
  view.piePercentage = 25
  view.pieColor = .systemBlue
  if let radius { addShadow(to: view, radius: radius) }
  return view
}

/// A 240×240 opaque box centred in a clear 300×300 @3x picture: its shadow is its outline's.
func box(shadowRadius radius: CGFloat?) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: size, height: size))
  let box = View(frame: CGRect(x: 30, y: 30, width: 240, height: 240))
  box.backgroundColor = .systemBlue
  box.layer.cornerRadius = 16
  if let radius { addShadow(to: box, radius: radius) }
  root.addSubview(box)
  return root
}

func addShadow(to view: View, radius: CGFloat) {
  view.layer.shadowColor = .black
  view.layer.shadowOpacity = 0.5
  view.layer.shadowOffset = CGSize(width: 0, height: 4)
  view.layer.shadowRadius = radius
}

print("Layer shadows, 300×300 @3x, median of \(runs) runs (build, layout, render):")
for (name, make) in [("PieChartView", pieChart), ("opaque box", box)] {
  let plain = median(runs) { _ = Lifecycle.render(make(nil), scale: CGFloat(scale)) }
  print(String(format: "  %@ without a shadow: %8.3f ms", name, plain * 1e3))
  for radius: CGFloat in [3, 8, 24] {
    let shadowed = median(runs) { _ = Lifecycle.render(make(radius), scale: CGFloat(scale)) }
    print(
      String(
        format: "  %@ with shadowRadius %2.0f: %8.3f ms (%.2f× the plain render)", name,
        Double(radius), shadowed * 1e3, shadowed / plain))
  }
}
