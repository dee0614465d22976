import Foundation
import ImageDiff
import Testing

@testable import DesignableChecks
@testable import DesignableTesting

/// A folder of run parts written by made-up processes.
final class RunFolderBox: @unchecked Sendable {
  let root: URL
  var artifacts: String { root.appendingPathComponent("artifacts").path }
  var messages: [String] { box.values }
  private let box = Messages()

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// A run writer for a process of run `id`.
  func run(
    _ id: String, role: String = "XCTest", filter: String? = nil, shard: SnapshotShard? = nil,
    shared: Bool = true, expected: [String]? = nil
  ) -> SnapshotRun {
    let box = self.box
    return SnapshotRun(
      arguments: ["tests"],
      process: RunProcess(
        runID: id, runIDSource: "test", isSharedIdentity: shared, role: role, filter: filter,
        expectedRoles: expected),
      shard: .some(shard), complain: { box.append($0) })
  }

  func outcome(
    _ name: String, _ status: SnapshotOutcome.Status = .passed, group: String = "Tests"
  ) -> SnapshotOutcome {
    SnapshotOutcome(
      name: name, group: group, status: status,
      referencePath: root.appendingPathComponent("__Snapshots__/\(group)/\(name).png").path,
      actualPath: status == .failed ? artifacts + "/\(group)/\(name).png" : nil,
      options: .exact, message: status == .passed ? nil : "\(name) \(status)", decodeSeconds: 0,
      compareSeconds: 0)
  }

  func parts() -> [String] { RunFolder.partPaths(in: artifacts + "/runs") }
}

final class Messages: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  func append(_ message: String) { lock.withLock { list.append(message) } }
  var values: [String] { lock.withLock { list } }
}

