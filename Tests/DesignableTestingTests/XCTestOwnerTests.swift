import Foundation
import Testing
import XCTest

@testable import DesignableChecks
@testable import DesignableTesting

/// What the XCTest ownership classes below saw, to compare across classes.
final class XCTestOwnerLog: @unchecked Sendable {
  static let shared = XCTestOwnerLog()
  /// Claims of these classes only: the shared claims would mix in every other test's.
  let claims = SnapshotClaims()
  private let lock = NSLock()
  private var seen: [String: SnapshotOwner] = [:]

  /// Claims one reference for `owner` of `className`; the holders of the classes that ran
  /// before.
  func claim(_ owner: SnapshotOwner, of className: String)
    -> (SnapshotClaims.Holder?, [String])
  {
    let path = "/tmp/claims/OwnerTests/testRing.ring.png"
    let other = claims.claim(path, by: .init(owner: owner, given: "ring"))
    return lock.withLock {
      let before = Array(seen.keys)
      seen[className] = owner
      return (other, before)
    }
  }
}

/// Two XCTest classes in one file with the same test method: their owners differ and name
/// their class, one reference asked for by both collides, and each counts its unnamed
/// snapshots from 1 whichever ran first.
class OwnerRingXCTests: XCTestCase {
  override class func setUp() {
    super.setUp()
    _ = XCTestCurrentCase.name  // The observer is there before this class's cases start.
  }

  var className: String { "OwnerRingXCTests" }

  func testRing() {
    let site = SnapshotSite(filePath: #filePath, fileID: #fileID, testName: #function)
    XCTAssertEqual(site.testCase?.className, className)
    XCTAssertEqual(site.testCase?.method, "testRing")
    XCTAssertTrue(site.owner.id.contains(" \(className) "), site.owner.id)
    XCTAssertTrue(site.owner.label.hasPrefix("\(className).testRing()"), site.owner.label)
    let (other, before) = XCTestOwnerLog.shared.claim(site.owner, of: className)
    if before.isEmpty {
      XCTAssertNil(other)
    } else {
      let holder = try? XCTUnwrap(other, "a second class asking for the reference collides")
      XCTAssertTrue(before.contains { holder?.owner.label.hasPrefix($0 + ".") == true })
    }
  }

  func testUnnamedCountFromOne() {
    let site = SnapshotSite(filePath: #filePath, fileID: #fileID, testName: #function)
    let count = {
      SnapshotClaims.shared.nextNumber(
        for: site.owner, in: site.group, testName: #function, testCase: site.testCase)
    }
    XCTAssertEqual(count(), 1)
    XCTAssertEqual(count(), 2)
    let testCase = try? XCTUnwrap(site.testCase)
    if let testCase { SnapshotClaims.shared.caseStarted(testCase) }  // The case runs again.
    XCTAssertEqual(count(), 1)
  }
}

/// A variant re-running the inherited tests, as a dark-appearance subclass would (Linux runs
/// the inherited tests a subclass declares): its owner is its own class, so the inherited
/// `testRing` collides with the base class's.
final class OwnerRingDarkXCTests: OwnerRingXCTests {
  override var className: String { "OwnerRingDarkXCTests" }
  override func testRing() { super.testRing() }
}

final class OwnerRingAgainXCTests: XCTestCase {
  override class func setUp() {
    super.setUp()
    _ = XCTestCurrentCase.name
  }

  func testRing() {
    let site = SnapshotSite(filePath: #filePath, fileID: #fileID, testName: #function)
    XCTAssertEqual(site.testCase?.className, "OwnerRingAgainXCTests")
    let (other, before) = XCTestOwnerLog.shared.claim(site.owner, of: "OwnerRingAgainXCTests")
    if before.isEmpty {
      XCTAssertNil(other)
    } else {
      let holder = try? XCTUnwrap(other, "a second class asking for the reference collides")
      XCTAssertTrue(before.contains { holder?.owner.label.hasPrefix($0 + ".") == true })
    }
  }

  func testUnnamedCountFromOne() {
    let site = SnapshotSite(filePath: #filePath, fileID: #fileID, testName: #function)
    XCTAssertEqual(
      SnapshotClaims.shared.nextNumber(
        for: site.owner, in: site.group, testName: #function, testCase: site.testCase), 1)
  }
}

@Suite("The XCTest case running")
struct XCTestCurrentCaseTests {
  @Test(arguments: ["-[RingTests testRing]", "RingTests.testRing"])
  func namesAreReadInBothForms(_ name: String) throws {
    let parsed = try #require(XCTestCurrentCase.Name(name))
    #expect(parsed.className == "RingTests" && parsed.method == "testRing")
  }

  @Test func otherNamesAreNotCases() {
    #expect(XCTestCurrentCase.Name("testRing") == nil)
    #expect(XCTestCurrentCase.Name("-[RingTests]") == nil)
    #expect(XCTestCurrentCase.Name(".testRing") == nil)
  }

  /// A case the observer came during is named by its file and function until it finishes;
  /// then the references it holds name its class.
  @Test func theCaseBeforeTheObserverIsNamedWhenItFinishes() throws {
    let claims = SnapshotClaims()
    let path = "/tmp/claims/OwnerTests/first.png"
    claims.noteUnplaced(fileID: "Tests/RingTests.swift", testName: "testRing()")
    let first = SnapshotOwner.unplaced(fileID: "Tests/RingTests.swift", testName: "testRing()")
    #expect(claims.claim(path, by: .init(owner: first, given: "ring")) == nil)
    claims.caseLearnt(try #require(XCTestCurrentCase.Name("RingTests.testRing")))
    let later = SnapshotOwner.xcTest(
      try #require(XCTestCurrentCase.Name("DarkRingTests.testRing")),
      fileID: "Tests/RingTests.swift", testName: "testRing()")
    let holder = try #require(claims.claim(path, by: .init(owner: later, given: "ring")))
    #expect(holder.owner.label == "RingTests.testRing() (Tests/RingTests.swift)")
  }
}
