import Components
import DesignableExamples
import DesignableTesting
import Foundation

// The cost of a suite of separate snapshot assertions against one call verifying them all:
// PieChartView at 64×64 points @2x, one reference per attribute set, every snapshot passing.
// Each measurement runs in a child process of its own (references in a temporary folder,
// named by DESIGNABLE_SNAPSHOTS and SNAPSHOT_ARTIFACTS), so that peak memory is its own:
//
//   1. record COUNT references (untimed);
//   2. COUNT/5 separate `assertSnapshots` calls, one cell each (peak RSS);
//   3. COUNT separate calls (time, first and last thousand, peak RSS);
//   4. one call verifying all COUNT cells (time).
//
// Each separate call appends one line to the process's part of the run. With `--one-core`
// the children are pinned to one core (taskset), so that the one call's parallel cells do not
// hide the cost per call. Build in release:
//
//   swift run -c release suite-benchmark [--count 10000] [--runs 3] [--one-core]
//
// Steps 2 to 4 run `--runs` times, alternately; the figures are the medians.

let arguments = CommandLine.arguments

func option(_ name: String) -> Int? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil }
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Peak resident memory of this process in MiB (VmHWM).
func peakMiB() -> Double {
  let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
  return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
}

/// The attribute set of cell `index`.
func set(_ index: Int) -> AttributeSet {
  AttributeSet("s\(index)", ["piePercentage": .real(25)])
}

let size = CGSize(width: 64, height: 64)

/// CPU seconds this process has used, user and system, on every thread.
func cpuSeconds() -> Double {
  var usage = rusage()
  #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
  return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
}

/// The work of one child: `--child MODE COUNT`. Prints `seconds peakMiB first last passed
/// cpuSeconds`.
func child(_ mode: String, _ count: Int) -> Never {
  let environment = ProcessInfo.processInfo.environment
  guard environment["DESIGNABLE_SNAPSHOTS"] != nil, environment["SNAPSHOT_ARTIFACTS"] != nil else {
    print("the children need DESIGNABLE_SNAPSHOTS and SNAPSHOT_ARTIFACTS; run without --child")
    exit(64)
  }
  let clock = ContinuousClock()
  let start = clock.now
  let cpuStart = cpuSeconds()
  var passed = 0
  var thousands: [Double] = []
  switch mode {
  case "record", "one":
    let outcomes = assertSnapshots(
      of: PieChartView.self, sizes: [size], scales: [2], attributeSets: (0..<count).map(set),
      record: mode == "record" ? .missing : .never)
    passed = outcomes.filter { $0.status == (mode == "record" ? .recorded : .passed) }.count
  default:
    var mark = clock.now
    // Each set made when its call comes, as a test of its own makes it: the process keeps
    // nothing of the calls before but what Designable keeps.
    for index in 0..<count {
      let outcomes = assertSnapshots(
        of: PieChartView.self, sizes: [size], scales: [2], attributeSets: [set(index)],
        record: .never)
      passed += outcomes.filter { $0.status == .passed }.count
      if (index + 1) % 1000 == 0 {
        thousands.append(seconds(clock.now - mark))
        mark = clock.now
      }
    }
  }
  let total = seconds(clock.now - start)
  let cpu = cpuSeconds() - cpuStart
  print(
    String(
      format: "%.6f %.1f %.6f %.6f %d %.6f", total, peakMiB(), thousands.first ?? 0,
      thousands.last ?? 0, passed, cpu))
  exit(0)
}

if let index = arguments.firstIndex(of: "--child"), index + 2 < arguments.count,
  let count = Int(arguments[index + 2])
{
  child(arguments[index + 1], count)
}

