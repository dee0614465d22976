import DesignableTesting
import Foundation
import PNGCodec
import Raster
import Testing

@Suite("designable report, accept and prune")
struct RunCommandTests {
  /// A run with one passing and one failing snapshot, and an unused reference beside them.
  struct Run {
    let folder: TemporaryFolder
    let artifacts: String
    let snapshots: String
    let failedReference: String

    init(filtered: Bool = false) throws {
      folder = try TemporaryFolder()
      artifacts = folder.path("artifacts")
      snapshots = folder.path("__Snapshots__")
      let group = snapshots + "/Tests"
      try FileManager.default.createDirectory(atPath: group, withIntermediateDirectories: true)
      func request(_ name: String) -> SnapshotRequest {
        SnapshotRequest(
          name: name, group: "Tests", referencePath: group + "/\(name).png",
          metadata: SnapshotMetadata(name: name), record: .never, artifactsFolder: artifacts)
      }
      let white = Bitmap(width: 2, height: 2, fill: .white)
      try PNGFile.write(white, to: group + "/Good.png")
      try PNGFile.write(white, to: group + "/Bad.png")
      try PNGFile.write(white, to: group + "/Unused.png")
      failedReference = group + "/Bad.png"
      let passed = SnapshotVerifier.verify(white, request("Good"))
      let failed = SnapshotVerifier.verify(Bitmap(width: 2, height: 2, fill: .black), request("Bad"))
      let run = SnapshotRun(arguments: filtered ? ["tests", "--filter", "x"] : ["tests"])
      run.add(passed, artifactsFolder: artifacts)
      run.add(failed, artifactsFolder: artifacts)
    }
  }

  @Test func acceptReplacesOnlyTheNamedReference() throws {
    let run = try Run()
    let result = try CommandRunner.run(["accept", "--artifacts", run.artifacts, "Bad"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == "accepted Bad: \(run.failedReference)\n")
    #expect(try PNGFile.read(run.failedReference).bitmap == Bitmap(width: 2, height: 2, fill: .black))
  }

  @Test func acceptRefusesANameThatDidNotFail() throws {
    let run = try Run()
    let before = try AtomicFile.read(run.failedReference)
    let result = try CommandRunner.run(["accept", "--artifacts", run.artifacts, "Good"])
    #expect(result.exitCode == 64)
    #expect(result.standardError == "designable: Good did not fail in the last run; failed snapshots: Bad\n")
    #expect(try AtomicFile.read(run.failedReference) == before)
    #expect(try CommandRunner.run(["accept", "--artifacts", run.artifacts]).exitCode == 64)
  }

  @Test func pruneListsThenDeletesUnusedReferences() throws {
    let run = try Run()
    let unused = run.snapshots + "/Tests/Unused.png"
    let listed = try CommandRunner.run(["prune", "--snapshots", run.snapshots, "--artifacts", run.artifacts])
    #expect(listed.exitCode == 0)
    #expect(listed.standardOutput.hasSuffix("Unused.png\n1 unused references; run with --delete to remove them\n"))
    #expect(FileManager.default.fileExists(atPath: unused))
    let deleted = try CommandRunner.run(["prune", "--delete", "--snapshots", run.snapshots, "--artifacts", run.artifacts])
    #expect(deleted.exitCode == 0)
    #expect(!FileManager.default.fileExists(atPath: unused))
    #expect(FileManager.default.fileExists(atPath: run.snapshots + "/Tests/Good.png"))
  }

  @Test func pruneRefusesAfterAFilteredRun() throws {
    let run = try Run(filtered: true)
    let result = try CommandRunner.run(["prune", "--delete", "--snapshots", run.snapshots, "--artifacts", run.artifacts])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("the last run was filtered"))
    #expect(FileManager.default.fileExists(atPath: run.snapshots + "/Tests/Unused.png"))
  }

  @Test func reportPrintsThePathOfThePage() throws {
    let run = try Run()
    let result = try CommandRunner.run(["report", run.artifacts])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == run.artifacts + "/report/index.html\n")
    #expect(FileManager.default.fileExists(atPath: run.artifacts + "/report/index.html"))
  }

  @Test func withoutASummaryTheCommandsSayWhatToRun() throws {
    let folder = try TemporaryFolder()
    let result = try CommandRunner.run(["report", folder.path("none")])
    #expect(result.exitCode == 74)
    #expect(result.standardError.contains("run the tests or `designable demo` first"))
  }
}
