import Foundation
import Testing

@testable import DesignableChecks
@testable import DesignableTesting

/// The claims keep a few bytes a reference and tell every collision they told when they kept
/// each reference's path and names as strings, whatever the hash of the paths.
@Suite("Snapshot claims")
struct SnapshotClaimsTests {
  static let folder = "/tmp/claims/Suite"
  static let first = SnapshotOwner(id: "A", label: "first() (Tests/A.swift:1)")
  static let second = SnapshotOwner(id: "B", label: "second() (Tests/A.swift:9)")

  /// Claims of every kind, by `claims`, with the holders each answer names.
  func checkCollisions(_ claims: SnapshotClaims) {
    let paths = Array(Self.paths.prefix(100))
    for (index, path) in paths.enumerated() {
      #expect(claims.claim(path, by: .init(owner: Self.first, given: "n\(index)")) == nil)
    }
    for (index, path) in paths.enumerated() {
      // The same test and name again: its own.
      #expect(claims.claim(path, by: .init(owner: Self.first, given: "n\(index)")) == nil)
      // Another test: told which test has it, and under which name.
      let other = claims.claim(path, by: .init(owner: Self.second, given: "n\(index)"))
      #expect(other?.owner == Self.first && other?.given == "n\(index)", "\(path)")
      // Another name of the same test giving the same file: told the name used first.
      let renamed = claims.claim(path, by: .init(owner: Self.first, given: "m\(index)"))
      #expect(renamed?.owner == Self.first && renamed?.given == "n\(index)", "\(path)")
    }
    // Paths that differ only in case are one reference; another folder is another.
    let upper = paths[70].uppercased()
    #expect(claims.claim(upper, by: .init(owner: Self.second, given: "x"))?.given == "n70")
    let elsewhere = Self.paths[100]
    #expect(claims.claim(elsewhere, by: .init(owner: Self.second, given: "x")) == nil)
    #expect(claims.claim(elsewhere, by: .init(owner: Self.first, given: "y"))?.owner == Self.second)
  }

  /// The paths ``checkCollisions(_:)`` claims, apart from case.
  static var paths: [String] {
    (0..<100).map { "\(folder)/test\($0).PieChartView.64x64@2x.s\($0).png" }
      + ["/tmp/claims/Other/test70.PieChartView.64x64@2x.s70.png"]
  }

  @Test func everyCollisionIsToldWithTheHoldersNames() {
    checkCollisions(SnapshotClaims())
  }

  /// Every path hashing alike: no reference is lost and no false collision is reported, as
  /// the keys are compared whole when their hashes meet.
  @Test func pathsWhoseHashesCollideAreKeptApart() {
    let claims = SnapshotClaims(hash: { _ in 42 })
    checkCollisions(claims)
    #expect(claims._collidedCount == 100)  // All but the first of the 101 paths.
  }

  /// The paths spread over three hashes: each key shares its hash with many others.
  @Test func pathsSharingSomeHashesAreKeptApart() {
    let hash: @Sendable (String) -> Int = { $0.utf8.reduce(0) { $0 + Int($1) } % 3 }
    let claims = SnapshotClaims(hash: hash)
    checkCollisions(claims)
    let keys = Self.paths.map { claims.key(for: $0).lowercased() }
    #expect(keys.count == 101)
    #expect(Set(keys.map(hash)).count == 3)
    #expect(claims._collidedCount == 101 - 3)
  }

  /// A test whose label changes (its owner learnt later) keeps its references, and a
  /// second test is then told the label it has now.
  @Test func theLatestLabelOfAnOwnerIsTold() {
    let claims = SnapshotClaims()
    let path = Self.folder + "/ring.png"
    #expect(claims.claim(path, by: .init(owner: Self.first, given: "ring")) == nil)
    let relabelled = SnapshotOwner(id: "A", label: "first() (Tests/A.swift:2)")
    #expect(claims.claim(path, by: .init(owner: relabelled, given: "ring")) == nil)
    let holder = claims.claim(path, by: .init(owner: Self.second, given: "ring"))
    #expect(holder?.owner == relabelled)
  }

  /// An owner learnt later renames every reference its placeholder holds, and no other.
  @Test func everyReferenceOfAPlaceholderNamesTheOwnerLearnt() throws {
    let claims = SnapshotClaims(hash: { $0.utf8.count % 2 })
    claims.noteUnplaced(fileID: "Tests/RingTests.swift", testName: "testRing()")
    let placeholder = SnapshotOwner.unplaced(
      fileID: "Tests/RingTests.swift", testName: "testRing()")
    for (index, path) in Self.paths.enumerated() {
      let owner = index % 3 == 0 ? Self.first : placeholder
      #expect(claims.claim(path, by: .init(owner: owner, given: "n\(index)")) == nil)
    }
    let learnt = claims.caseLearnt(try #require(XCTestCurrentCase.Name("RingTests.testRing")))
    #expect(learnt.map(\.placeholder) == [placeholder.id])
    for (index, path) in Self.paths.enumerated() {
      let holder = claims.claim(path, by: .init(owner: Self.second, given: "x"))
      let label = index % 3 == 0 ? Self.first.label : "RingTests.testRing() (Tests/RingTests.swift)"
      #expect(holder?.owner.label == label && holder?.given == "n\(index)", "\(index)")
    }
  }

  /// Strings read back are the strings kept, byte for byte, across blocks and whatever
  /// they share with their neighbours.
  @Test func frontCodedStringsReadBackWhatWasKept() {
    var strings: [String] = ["", "a", "", "aa", "é", "e\u{301}", "ab", "abab", "ba"]
    strings += (0..<200).map { "/tmp/refs/case\($0 % 13).View.\($0)x\($0 * 7)@2x.png" }
    strings += ["🙂 line\nbreak", "\u{0}nul\u{0}", String(repeating: "long", count: 100)]
    var kept = FrontCodedStrings()
    let indices = strings.map { kept.append($0) }
    #expect(indices == Array(strings.indices))
    #expect(kept.count == strings.count)
    for (index, string) in strings.enumerated() {
      let read = kept.string(at: index)
      #expect(Array(read.utf8) == Array(string.utf8), "\(index)")
    }
  }

  /// The benchmark's paths take a few bytes each, not the 80 of their text.
  @Test func frontCodedPathsTakeAFewBytesEach() {
    var kept = FrontCodedStrings()
    let folder = "/tmp/designable-suite-benchmark-12345/snapshots/main"
    var text = 0
    for index in 0..<10_000 {
      let path = "\(folder)/main.PieChartView.64x64@2x.s\(index).png"
      text += path.utf8.count
      _ = kept.append(path)
    }
    #expect(text / 10_000 > 80)
    #expect(kept.byteCount / 10_000 < 12, "\(kept.byteCount) bytes")
  }
}
