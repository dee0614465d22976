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
//   swift run -c release suite-benchmark [--count 10000] [--one-core]

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

func sets(_ count: Int) -> [AttributeSet] {
  (0..<count).map { AttributeSet("s\($0)", ["piePercentage": .real(25)]) }
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
  let all = sets(count)
  let clock = ContinuousClock()
  let start = clock.now
  let cpuStart = cpuSeconds()
  var passed = 0
  var thousands: [Double] = []
  switch mode {
  case "record", "one":
    let outcomes = assertSnapshots(
      of: PieChartView.self, sizes: [size], scales: [2], attributeSets: all,
      record: mode == "record" ? .missing : .never)
    passed = outcomes.filter { $0.status == (mode == "record" ? .recorded : .passed) }.count
  default:
    var mark = clock.now
    for (index, set) in all.enumerated() {
      let outcomes = assertSnapshots(
        of: PieChartView.self, sizes: [size], scales: [2], attributeSets: [set], record: .never)
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
let recorded = run("record", count)
guard recorded.passed == count else {
  print("recording failed: \(recorded.passed) of \(count) references recorded")
  exit(70)
}
let few = run("separate", small)
let separate = run("separate", count)
let one = run("one", count)
guard separate.passed == count, one.passed == count, few.passed == small else {
  print("not every snapshot passed: \(few.passed), \(separate.passed), \(one.passed)")
  exit(70)
}

let cores = oneCore ? 1 : ProcessInfo.processInfo.activeProcessorCount
func perSnapshot(_ seconds: Double) -> Double { seconds * 1000 / Double(count) }
print("PieChartView 64x64@2x, \(count) passing snapshots, \(cores) core(s); wall and CPU time")
print(
  String(
    format: "one call:        %7.2f s wall %6.3f ms/snapshot, %7.2f s CPU %6.3f ms/snapshot",
    one.seconds, perSnapshot(one.seconds), one.cpuSeconds, perSnapshot(one.cpuSeconds)))
print(
  String(
    format: "separate calls:  %7.2f s wall %6.3f ms/snapshot, %7.2f s CPU %6.3f ms/snapshot",
    separate.seconds, perSnapshot(separate.seconds), separate.cpuSeconds,
    perSnapshot(separate.cpuSeconds)))
if count >= 2000 {
  print(
    String(
      format:
        "  separate calls, wall: first thousand %.3f ms/snapshot, last thousand %.3f ms/snapshot",
      separate.firstThousand, separate.lastThousand))
}
print(
  String(
    format: "ratio separate/one: %.2fx wall, %.2fx CPU (goal at most 1.2x)",
    separate.seconds / one.seconds, separate.cpuSeconds / one.cpuSeconds))
print(
  String(
    format: "peak RSS, separate calls: %.1f MiB at %d, %.1f MiB at %d", few.peakMiB, small,
    separate.peakMiB, count))
