import Components
import DesignableExamples
import Foundation
import Raster

// Prints what building, laying out and rendering PieChartView at 300×300 @3x costs beside
// drawing the same shapes straight through the renderer, and what a layer shadow adds: to
// the render of the same picture, and to a whole passing snapshot of it (build, render,
// read and decode the reference, compare, as `assertSnapshots` does; references recorded
// first, untimed, in a temporary folder). Two pictures: PieChartView casting the shadow of
// what it draws, and an opaque box casting the shadow of its outline.
//
// Last, a square filled in `draw(_:)` under a context shadow (`setShadow`, blur 6, 16 and
// 48, the layer radii's equivalents) beside the same square without one; the square with
// a circle filled in its middle under `setBlendMode(.clear)` beside the same with `.normal`;
// and the Auto Layout of 40 labels centred with minimum margins (`CentredLabels`), in a
// container wide enough for them and in one so narrow that every margin binds.
//
//   component-benchmark [--runs N] [--case pie|box|context|blend|layout] [--radius R]
//                       [--render-only]
//
// `--case` and `--radius` keep one picture or one shadow radius (3, 8 or 24 by default);
// with either, the renderer comparison is left out. `--render-only` leaves out the snapshots.

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

// The snapshot matrix builds its views by type, from the registry.
ComponentRegistry.register(ShadowedBox.self) { ShadowedBox(frame: $0) }

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let runs = option("--runs").flatMap { Int($0) } ?? 21
let onlyContext = option("--case") == "context"
let onlyBlend = option("--case") == "blend"
let onlyLayout = option("--case") == "layout"
let onlyCase = option("--case").map { $0 == "box" ? ShadowCase.box : ShadowCase.pieChart }
let radii: [CGFloat] =
  option("--radius").flatMap { Double($0) }.map { [CGFloat($0)] } ?? [3, 8, 24]
let snapshots = !arguments.contains("--render-only")
let size = 300.0
let scale = 3.0

if onlyCase == nil && option("--radius") == nil && !onlyContext && !onlyBlend && !onlyLayout {
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
      circle, style: StrokeStyle(width: width),
      with: .color(RGBA8(red: 204, green: 204, blue: 204)))
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
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "designable-component-bench-\(getpid())"
).path
defer { try? FileManager.default.removeItem(atPath: folder) }

/// The median time of a whole passing snapshot of the picture, or `nil` when recording or
/// verifying it did not go as it should (said on standard error).
func snapshotTime(_ shadowCase: ShadowCase, radius: CGFloat?) -> Double? {
  let recorded = shadowCase.verify(shadowRadius: radius, folder: folder, record: .missing)
  guard recorded?.status == .recorded else {
    FileHandle.standardError.write(Data("recording failed: \(String(describing: recorded))\n".utf8))
    return nil
  }
  var passed = true
  let time = median(runs) {
    let outcome = shadowCase.verify(shadowRadius: radius, folder: folder, record: .never)
    passed = passed && outcome?.status == .passed
  }
  guard passed else {
    FileHandle.standardError.write(Data("a \(shadowCase.rawValue) snapshot did not pass\n".utf8))
    return nil
  }
  return time
}

func milliseconds(_ seconds: Double?) -> String {
  seconds.map { String(format: "%7.3f ms", $0 * 1e3) } ?? "     failed"
}

if !onlyContext && !onlyBlend && !onlyLayout {
  print("Layer shadows, 300×300 @3x, median of \(runs) runs (build, layout, render; snapshot:")
  print("  the same plus reading and decoding the reference and comparing, one core):")
  for shadowCase in ShadowCase.allCases where onlyCase == nil || onlyCase == shadowCase {
    let name = shadowCase.rawValue
    let plain = median(runs) { shadowCase.render(shadowRadius: nil) }
    let plainSnapshot = snapshots ? snapshotTime(shadowCase, radius: nil) : nil
    print("  \(name) without a shadow: render \(milliseconds(plain))", terminator: "")
    print(snapshots ? ", snapshot \(milliseconds(plainSnapshot))" : "")
    for radius in radii {
      let shadowed = median(runs) { shadowCase.render(shadowRadius: radius) }
      let label = String(format: "  %@ with shadowRadius %2.0f:", name, Double(radius))
      let added = shadowed - plain
      print(
        label
          + String(
            format: " render %@ (%.2f× plain; the shadow adds %.2f plain renders)",
            milliseconds(shadowed), shadowed / plain, added / plain))
      guard snapshots, let whole = snapshotTime(shadowCase, radius: radius) else { continue }
      // What the snapshot adds to the render (reading, decoding and comparing the reference)
      // is not the shadow's to count: a picture without one may be stored with a palette,
      // which decodes faster than the RGBA a soft shadow needs. The shadow's share is what it
      // adds to the render.
      let share = max(added, 0) / whole * 100
      let rest = plainSnapshot.map { String(format: " (%.3f ms without)", ($0 - plain) * 1e3) }
      print(
        "      snapshot \(milliseconds(whole)), the shadow's share "
          + String(
            format: "%.0f%%; reading, decoding, comparing %.3f ms", share, (whole - shadowed) * 1e3)
          + (rest ?? ""))
    }
  }
}

if onlyCase == nil && !onlyBlend && !onlyLayout || onlyContext {
  print(
    "Context shadows, a 240×240 pt square filled in draw(_:) at 300×300 @3x, median of \(runs):")
  let plain = median(runs) { ContextShadowBox.render(blur: nil) }
  print("  without a shadow: render \(milliseconds(plain))")
  for radius in radii {
    let blur = 2 * radius
    let shadowed = median(runs) { ContextShadowBox.render(blur: blur) }
    print(
      String(format: "  with setShadow blur %2.0f:", Double(blur))
        + String(
          format: " render %@ (%.2f× plain; the shadow adds %.2f plain renders)",
          milliseconds(shadowed), shadowed / plain, (shadowed - plain) / plain))
  }
}

if onlyCase == nil && !onlyLayout || onlyBlend {
  print("A 240×240 pt square, then a circle of 120 pt in it, at 300×300 @3x, median of \(runs):")
  let normal = median(runs) { ClearedCircleBox.render(mode: .normal) }
  let cleared = median(runs) { ClearedCircleBox.render(mode: .clear) }
  print("  circle with .normal: render \(milliseconds(normal))")
  print(
    "  circle with .clear:  render \(milliseconds(cleared))"
      + String(format: " (%.2f× .normal)", cleared / normal))
}

if onlyCase == nil && !onlyContext && !onlyBlend || onlyLayout {
  print("Auto Layout of 40 labels centred with margins of 8 pt, median of \(runs):")
  for width in [400.0, 60.0] {
    let container = CentredLabels.make(width: CGFloat(width), count: 40)
    let time = median(runs) { CentredLabels.layOut(container) }
    let first = container.subviews[0].frame
    print(
      String(
        format: "  %3.0f pt wide: %@ a layout (the first label %.1f pt wide at x %.1f)",
        width, milliseconds(time), Double(first.width), Double(first.minX)))
  }
}
