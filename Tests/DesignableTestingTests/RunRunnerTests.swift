import Foundation
import Testing

@testable import DesignableChecks
@testable import DesignableTesting

/// Parts that must be there for prune to trust a run, and parts whose first test was named
/// late.
@Suite("Run parts: missing runners and owners learnt late")
struct RunRunnerTests {
  static let both = ["XCTest", "Swift Testing"]

  /// Runs `id` with a part for each role given, each verifying `count` snapshots.
  func run(_ box: RunFolderBox, _ id: String, roles: [String], count: Int = 2) {
    for role in roles {
      let run = box.run(id, role: role, expected: Self.both)
      run.add(
        (0..<count).map { box.outcome("\(role.prefix(1))\($0)") }, artifactsFolder: box.artifacts)
      run.finish()
    }
  }

  @Test func aRunnerMissingSinceTheRunBeforeBlocksPruningUntilTheTestsRunAgain() throws {
    let box = try RunFolderBox()
    run(box, "r1", roles: Self.both, count: 3)
    run(box, "r2", roles: ["XCTest"])
    let missing = try RunSummary.read(artifactsFolder: box.artifacts)
    let problem = try #require(missing.pruneProblems.first { $0.contains("Swift Testing") })
    #expect(problem.contains("wrote no part in this run"))
    #expect(problem.contains("verified 3 snapshots in the run before (r1"))
    // Run again without it: its tests are gone, and nothing blocks.
    run(box, "r3", roles: ["XCTest"])
    let again = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(again.pruneProblems.isEmpty, "\(again.pruneProblems)")
  }

  @Test func aRunnerTheRunDidNotStartOrThatNeverSnapshottedIsNotMissing() throws {
    let box = try RunFolderBox()
    run(box, "r1", roles: Self.both)
    // The run before had a Swift Testing part without snapshots of its own.
    let empty = try RunFolderBox()
    run(empty, "r1", roles: ["XCTest"])
    let quiet = empty.run("r1", role: "Swift Testing", expected: Self.both)
    quiet.add([SnapshotOutcome](), artifactsFolder: empty.artifacts)
    quiet.finish()
    run(empty, "r2", roles: ["XCTest"])
    #expect(try RunSummary.read(artifactsFolder: empty.artifacts).pruneProblems.isEmpty)
    // A part that does not know which runners its run starts expects none.
    let unknown = box.run("r2", role: "XCTest")
    unknown.add([box.outcome("X0")], artifactsFolder: box.artifacts)
    unknown.finish()
    #expect(try RunSummary.read(artifactsFolder: box.artifacts).pruneProblems.isEmpty)
  }

  @Test func eachShardFolderIsComparedWithItsOwnRunBefore() throws {
    let shards = [try RunFolderBox(), try RunFolderBox()]
    for box in shards { run(box, "r1", roles: Self.both) }
    run(shards[0], "r2", roles: Self.both)
    run(shards[1], "r2", roles: ["XCTest"])
    let summary = try RunSummary.read(artifactsFolders: shards.map(\.artifacts))
    #expect(summary.missingRunners?.count == 1)
  }

  @Test func theFirstCasesSnapshotsAreGivenItsClassWhenItFinishes() throws {
    let box = try RunFolderBox()
    let run = box.run("r1")
    let placeholder = SnapshotOwner.unplaced(
      fileID: "Tests/RingTests.swift", testName: "testRing()")
    var first = box.outcome("Ring")
    first.owner = placeholder
    var other = box.outcome("Dot")
    other.owner = SnapshotOwner(id: "elsewhere", label: "elsewhere")
    run.add([first, other], artifactsFolder: box.artifacts)
    let claims = SnapshotClaims()
    claims.noteUnplaced(fileID: "Tests/RingTests.swift", testName: "testRing()")
    let learnt = claims.caseLearnt(try #require(XCTestCurrentCase.Name("RingTests.testRing")))
    #expect(learnt.map(\.placeholder) == [placeholder.id])
    run.ownersLearnt(learnt)
    run.finish()
    let part = try #require(RunFolder.newestRuns(in: box.artifacts).newest.first)
    #expect(part.isComplete)
    let owners = Dictionary(uniqueKeysWithValues: part.snapshots.map { ($0.name, $0.owner) })
    #expect(owners["Ring"]??.label == "RingTests.testRing() (Tests/RingTests.swift)")
    #expect(owners["Dot"]??.id == "elsewhere")
  }

  @Test func aRecordOfAnOwnerLearntIsNotWrittenWhenNothingWasLearnt() throws {
    let box = try RunFolderBox()
    let run = box.run("r1")
    run.add([box.outcome("A")], artifactsFolder: box.artifacts)
    run.ownersLearnt([])
    run.finish()
    let path = try #require(box.parts().first)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 3)
  }
}
