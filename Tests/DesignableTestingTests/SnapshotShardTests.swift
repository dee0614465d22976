import Foundation
import Testing

@testable import DesignableChecks
@testable import DesignableTesting

@Suite("Snapshot shards")
struct SnapshotShardTests {
  @Test func everyEngineSVariablesAreRead() throws {
    let pairs: [([String: String], String)] = [
      (
        ["DESIGNABLE_SHARD_COUNT": "3", "DESIGNABLE_SHARD_INDEX": "2"],
        "DESIGNABLE_SHARD_COUNT/DESIGNABLE_SHARD_INDEX"
      ),
      (["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2"], "TEST_TOTAL_SHARDS/TEST_SHARD_INDEX"),
      (
        ["BUILDKITE_PARALLEL_JOB_COUNT": "3", "BUILDKITE_PARALLEL_JOB": "2"],
        "BUILDKITE_PARALLEL_JOB_COUNT/BUILDKITE_PARALLEL_JOB"
      ),
      (
        ["CIRCLE_NODE_TOTAL": "3", "CIRCLE_NODE_INDEX": "2"], "CIRCLE_NODE_TOTAL/CIRCLE_NODE_INDEX"
      ),
    ]
    for (environment, source) in pairs {
      #expect(
        try SnapshotShard.resolve(environment: environment)
          == SnapshotShard(index: 2, count: 3, source: source))
    }
    #expect(try SnapshotShard.resolve(environment: [:]) == nil)
    let both = [
      "DESIGNABLE_SHARD_COUNT": "2", "DESIGNABLE_SHARD_INDEX": "1", "CIRCLE_NODE_TOTAL": "4",
      "CIRCLE_NODE_INDEX": "0",
    ]
    #expect(try SnapshotShard.resolve(environment: both)?.count == 2)
  }

  @Test func badValuesAreClearErrors() {
    #expect(
      throws: ShardError.indexOutOfRange(
        "TEST_SHARD_INDEX", 3, countVariable: "TEST_TOTAL_SHARDS", count: 3)
    ) {
      try SnapshotShard.resolve(environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"])
    }
    #expect(throws: ShardError.notANumber("DESIGNABLE_SHARD_INDEX", "one")) {
      try SnapshotShard.resolve(environment: [
        "DESIGNABLE_SHARD_COUNT": "3", "DESIGNABLE_SHARD_INDEX": "one",
      ])
    }
    #expect(throws: ShardError.countNotPositive("CIRCLE_NODE_TOTAL", 0)) {
      try SnapshotShard.resolve(environment: ["CIRCLE_NODE_TOTAL": "0", "CIRCLE_NODE_INDEX": "0"])
    }
    #expect(throws: ShardError.missing("DESIGNABLE_SHARD_INDEX", besides: "DESIGNABLE_SHARD_COUNT"))
    {
      try SnapshotShard.resolve(environment: ["DESIGNABLE_SHARD_COUNT": "3"])
    }
    #expect(
      ShardError.indexOutOfRange(
        "TEST_SHARD_INDEX", 3, countVariable: "TEST_TOTAL_SHARDS", count: 3
      ).description
        == "TEST_SHARD_INDEX=3 is outside 0..<3 (TEST_TOTAL_SHARDS=3); shard indexes count from zero"
    )
  }

  @Test func bazelSStatusFileIsTouched() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shard-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try SnapshotShard.resolve(environment: [
      "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0", "TEST_SHARD_STATUS_FILE": path,
    ])
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func theHashIsFNV1a() {
    // Published FNV-1a 64-bit test vectors.
    #expect(SnapshotShard.fnv1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(SnapshotShard.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(SnapshotShard.fnv1a("foobar") == 0x8594_4171_f739_67e8)
  }

  @Test func everyReferenceIsInExactlyOneShardAndTheShardsAreEven() {
    let names = (0..<3000).map { "Tests/Component.\($0 % 97 + 1)x40@\($0 % 3 + 1)x.set\($0)" }
    var sizes = [0, 0, 0]
    for name in names {
      let shards = (0..<3).map { SnapshotShard(index: $0, count: 3, source: "test") }
      let holders = shards.filter { $0.includes(group: "Tests", name: String(name.dropFirst(6))) }
      #expect(holders.count == 1)
      sizes[holders.first?.index ?? 0] += 1
    }
    let mean = Double(names.count) / 3
    // The goal for a real suite: the largest shard within 15% of the mean.
    #expect(Double(sizes.max() ?? 0) <= mean * 1.15, "shard sizes \(sizes)")
  }

  @Test(arguments: [1, 2, 3, 5, 7, 12, 30, 61])
  func oneCallsCellsSplitEvenlyWhateverTheirOrder(cells: Int) {
    let names = (0..<cells).map { "Tests/test.Ring.\($0 % 7 + 20)x20@\($0 % 3 + 1)x.set\($0)" }
    for count in 1...4 {
      let buckets = SnapshotShard.buckets(of: names, count: count)
      var sizes = [Int](repeating: 0, count: count)
      for bucket in buckets { sizes[bucket] += 1 }
      #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "\(count) shards: \(sizes)")
      // The same cell gets the same shard whatever order the call lists its cells in.
      for reordered in [
        Array(names.reversed()), Array(names[(cells / 2)...] + names[..<(cells / 2)]),
      ] {
        let again = Dictionary(
          uniqueKeysWithValues: zip(reordered, SnapshotShard.buckets(of: reordered, count: count)))
        #expect(names.indices.allSatisfy { again[names[$0]] == buckets[$0] })
      }
    }
    // A call of one cell keeps its reference's own bucket.
    #expect(
      SnapshotShard.buckets(of: [names[0]], count: 3)
        == [SnapshotShard.bucket(of: names[0], count: 3)])
  }

  @Test func aCellOfAnotherShardIsSkippedAndBadVariablesFailIt() throws {
    let box = try Sandbox()
    let request = box.request(.never)
    let mine = SnapshotShard.bucket(of: request.group + "/" + request.name, count: 2)
    let here = Result<SnapshotShard?, ShardError>.success(
      SnapshotShard(index: mine, count: 2, source: "t"))
    let there = Result<SnapshotShard?, ShardError>.success(
      SnapshotShard(index: 1 - mine, count: 2, source: "t"))
    #expect(SnapshotShard.outcome(for: request, shard: here) == nil)
    #expect(SnapshotShard.outcome(for: request, shard: .success(nil)) == nil)
    let skipped = try #require(SnapshotShard.outcome(for: request, shard: there))
    #expect(skipped.status == .skipped && skipped.message == nil)
    let bad = try #require(
      SnapshotShard.outcome(for: request, shard: .failure(.notANumber("X", "y"))))
    #expect(bad.status == .failed)
    #expect(
      bad.message
        == "Snapshot \"Dot.4x4@1x.default\" was not verified: X=\"y\" is not a whole number; shard variables are counts and zero-based indexes"
    )
  }

  @Test func aMissingShardBlocksPruning() throws {
    let box = try RunFolderBox()
    for index in [0, 2] {
      let run = box.run("r1", shard: SnapshotShard(index: index, count: 3, source: "t"))
      run.add(
        [box.outcome("A\(index)"), box.outcome("S", .skipped)], artifactsFolder: box.artifacts)
      run.finish()
    }
    let summary = try RunSummary.read(artifactsFolder: box.artifacts)
    #expect(summary.snapshots.map(\.name) == ["A0", "A2"], "skipped cells are not recorded")
    #expect(
      summary.pruneProblems == ["shard 1 of 3 is missing: give every shard's artifacts folder"])
  }
}
