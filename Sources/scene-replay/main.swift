import Foundation
import PNGCodec
import Raster

// scene-replay SCENES.json OUTDIR [--time N] [--scales 1,2,3] [--scenes a,b] [--coverage-only]
// scene-replay --fillrate [N] [--coverage-only]
//
// Renders every scene of a peers_render.py display list at each scale and writes
// OUTDIR/<scene>@<scale>x.png. With --time N, prints each render's median time over N runs.
// --coverage-only turns `Canvas.blendsEdgesByRegion` off. --without a,b draws with those
// renderer shortcuts off (`_RasterShortcuts.members` names them), to measure what each saves.

func usage() -> Never {
  FileHandle.standardError.write(
    Data(
      ("usage: scene-replay SCENES.json OUTDIR [--time N] [--scales 1,2,3] [--scenes a,b]"
        + " [--coverage-only] [--without shortcut,...]\n"
        + "       scene-replay --fillrate [N] [--coverage-only]\n")
        .utf8))
  exit(64)
}

var positional: [String] = []
var repetitions = 0
var scales: [Double] = [1, 2, 3]
var only: Set<String> = []
var edgeRegions = true
var shortcuts = _RasterShortcuts.all
var arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--fillrate" {
  let rest = arguments.dropFirst()
  FillRate.run(
    repetitions: rest.compactMap { Int($0) }.first ?? 200,
    edgeRegions: !rest.contains("--coverage-only"))
  exit(0)
}
while let argument = arguments.popFirst() {
  switch argument {
  case "--time":
    guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else { usage() }
    repetitions = value
  case "--scales":
    guard let value = arguments.popFirst() else { usage() }
    scales = value.split(separator: ",").compactMap { Double(String($0)) }
  case "--coverage-only":
    edgeRegions = false
  case "--without":
    guard let value = arguments.popFirst() else { usage() }
    for name in value.split(separator: ",").map(String.init) {
      guard let member = _RasterShortcuts.members.first(where: { $0.name == name }) else {
        let known = _RasterShortcuts.members.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(
          Data("scene-replay: no shortcut named \(name); the shortcuts are: \(known)\n".utf8))
        exit(64)
      }
      shortcuts.subtract(member.shortcut)
    }
  case "--scenes":
    guard let value = arguments.popFirst() else { usage() }
    only = Set(value.split(separator: ",").map(String.init))
  default:
    positional.append(argument)
  }
}
guard positional.count == 2, !scales.isEmpty else { usage() }

func microseconds(_ d: Duration) -> Double {
  Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) * 1e-12
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

do {
  try _RasterShortcuts.$current.withValue(shortcuts) { try replay() }
} catch {
  FileHandle.standardError.write(Data("scene-replay: \(error)\n".utf8))
  exit(65)
}

/// Renders (and with --time, times) every chosen scene at every scale.
@MainActor func replay() throws {
  let scenes = try SceneFile.read(positional[0])
  try FileManager.default.createDirectory(
    atPath: positional[1], withIntermediateDirectories: true)
  for source in scenes where only.isEmpty || only.contains(source.name) {
    let scene = try SceneRenderer.compile(source)
    for scale in scales {
      let bitmap = try SceneRenderer.render(scene, scale: scale, edgeRegions: edgeRegions)
      let file = "\(positional[1])/\(scene.name)@\(Int(scale))x.png"
      try PNGFile.write(bitmap, to: file)
      var line = "\(scene.name)@\(Int(scale))x \(bitmap.width)x\(bitmap.height)"
      if repetitions > 0 {
        var drawTimes: [Double] = []
        var bitmapTimes: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<repetitions {
          var canvas: Canvas?
          drawTimes.append(
            microseconds(
              try clock.measure {
                canvas = try SceneRenderer.draw(scene, scale: scale, edgeRegions: edgeRegions)
              }))
          bitmapTimes.append(microseconds(clock.measure { _ = canvas?.makeBitmap() }))
        }
        line += String(
          format: " median %.1f us (+ makeBitmap %.1f us)", median(drawTimes), median(bitmapTimes))
      }
      print(line)
    }
  }
}