@Suite("Run parts")
struct RunPartTests {
  @Test func infiniteAndNaNTolerancesAreRecordedAndTheRunIsWhole() throws {
    let box = try RunFolderBox()
    let run = box.run("r1")
    var odd = box.outcome("Odd")
    odd.options = DiffOptions(perceptualTolerance: .infinity, yiqThreshold: .nan)
    run.add([box.outcome("A"), odd, box.outcome("B")], artifactsFolder: box.artifacts)
    run.finish()
    #expect(box.messages.isEmpty, "\(box.messages)")
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.snapshots.map(\.name) == ["A", "B", "Odd"])
    #expect(summary.snapshots.last?.options.perceptualTolerance == .infinity)
    #expect(summary.pruneProblems.isEmpty, "\(summary.pruneProblems)")
  }

  @Test func foldersOfDifferentRunsCannotBePrunedTogether() throws {
    let fresh = try RunFolderBox()
    let stale = try RunFolderBox()
    for (box, id, index) in [(fresh, "build-2", 0), (stale, "build-1", 1)] {
      let run = box.run(id, shard: SnapshotShard(index: index, count: 2, source: "t"))
      run.add([box.outcome("A\(index)")], artifactsFolder: box.artifacts)
      run.finish()
    }
    let alone = try RunSummary.read(artifactsFolder: fresh.artifacts)
    #expect(alone.pruneProblems.contains { $0.contains("shard 1 of 2 is missing") })
    let both = try RunSummary.read(artifactsFolders: [fresh.artifacts, stale.artifacts])
    #expect(both.snapshots.count == 2)
    #expect(
      both.pruneProblems == [
        "the folders hold parts of different runs (build-1, build-2); give the folders of one "
          + "run, with DESIGNABLE_RUN_ID set to one value on every shard"
      ])
  }

  @Test func aRelativeArtifactsFolderIsRecordedAbsolute() {
    let folder = SnapshotLocations.artifactsFolder(
      forFile: "/p/Tests/T/A.swift", environment: ["SNAPSHOT_ARTIFACTS": "shard/../artifacts"])
    #expect(folder == FileManager.default.currentDirectoryPath + "/artifacts")
  }

  @Test func theRunIsTheUnionOfItsProcessesParts() throws {
    let box = try RunFolderBox()
    let xctest = box.run("r1", role: "XCTest")
    let testing = box.run("r1", role: "Swift Testing")
    xctest.add([box.outcome("A", .failed), box.outcome("B")], artifactsFolder: box.artifacts)
    testing.add(box.outcome("C"), artifactsFolder: box.artifacts)
    testing.add(box.outcome("A"), artifactsFolder: box.artifacts)
    xctest.finish()
    testing.finish()
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.snapshots.map(\.name) == ["A", "B", "C"])
    #expect(summary.snapshots[0].status == .failed, "a failure in one part wins over a pass")
    #expect(summary.parts?.count == 2 && summary.runID == "r1")
    #expect(summary.pruneProblems.isEmpty)
    #expect(box.messages.isEmpty)
  }

  @Test func eachOutcomeAppendsOneLineAndNothingIsRewritten() throws {
    let box = try RunFolderBox()
    let run = box.run("r1")
    run.add(box.outcome("A"), artifactsFolder: box.artifacts)
    let path = try #require(run.partPaths[box.artifacts])
    let first = try Data(contentsOf: URL(fileURLWithPath: path))
    for index in 0..<50 { run.add(box.outcome("N\(index)"), artifactsFolder: box.artifacts) }
    let later = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(later.prefix(first.count) == first)
    #expect(later.split(separator: 0x0a).count == 52)
    run.finish()
    let part = try #require(RunPart.read(path, artifactsFolder: box.artifacts))
    #expect(part.isComplete && part.end?.snapshots == 51 && part.snapshots.count == 51)
  }

  @Test func olderRunsAreNeverMixedIn() throws {
    let box = try RunFolderBox()
    let old = box.run("old")
    old.add([box.outcome("Old", .failed)], artifactsFolder: box.artifacts)
    old.finish()
    let new = box.run("new")
    new.add([box.outcome("New")], artifactsFolder: box.artifacts)
    new.finish()
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.snapshots.map(\.name) == ["New"])
    #expect(summary.runID == "new")
  }

  @Test func partsJoinTheirRunByIdentityWhateverTheirClocksSay() throws {
    let box = try RunFolderBox()
    // Run 1, then run 2 with one part from a machine whose clock is an hour behind.
    try write(box, id: "run-1", sequence: 1, started: "2026-11-25T10:00:00Z", names: ["One"])
    try write(box, id: "run-2", sequence: 2, started: "2026-11-25T10:05:00Z", names: ["Two"])
    try write(box, id: "run-2", sequence: 2, started: "2026-11-25T09:06:00Z", names: ["Late"])
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.runID == "run-2")
    #expect(summary.snapshots.map(\.name) == ["Late", "Two"])
    #expect(summary.started == "2026-11-25T09:06:00Z")
    // A part that joins the newest run later takes the run's number, not a new one.
    let joining = box.run("run-2", role: "Swift Testing")
    joining.add(box.outcome("Joined"), artifactsFolder: box.artifacts)
    let header = try #require(
      RunFolder.headers(in: box.artifacts + "/runs").first {
        $0.path == joining.partPaths[box.artifacts]
      })
    #expect(header.header.sequence == 2)
    let next = box.run("run-3")
    next.add(box.outcome("Three"), artifactsFolder: box.artifacts)
    #expect(try RunSummary.read(artifactsFolder: box.artifacts).runID == "run-3")
  }

  @Test func onlyTheLastFewRunsAreKept() throws {
    let box = try RunFolderBox()
    for index in 1...(RunFolder.kept + 3) {
      let run = box.run("run-\(index)")
      run.add(box.outcome("N\(index)"), artifactsFolder: box.artifacts)
      run.finish()
    }
    let folders = try FileManager.default.contentsOfDirectory(atPath: box.artifacts + "/runs")
    #expect(folders.count == RunFolder.kept)
    #expect(folders.contains("run-\(RunFolder.kept + 3)") && !folders.contains("run-1"))
  }

  @Test func aNewPartReadsOneHeaderPerRun() throws {
    let box = try RunFolderBox()
    for role in ["A", "B", "C"] {
      box.run("r1", role: role).add(box.outcome(role), artifactsFolder: box.artifacts)
    }
    box.run("r2").add(box.outcome("D"), artifactsFolder: box.artifacts)
    let runs = box.artifacts + "/runs"
    #expect(RunFolder.headers(in: runs).count == 4)
    #expect(RunFolder.headerPerRun(in: runs).map(\.header.runID) == ["r1", "r2"])
    #expect(RunFolder.headerPerRun(in: runs).map(\.header.sequence) == [1, 2])
  }

  @Test func twoWritersAtOnceLoseNothing() throws {
    let box = try RunFolderBox()
    let runs = [box.run("r1", role: "XCTest"), box.run("r1", role: "Swift Testing")]
    DispatchQueue.concurrentPerform(iterations: 400) { index in
      runs[index % 2].add(box.outcome("S\(index)"), artifactsFolder: box.artifacts)
    }
    for run in runs { run.finish() }
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.snapshots.count == 400)
    #expect(summary.parts?.allSatisfy(\.isComplete) == true)
    #expect(Set(summary.parts?.map(\.header.sequence) ?? []).count == 1)
  }

  @Test func aTornLastLineIsIgnoredWithANoteAndThePartIsIncomplete() throws {
    let box = try RunFolderBox()
    let run = box.run("r1")
    run.add([box.outcome("A"), box.outcome("B", .failed)], artifactsFolder: box.artifacts)
    let path = try #require(run.partPaths[box.artifacts])
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(#"{"snapshot":{"name":"C","gro"#.utf8))
    try handle.close()
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.snapshots.map(\.name) == ["A", "B"])
    #expect(summary.notes?.contains { $0.contains("the last line is torn") } == true)
    #expect(summary.parts?.first?.isComplete == false)
    #expect(summary.pruneProblems.contains { $0.contains("did not finish") })
  }

  @Test func aKilledProcessLeavesAnIncompletePart() throws {
    let box = try RunFolderBox()
    box.run("r1", role: "Swift Testing").add(box.outcome("A"), artifactsFolder: box.artifacts)
    let finished = box.run("r1", role: "XCTest")
    finished.add(box.outcome("B"), artifactsFolder: box.artifacts)
    finished.finish()
    let problems = try RunSummary.read(artifactsFolder: box.artifacts).pruneProblems
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("Swift Testing part (pid \(getpid())") == true)
    #expect(problems.first?.contains("did not finish (killed, crashed or still running)") == true)
  }

  @Test func aFilteredOrLoneRunnerPartBlocksPruning() throws {
    let box = try RunFolderBox()
    let filtered = box.run("r1", role: "XCTest", filter: "swift test --filter Foo")
    filtered.add(box.outcome("A"), artifactsFolder: box.artifacts)
    filtered.finish()
    let lone = box.run("r1", role: "Swift Testing", shared: false)
    lone.add(box.outcome("B"), artifactsFolder: box.artifacts)
    lone.finish()
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.isFiltered)
    #expect(summary.pruneProblems.count == 2)
    #expect(summary.pruneProblems.contains { $0.hasSuffix("ran with swift test --filter Foo") })
    #expect(summary.pruneProblems.contains { $0.contains("DESIGNABLE_RUN_ID is not set") })
  }

  @Test func anUnwritableFolderIsToldOnceAndTheOutcomeStands() throws {
    let box = try RunFolderBox()
    // A regular file where the artifacts folder should be: unwritable even for root.
    let blocked = box.root.appendingPathComponent("blocked").path
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocked))
    let run = box.run("r1")
    run.add(box.outcome("A"), artifactsFolder: blocked)
    run.add(box.outcome("B"), artifactsFolder: blocked)
    run.finish()
    #expect(box.messages.count == 1)
    let message = try #require(box.messages.first)
    #expect(message.hasPrefix("designable: cannot create the run record \(blocked)/runs/r1 ("))
    #expect(message.contains("make \(blocked) writable or set SNAPSHOT_ARTIFACTS"))
    #expect(try String(contentsOfFile: blocked, encoding: .utf8) == "x")
  }

  @Test(.enabled(if: getuid() != 0, "root writes to read-only folders"))
  func aReadOnlyFolderIsToldOnce() throws {
    let box = try RunFolderBox()
    try FileManager.default.createDirectory(
      atPath: box.artifacts, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: box.artifacts)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: box.artifacts)
    }
    box.run("r1").add(box.outcome("A"), artifactsFolder: box.artifacts)
    #expect(box.messages.count == 1)
    #expect(box.messages.first?.contains("cannot create the run record") == true)
  }

  @Test func aFolderWithoutARunSaysSo() throws {
    let box = try RunFolderBox()
    #expect(throws: RunReadError.noRun(box.artifacts)) {
      try RunSummary.read(artifactsFolder: box.artifacts)
    }
  }

  @Test func anOlderSummaryIsReadButDoesNotAllowPruning() throws {
    let box = try RunFolderBox()
    let old = RunSummary(
      started: "2026-01-01T00:00:00Z", arguments: ["tests"], isFiltered: false,
      snapshots: [box.outcome("Old", .failed)])
    try FileManager.default.createDirectory(
      atPath: box.artifacts, withIntermediateDirectories: true)
    try JSONEncoder().encode(old).write(to: URL(fileURLWithPath: box.artifacts + "/summary.json"))
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.snapshots.map(\.name) == ["Old"] && summary.failed == 1)
    #expect(summary.notes?.first?.contains("written by an older version") == true)
    #expect(
      summary.pruneProblems.first?.contains("summary.json written by an older version") == true)
  }

  @Test func picturesAreFoundWhereTheFolderWasMovedTo() throws {
    let box = try RunFolderBox()
    let run = box.run("r1")
    run.add(box.outcome("A", .failed), artifactsFolder: box.artifacts)
    run.finish()
    let moved = box.root.appendingPathComponent("downloaded").path
    try FileManager.default.moveItem(atPath: box.artifacts, toPath: moved)
    let summary = try RunSummary.read(artifactsFolder: moved)
    #expect(summary.snapshots.first?.actualPath == moved + "/Tests/A.png")
  }

  /// Writes a finished part of run `id` by hand, as another machine would have.
  func write(
    _ box: RunFolderBox, id: String, sequence: Int, started: String, names: [String]
  ) throws {
    let header = RunPartHeader(
      runID: id, runIDSource: "test", isSharedIdentity: true, sequence: sequence,
      started: started, host: "elsewhere", pid: 7, role: "XCTest", arguments: [], filter: nil,
      shard: nil, artifactsFolder: box.artifacts)
    var records = [RunRecord(part: header)]
    records += names.map { RunRecord(snapshot: box.outcome($0)) }
    records.append(RunRecord(end: RunPartEnd(finished: started, snapshots: names.count, checks: 0)))
    let lines = try records.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
    let folder = box.artifacts + "/runs/\(id)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: folder + "/XCTest-\(UUID().uuidString).jsonl", atomically: true, encoding: .utf8)
  }
}
