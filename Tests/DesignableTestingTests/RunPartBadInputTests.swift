import Components
import Foundation
import Testing

@testable import DesignableChecks
@testable import DesignableTesting

/// Runs that do not go as planned: stopped half way through a large suite, writing to a disk
/// that fills up, drawing a component that takes seconds.
@Suite("Run parts under bad conditions")
struct RunPartBadInputTests {
  /// A process killed while it writes a line leaves the lines before it whole: each line is
  /// one `write` to a file opened for appending, which a killed process does not tear in
  /// the page cache; at most the line being written is cut short.
  @Test func aSuiteStoppedHalfWayKeepsWhatItVerifiedAndTheNextRunStartsClean() throws {
    let box = try RunFolderBox()
    let suite = 10_000
    let stopped = box.run("stopped")
    for index in 0..<(suite / 2) {
      stopped.add(box.outcome("S\(index)"), artifactsFolder: box.artifacts)
    }
    let path = try #require(stopped.partPaths[box.artifacts])
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(#"{"snapshot":{"name":"S5000","gr"#.utf8))
    try handle.close()

    let half = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(half.runID == "stopped")
    #expect(half.snapshots.count == suite / 2)
    #expect(Set(half.snapshots.map(\.name)) == Set((0..<(suite / 2)).map { "S\($0)" }))
    #expect(half.parts?.map(\.isComplete) == [false])
    #expect(half.notes?.contains { $0.contains("the last line is torn") } == true)
    #expect(half.pruneProblems.contains { $0.contains("did not finish") })

    let next = box.run("next")
    for index in 0..<suite { next.add(box.outcome("S\(index)"), artifactsFolder: box.artifacts) }
    next.finish()
    let whole = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(whole.runID == "next")
    #expect(whole.snapshots.count == suite)
    #expect(whole.parts?.map(\.isComplete) == [true])
    #expect(whole.notes == nil, "\(whole.notes ?? [])")
    #expect(whole.pruneProblems.isEmpty, "\(whole.pruneProblems)")
    #expect(box.messages.isEmpty, "\(box.messages)")
  }

  /// A disk that fills up while the run is written: told once, with the system's reason;
  /// the lines written before stay readable, and the part is not taken for a whole run.
  @Test(.enabled(if: TinyDisk.canMount, "needs root and tmpfs (mount -t tmpfs)"))
  func aFullDiskIsToldOnceAndTheLinesBeforeItStay() throws {
    let box = try RunFolderBox()
    let disk = try TinyDisk(box.root.appendingPathComponent("tiny").path, kilobytes: 64)
    defer { disk.unmount() }
    let artifacts = disk.path + "/artifacts"
    let run = box.run("full")
    let count = 2_000
    for index in 0..<count { run.add(box.outcome("S\(index)"), artifactsFolder: artifacts) }
    run.finish()
    #expect(box.messages.count == 1, "\(box.messages)")
    let message = try #require(box.messages.first)
    #expect(message.contains("cannot write the run record \(artifacts)/runs/full/"))
    #expect(message.contains("No space left on device"), "\(message)")
    #expect(message.contains("snapshots are still verified"))

    let summary = try RunSummary.read(artifactsFolder: artifacts)
    let kept = summary.snapshots.count
    #expect(kept > 0 && kept < count)
    #expect(Set(summary.snapshots.map(\.name)) == Set((0..<kept).map { "S\($0)" }))
    #expect(summary.parts?.map(\.isComplete) == [false])
    #expect(summary.pruneProblems.contains { $0.contains("did not finish") })
  }

  /// With the run's folder unwritable, a snapshot still passes or fails on its own.
  @Test func snapshotsPassAndFailOnTheirOwnWhenTheRunCannotBeWritten() throws {
    let box = try RunFolderBox()
    let blocked = box.root.appendingPathComponent("blocked").path
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocked))
    let folder = box.root.appendingPathComponent("refs").path
    let sizes = [CGSize(width: 4, height: 4)]
    let recorded = verifySnapshotMatrix(
      of: OwnedSquare.self, sizes: sizes, scales: [1], attributeSets: [.empty], folder: folder,
      group: "G", artifactsFolder: blocked, record: .missing)
    #expect(recorded.map(\.status) == [.recorded])
    let passed = verifySnapshotMatrix(
      of: OwnedSquare.self, sizes: sizes, scales: [1], attributeSets: [.empty], folder: folder,
      group: "G", artifactsFolder: blocked, record: .never)
    #expect(passed.map(\.status) == [.passed])
    let failed = verifySnapshotMatrix(
      of: OwnedSquare.self, sizes: sizes, scales: [1],
      attributeSets: [AttributeSet(AttributeSet.empty.name, ["inset": .real(0)])],
      folder: folder, group: "G", artifactsFolder: blocked, record: .never)
    #expect(failed.map(\.status) == [.failed])
    #expect(failed.first?.message?.contains("does not match its reference") == true)
    #expect(try String(contentsOfFile: blocked, encoding: .utf8) == "x")
  }

  /// A component that takes ten seconds to draw is not stopped (a thread cannot be stopped
  /// safely): its outcome says which snapshot it was and how long it took, and the run's
  /// record keeps that.
  @Test func aSlowSnapshotIsNamedWithItsTimeInTheRun() throws {
    let box = try RunFolderBox()
    let request = SnapshotRequest(
      name: "slow.SlowSquare.4x4@1x.default", group: "G", referencePath: "/tmp/none.png",
      metadata: SnapshotMetadata(), record: .never, artifactsFolder: box.artifacts)
    let warning = try #require(SnapshotMatrix.slowWarning(.milliseconds(10_040), request))
    #expect(warning.hasPrefix("Snapshot \"slow.SlowSquare.4x4@1x.default\" took 10.0 s"))
    var outcome = box.outcome("slow.SlowSquare.4x4@1x.default")
    outcome.warning = warning
    let run = box.run("r1")
    run.add(outcome, artifactsFolder: box.artifacts)
    run.finish()
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.snapshots.first?.warning == warning)
  }
}

/// A tmpfs of a few kilobytes mounted for a test: a disk that fills up.
struct TinyDisk {
  let path: String

  /// Whether this process may mount one (root, with mounts allowed).
  static let canMount: Bool = {
    guard getuid() == 0 else { return false }
    let probe = FileManager.default.temporaryDirectory
      .appendingPathComponent("tiny-probe-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: probe) }
    guard let disk = try? TinyDisk(probe, kilobytes: 8) else { return false }
    disk.unmount()
    return true
  }()

  init(_ path: String, kilobytes: Int) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path])
    else { throw CocoaError(.fileWriteNoPermission) }
    self.path = path
  }

  func unmount() { _ = Self.run("/bin/umount", [path]) }

  private static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
