import DesignableTesting
import Foundation
import PNGCodec
import Raster
import Testing

@Suite("designable report, accept and prune")
struct RunCommandTests {
  /// A run of two test processes (XCTest and Swift Testing) or two shards: one passing and
  /// one failing snapshot in each part, and an unused reference beside them.
  struct Run {
    let folder: TemporaryFolder
    let artifacts: [String]
    let snapshots: String
    let group: String

    init(
      filtered: Bool = false, shards: Bool = false, finished: Bool = true
    ) throws {
      folder = try TemporaryFolder()
      snapshots = folder.path("__Snapshots__")
      group = snapshots + "/Tests"
      artifacts =
        shards ? [folder.path("shard-0"), folder.path("shard-1")] : [folder.path("artifacts")]
      try FileManager.default.createDirectory(atPath: group, withIntermediateDirectories: true)
      let white = Bitmap(width: 2, height: 2, fill: .white)
      for name in ["Good", "Bad", "Good2", "Bad2", "Unused"] {
        try PNGFile.write(white, to: group + "/\(name).png")
      }
      // Older than any run: a reference changed after the run began is left alone.
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: group + "/Unused.png")
      for (index, role) in ["XCTest", "Swift Testing"].enumerated() {
        let artifactsFolder = artifacts[shards ? index : 0]
        let run = SnapshotRun(
          arguments: ["tests"],
          process: RunProcess(
            runID: "run-1", runIDSource: "test", isSharedIdentity: true, role: role,
            filter: filtered && index == 0 ? "swift test --filter x" : nil),
          shard: .some(shards ? SnapshotShard(index: index, count: 2, source: "test") : nil),
          complain: { _ in })
        let suffix = index == 0 ? "" : "2"
        func request(_ name: String) -> SnapshotRequest {
          SnapshotRequest(
            name: name, group: "Tests", referencePath: group + "/\(name).png",
            metadata: SnapshotMetadata(name: name), record: .never, artifactsFolder: artifactsFolder
          )
        }
        run.add(
          SnapshotVerifier.verify(white, request("Good" + suffix)), artifactsFolder: artifactsFolder
        )
        let black = Bitmap(width: 2, height: 2, fill: .black)
        run.add(
          SnapshotVerifier.verify(black, request("Bad" + suffix)), artifactsFolder: artifactsFolder)
        if finished || index == 0 { run.finish() }
      }
    }

    var artifactOptions: [String] { artifacts.flatMap { ["--artifacts", $0] } }

