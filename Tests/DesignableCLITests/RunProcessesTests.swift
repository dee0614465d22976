import DesignableTesting
import Foundation
import Testing

/// Real processes writing parts of one run: at once, and killed half way.
@Suite("Run parts from real processes")
struct RunProcessesTests {
  static func start(
    _ arguments: [String], environment extra: [String: String] = [:]
  ) throws -> Process {
    let process = Process()
    process.executableURL = CommandRunner.productsDirectory.appendingPathComponent(
      "designable-examples")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    for key in ["DESIGNABLE_RUN_ID", "DESIGNABLE_SHARD_COUNT", "DESIGNABLE_SHARD_INDEX", "CI"] {
      environment[key] = nil
    }
    process.environment = environment.merging(extra) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  @Test func twoProcessesWriteOneRunAtOnce() throws {
    let folder = try TemporaryFolder()
    let artifacts = folder.path("artifacts")
    let processes = try (0..<2).map { _ in
      try Self.start(
        ["check", "PieChartView", "--artifacts", artifacts],
        environment: ["DESIGNABLE_RUN_ID": "together"])
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let summary = try RunSummary.read(artifactsFolder: artifacts)
    #expect(summary.runID == "together")
    #expect(summary.parts?.count == 2)
    #expect(summary.parts?.allSatisfy(\.isComplete) == true)
    #expect(Set(summary.parts?.map(\.header.pid) ?? []).count == 2)
    let counts = summary.parts?.map { URL(fileURLWithPath: $0.path) }.map {
      (try? String(contentsOf: $0, encoding: .utf8))?.split(separator: "\n").count ?? 0
    }
    #expect(counts?.count == 2 && counts?.allSatisfy { $0 > 2 } == true)
    #expect(summary.checks?.count == counts.map { $0.reduce(0, +) - 4 })
  }

  @Test func aKilledProcessLeavesAPartThatBlocksPruning() throws {
    let folder = try TemporaryFolder()
    let artifacts = folder.path("artifacts")
    let snapshots = folder.path("__Snapshots__")
    let demo = try Self.start(
      ["demo", "--artifacts", artifacts, "--snapshots", snapshots],
      environment: ["SNAPSHOT_TESTING_RECORD": "missing"])
    let runs = URL(fileURLWithPath: artifacts + "/runs")
    var lines = 0
    let deadline = Date(timeIntervalSinceNow: 60)
    while lines < 2 && Date() < deadline && demo.isRunning {
      Thread.sleep(forTimeInterval: 0.05)
      let parts = (try? FileManager.default.subpathsOfDirectory(atPath: runs.path)) ?? []
      let part = parts.first { $0.hasSuffix(".jsonl") }
      lines =
        part.flatMap { try? String(contentsOf: runs.appendingPathComponent($0), encoding: .utf8) }?
        .split(separator: "\n").count ?? 0
    }
    try #require(demo.isRunning, "the demo ended before it could be stopped")
    kill(demo.processIdentifier, SIGKILL)
    demo.waitUntilExit()
    #expect(demo.terminationReason == .uncaughtSignal)
    let summary = try RunSummary.read(artifactsFolder: artifacts)
    #expect(summary.parts?.first?.isComplete == false)
    #expect(!summary.snapshots.isEmpty, "what the process verified before it died is kept")
    let prune = try CommandRunner.run(
      ["prune", "--delete", "--snapshots", snapshots, "--artifacts", artifacts])
    #expect(prune.exitCode == 64)
    #expect(prune.standardError.contains("designable-examples part (pid \(demo.processIdentifier)"))
    #expect(prune.standardError.contains("did not finish (killed, crashed or still running)"))
  }
}