let count = option("--count") ?? 10_000
let oneCore = arguments.contains("--one-core")
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("designable-suite-benchmark-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: folder) }

struct Measure {
  var seconds: Double
  var peakMiB: Double
  var firstThousand: Double
  var lastThousand: Double
  var passed: Int
  var cpuSeconds: Double
}

func run(_ mode: String, _ count: Int) -> Measure {
  let process = Process()
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
  if oneCore {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
    process.arguments = ["-c", "0", executable.path, "--child", mode, String(count)]
  } else {
    process.executableURL = executable
    process.arguments = ["--child", mode, String(count)]
  }
  var environment = ProcessInfo.processInfo.environment
  environment["DESIGNABLE_SNAPSHOTS"] = folder + "/snapshots"
  environment["SNAPSHOT_ARTIFACTS"] = folder + "/artifacts"
  environment["CI"] = nil
  environment["SNAPSHOT_TESTING_RECORD"] = nil
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch {
    print("cannot start \(process.executableURL?.path ?? ""): \(error)")
    exit(70)
  }
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let fields = output.split(separator: " ").map {
    Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }
  guard process.terminationStatus == 0, fields.count == 6 else {
    print("the \(mode) child failed (exit \(process.terminationStatus)): \(output)")
    exit(70)
  }
  return Measure(
    seconds: fields[0], peakMiB: fields[1], firstThousand: fields[2], lastThousand: fields[3],
    passed: Int(fields[4]), cpuSeconds: fields[5])
}

let small = max(count / 5, 1)
let runs = max(option("--runs") ?? 3, 1)
let recorded = run("record", count)
guard recorded.passed == count else {
  print("recording failed: \(recorded.passed) of \(count) references recorded")
  exit(70)
}
// Alternately, so that a busy spell of a shared machine falls on both ways alike.
var few: [Measure] = []
var separate: [Measure] = []
var one: [Measure] = []
for _ in 0..<runs {
  few.append(run("separate", small))
  separate.append(run("separate", count))
  one.append(run("one", count))
}
let failed = few.filter { $0.passed != small } + (separate + one).filter { $0.passed != count }
guard failed.isEmpty else {
  print("not every snapshot passed: \(failed.map(\.passed)) of \(small) or \(count)")
  exit(70)
}

/// The middle value (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

let cores = oneCore ? 1 : ProcessInfo.processInfo.activeProcessorCount
func perSnapshot(_ seconds: Double) -> Double { seconds * 1000 / Double(count) }
func row(_ title: String, _ measures: [Measure]) -> String {
  let wall = median(measures.map(\.seconds))
  let cpu = median(measures.map(\.cpuSeconds))
  return title
    + String(
      format: " %7.2f s wall %6.3f ms/snapshot, %7.2f s CPU %6.3f ms/snapshot, %5.1f MiB",
      wall, perSnapshot(wall), cpu, perSnapshot(cpu), median(measures.map(\.peakMiB)))
}
print(
  "PieChartView 64x64@2x, \(count) passing snapshots, \(cores) core(s); median of \(runs) "
    + "run(s), the two ways run alternately; wall and CPU time, peak RSS")
print(row("one call:      ", one))
print(row("separate calls:", separate))
if count >= 2000 {
  print(
    String(
      format:
        "  separate calls, wall: first thousand %.3f ms/snapshot, last thousand %.3f ms/snapshot",
      median(separate.map(\.firstThousand)), median(separate.map(\.lastThousand))))
}
let wallRatios = zip(separate, one).map { $0.seconds / $1.seconds }
let cpuRatios = zip(separate, one).map { $0.cpuSeconds / $1.cpuSeconds }
print(
  String(
    format: "ratio separate/one: %.2fx wall, %.2fx CPU (goal at most 1.2x); each run's CPU: ",
    median(wallRatios), median(cpuRatios))
    + cpuRatios.map { String(format: "%.2fx", $0) }.joined(separator: " "))
print(
  String(
    format: "peak RSS, separate calls: %.1f MiB at %d, %.1f MiB at %d", median(few.map(\.peakMiB)),
    small, median(separate.map(\.peakMiB)), count))