    func prune(_ extra: String...) throws -> CommandResult {
      try CommandRunner.run(["prune"] + extra + ["--snapshots", snapshots] + artifactOptions)
    }
  }

  static let black = Bitmap(width: 2, height: 2, fill: .black)

  @Test func acceptReplacesOnlyTheNamedReference() throws {
    let run = try Run()
    let result = try CommandRunner.run(["accept"] + run.artifactOptions + ["Bad"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == "accepted Bad: \(run.group)/Bad.png\n")
    #expect(try PNGFile.read(run.group + "/Bad.png").bitmap == Self.black)
    #expect(try PNGFile.read(run.group + "/Bad2.png").bitmap != Self.black)
  }

  @Test(arguments: [false, true])
  func acceptFindsTheFailuresOfEveryPart(shards: Bool) throws {
    let run = try Run(shards: shards)
    let result = try CommandRunner.run(["accept", "--all"] + run.artifactOptions)
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput
        == "accepted Bad: \(run.group)/Bad.png\naccepted Bad2: \(run.group)/Bad2.png\n")
    #expect(try PNGFile.read(run.group + "/Bad2.png").bitmap == Self.black)
  }

  @Test func acceptWritesUnderTheSnapshotsFolderGiven() throws {
    let run = try Run(shards: true)
    let here = run.folder.path("checkout/__Snapshots__")
    try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: true)
    let result = try CommandRunner.run(
      ["accept", "--all", "--snapshots", here] + run.artifactOptions)
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput
        == "accepted Bad: \(here)/Tests/Bad.png\naccepted Bad2: \(here)/Tests/Bad2.png\n")
    #expect(try PNGFile.read(here + "/Tests/Bad2.png").bitmap == Self.black)
    #expect(try PNGFile.read(run.group + "/Bad2.png").bitmap != Self.black)
    let missing = try CommandRunner.run(
      ["accept", "--all", "--snapshots", run.folder.path("nowhere")] + run.artifactOptions)
    #expect(missing.exitCode == 64)
  }

  /// One more finished part of the fixture's run, holding `outcome`.
  /// The outcome is of a black picture against `referencePath`, with recording off.
  static func addPart(_ run: Run, name: String, group: String, referencePath: String) {
    let part = SnapshotRun(
      arguments: ["tests"],
      process: RunProcess(
        runID: "run-1", runIDSource: "test", isSharedIdentity: true, role: "Swift Testing",
        filter: nil),
      shard: .some(nil), complain: { _ in })
    let request = SnapshotRequest(
      name: name, group: group, referencePath: referencePath,
      metadata: SnapshotMetadata(name: name), record: .never, artifactsFolder: run.artifacts[0])
    part.add(SnapshotVerifier.verify(black, request), artifactsFolder: run.artifacts[0])
    part.finish()
  }

  @Test func acceptRefusesAReferenceOutsideItsGroup() throws {
    let run = try Run()
    let here = run.folder.path("checkout/__Snapshots__")
    try FileManager.default.createDirectory(atPath: here, withIntermediateDirectories: true)
    Self.addPart(run, name: "Evil", group: "..", referencePath: run.folder.path("escaped.png"))
    let result = try CommandRunner.run(
      ["accept", "Evil", "--snapshots", here] + run.artifactOptions)
    #expect(result.exitCode == 65)
    #expect(result.standardError.contains("not a reference path Designable writes"))
    #expect(!FileManager.default.fileExists(atPath: run.folder.path("checkout/escaped.png")))
    #expect(!FileManager.default.fileExists(atPath: run.folder.path("escaped.png")))
  }

  @Test func pruneKeepsAFormerNameUntilItIsAdopted() throws {
    let run = try Run()
    // `adopter.Unused` is missing: with recording off, its test could not adopt Unused.png.
    Self.addPart(
      run, name: "adopter.Unused", group: "Tests", referencePath: run.group + "/adopter.Unused.png")
    let kept = try run.prune("--delete")
    #expect(kept.exitCode == 0)
    #expect(kept.standardOutput == "no unused references in 1 groups\n")
    #expect(kept.standardError.contains("Unused.png is the former name of"))
    #expect(FileManager.default.fileExists(atPath: run.group + "/Unused.png"))
    // Once adopted, the former name is unused like any other.
    try PNGFile.write(Self.black, to: run.group + "/adopter.Unused.png")
    let listed = try run.prune()
    #expect(listed.standardOutput.hasPrefix(run.group + "/Unused.png\n"))
  }

  @Test func acceptRefusesANameThatDidNotFail() throws {
    let run = try Run()
    let before = try AtomicFile.read(run.group + "/Bad.png")
    let result = try CommandRunner.run(["accept"] + run.artifactOptions + ["Good"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError
        == "designable: Good did not fail in the last run; failed snapshots: Bad, Bad2\n")
    #expect(try AtomicFile.read(run.group + "/Bad.png") == before)
    #expect(try CommandRunner.run(["accept"] + run.artifactOptions).exitCode == 64)
  }

  @Test(arguments: [false, true])
  func pruneListsThenDeletesOnlyWhatNoPartUsed(shards: Bool) throws {
    let run = try Run(shards: shards)
    let unused = run.group + "/Unused.png"
    let listed = try run.prune()
    #expect(listed.exitCode == 0)
    #expect(
      listed.standardOutput == "\(unused)\n1 unused references; run with --delete to remove them\n")
    #expect(FileManager.default.fileExists(atPath: unused))
    let deleted = try run.prune("--delete")
    #expect(deleted.exitCode == 0)
    #expect(deleted.standardOutput == "deleted \(unused)\n")
    #expect(!FileManager.default.fileExists(atPath: unused))
    for name in ["Good", "Bad", "Good2", "Bad2"] {
      #expect(FileManager.default.fileExists(atPath: run.group + "/\(name).png"))
    }
  }

  @Test func pruneRefusesAfterAFilteredRun() throws {
    let run = try Run(filtered: true)
    let result = try run.prune("--delete")
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("- the last run was filtered: XCTest part (pid"))
    #expect(result.standardError.contains("ran with swift test --filter x\n"))
    #expect(FileManager.default.fileExists(atPath: run.group + "/Unused.png"))
  }

  @Test func pruneRefusesAfterAKilledProcess() throws {
    let run = try Run(finished: false)
    let result = try run.prune("--delete")
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("- Swift Testing part (pid"))
    #expect(result.standardError.contains("did not finish (killed, crashed or still running)"))
    #expect(FileManager.default.fileExists(atPath: run.group + "/Unused.png"))
  }

  @Test func pruneRefusesWithoutEveryShard() throws {
    let run = try Run(shards: true)
    let result = try CommandRunner.run(
      ["prune", "--delete", "--snapshots", run.snapshots, "--artifacts", run.artifacts[0]])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasSuffix(
        "- shard 1 of 2 is missing: give every shard's artifacts folder\n"))
    #expect(FileManager.default.fileExists(atPath: run.group + "/Good2.png"))
  }

  @Test func pruneOnAMissingSnapshotsFolderIsAnError() throws {
    let run = try Run()
    let result = try CommandRunner.run(
      ["prune", "--snapshots", run.folder.path("Snapshots")] + run.artifactOptions)
    #expect(result.exitCode == 64)
    #expect(
      result.standardError
        == "designable: no folder \(run.folder.path("Snapshots")): name the folder of reference groups with --snapshots (default __Snapshots__ in the current folder, the package root)\n"
    )
  }

  @Test func pruneLeavesAReferenceChangedAfterTheRunBegan() throws {
    let run = try Run()
    try FileManager.default.setAttributes(
      [.modificationDate: Date()], ofItemAtPath: run.group + "/Unused.png")
    let result = try run.prune("--delete")
    #expect(result.exitCode == 0)
    #expect(
      result.standardError
        == "designable: note: \(run.group)/Unused.png changed after the run began; left alone\n")
    #expect(FileManager.default.fileExists(atPath: run.group + "/Unused.png"))
  }

  @Test func reportPrintsThePathOfThePage() throws {
    let run = try Run(shards: true)
    let result = try CommandRunner.run(["report"] + run.artifacts)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == run.artifacts[0] + "/report/index.html\n")
    let page = try String(contentsOfFile: run.artifacts[0] + "/report/index.html", encoding: .utf8)
    #expect(page.contains("Failed snapshots (2)") && page.contains("Bad2"))
    #expect(page.contains("; 2 parts: XCTest part (pid "))
    #expect(
      page.contains(", shard 0 of 2), Swift Testing part (pid ") && page.contains(", shard 1 of 2)")
    )
  }

  @Test func withoutARunTheCommandsSayWhatToRun() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(["report", folder.path("none")])
    #expect(result.exitCode == 74)
    #expect(result.standardError.contains("run the tests or `designable demo` first"))
  }
}
