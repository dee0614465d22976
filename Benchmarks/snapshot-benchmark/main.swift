import Components
import DesignableExamples
import DesignableTesting
import Foundation
import SnapshotTesting

// Verifies 500 passing snapshots (PieChartView, 256×256 points @2x, 500 attribute sets) and
// prints snapshots per second with the split between rendering, reading and decoding the
// references, and comparing. The references are recorded first, untimed, in a temporary
// folder. A passing snapshot encodes no PNG and writes nothing.
//
//   snapshot-benchmark [--count N]

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

let arguments = CommandLine.arguments
let count = arguments.firstIndex(of: "--count").flatMap { Int(arguments[$0 + 1]) } ?? 500
let sets = (0..<count).map { index in
  AttributeSet("p\(index)", ["piePercentage": .real(Double(index) * 100 / Double(count))])
}
let size = CGSize(width: 256, height: 256)
let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "designable-bench-\(getpid())"
).path
defer { try? FileManager.default.removeItem(atPath: folder) }
let artifacts = folder + "/artifacts"

func verify(_ record: SnapshotTestingConfiguration.Record) -> ([SnapshotOutcome], Double) {
  let clock = ContinuousClock()
  let start = clock.now
  let outcomes = verifySnapshotMatrix(
    of: PieChartView.self, sizes: [size], scales: [2], attributeSets: sets,
    folder: folder + "/refs",
    group: "Bench", artifactsFolder: artifacts, record: record)
  return (outcomes, seconds(clock.now - start))
}

let (recorded, _) = verify(.missing)
guard recorded.allSatisfy({ $0.status == .recorded }) else {
  print("recording failed: \(recorded.first { $0.status != .recorded }?.message ?? "")")
  exit(1)
}
let (outcomes, wall) = verify(.never)
let passed = outcomes.filter { $0.status == .passed }.count
let decode = outcomes.reduce(0) { $0 + $1.decodeSeconds }
let compare = outcomes.reduce(0) { $0 + $1.compareSeconds }

// The render share: the same 500 renders alone.
let clock = ContinuousClock()
let renderStart = clock.now
DispatchQueue.concurrentPerform(iterations: sets.count) { index in
  if let view = try? Lifecycle.build(
    PieChartView.self, path: .designTime, frame: CGRect(origin: .zero, size: size),
    attributes: sets[index])
  {
    _ = Lifecycle.render(view, scale: 2)
  }
}
let render = seconds(clock.now - renderStart)
let cores = ProcessInfo.processInfo.activeProcessorCount
print(
  "\(passed) of \(outcomes.count) snapshots passed in \(String(format: "%.2f", wall)) s on \(cores) cores: \(String(format: "%.0f", Double(outcomes.count) / wall)) snapshots/s"
)
print(String(format: "  render (wall, all cores):        %7.2f s", render))
print(String(format: "  reference read + decode (CPU):   %7.2f s", decode))
print(String(format: "  compare (CPU):                   %7.2f s", compare))
print(
  String(
    format: "  everything else (wall):          %7.2f s",
    max(0, wall - render - (decode + compare) / Double(cores))))
