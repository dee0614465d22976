import Foundation
import Testing

@testable import DesignableTesting

/// One reference asked for by two tests in different test processes: the union of the run's
/// parts tells, and prune refuses.
@Suite("A reference shared across processes")
struct SharedReferenceTests {
  static let xcTest = SnapshotOwner(
    id: "Tests/RingTests.swift RingXCTests testRing()",
    label: "RingXCTests.testRing() (Tests/RingTests.swift)")
  static let swiftTesting = SnapshotOwner(
    id: "Tests.testRing()/RingTests.swift:20:4", label: "testRing() (Tests/RingTests.swift:20)")

  func owned(_ box: RunFolderBox, _ name: String, _ owner: SnapshotOwner?) -> SnapshotOutcome {
    var outcome = box.outcome(name)
    outcome.owner = owner
    return outcome
  }

  @Test func twoProcessesClaimingOneReferenceAreNotedAndBlockPruning() throws {
    let box = try RunFolderBox()
    let xctest = box.run("r1", role: "XCTest")
    let testing = box.run("r1", role: "Swift Testing")
    xctest.add(owned(box, "testRing.1", Self.xcTest), artifactsFolder: box.artifacts)
    testing.add(owned(box, "testRing.1", Self.swiftTesting), artifactsFolder: box.artifacts)
    testing.add(owned(box, "other", Self.swiftTesting), artifactsFolder: box.artifacts)
    xctest.finish()
    testing.finish()
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    let note = try #require(summary.notes?.first { $0.hasPrefix("Tests/testRing.1 ") })
    for owner in [Self.xcTest, Self.swiftTesting] {
      #expect(note.contains(owner.label) && note.contains(owner.id))
    }
    #expect(summary.notes?.contains { $0.contains("Tests/other") } == false)
    #expect(summary.sharedReferences?.count == 1)
    let problems = summary.pruneProblems
    #expect(problems.count == 1)
    #expect(problems.first?.contains(Self.xcTest.label) == true)
    #expect(problems.first?.contains(Self.swiftTesting.label) == true)
  }

  @Test func oneTestInSeveralPartsOrOlderRecordsShareNothing() throws {
    let box = try RunFolderBox()
    let shards = (0..<2).map { SnapshotShard(index: $0, count: 2, source: "test") }
    let first = box.run("r1", role: "XCTest", shard: shards[0])
    let second = box.run("r1", role: "XCTest", shard: shards[1])
    first.add(owned(box, "A", Self.xcTest), artifactsFolder: box.artifacts)
    second.add(owned(box, "A", Self.xcTest), artifactsFolder: box.artifacts)
    second.add(owned(box, "A", nil), artifactsFolder: box.artifacts)
    first.finish()
    second.finish()
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.sharedReferences == nil)
    #expect(summary.notes == nil)
    #expect(summary.pruneProblems.isEmpty)
  }

  @Test func aRecordWithoutAnOwnerStillDecodes() throws {
    let box = try RunFolderBox()
    var json =
      try JSONSerialization.jsonObject(
        with: JSONEncoder().encode(owned(box, "A", Self.xcTest))) as? [String: Any] ?? [:]
    #expect(json["owner"] != nil, "the owner is written")
    json["owner"] = nil
    let old = try JSONSerialization.data(withJSONObject: ["snapshot": json])
    let record = try JSONDecoder().decode(RunRecord.self, from: old)
    #expect(record.snapshot?.name == "A" && record.snapshot?.owner == nil)
  }

  @Test func anAssertionWritesItsTestAsOwner() throws {
    let box = try Sandbox()
    let folders = (box.root.path + "/snapshots", box.artifacts)
    var outcomes: [SnapshotOutcome] = []
    SnapshotLocations.$_folders.withValue(folders) {
      withKnownIssue {
        outcomes = assertSnapshots(
          of: OwnedSquare.self, sizes: [CGSize(width: 4, height: 4)], scales: [1],
          record: .missing)
      }
    }
    let test = try #require(Test.current)
    #expect(outcomes.first?.owner?.id == String(describing: test.id))
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.snapshots.first?.owner?.id == String(describing: test.id))
  }
}
