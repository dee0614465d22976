import Foundation
import Synchronization

/// The references claimed by tests in this process: a reference belongs to one test, and a
/// second test asking for it is told which test has it.
package final class SnapshotClaims: @unchecked Sendable {
  /// The claims of this test process.
  package static let shared = SnapshotClaims()

  /// What holds a reference: a test, and the snapshot's name as the test gave it, before it
  /// became a file name.
  struct Holder {
    var owner: SnapshotOwner
    var given: String
  }

  /// A claim, in 8 bytes: the holder's index in ``owners``, and the index of the reference's
  /// key in ``paths`` and of the given name in ``givens`` (one index: every claim adds one
  /// string to each).
  private struct Claim {
    var owner: UInt32
    var strings: UInt32
  }

  private let lock = NSLock()
  /// The hash of a key (``key(for:)``, lowercased), for ``claims``.
  private let hash: @Sendable (String) -> Int
  /// The claims by the hash of their key. A claim keeps no string of its own: the key and the
  /// given name are read back from ``paths`` and ``givens`` only when the same key is asked
  /// for again, so that a run of thousands of references keeps a few bytes for each.
  private var claims: [Int: Claim] = [:]
  /// The claims whose key's hash another key had first, by key: a hash names no reference
  /// alone, so two keys sharing one are both kept, each with its own holder.
  private var collided: [String: Claim] = [:]
  private var paths = FrontCodedStrings()
  private var givens = FrontCodedStrings()
  /// The owners the claims name, each kept once: tests are far fewer than references.
  private var owners: [SnapshotOwner] = []
  /// The index in ``owners`` by id and label.
  private var ownerIndices: [String: UInt32] = [:]
  /// Standardized folders by folder, for ``key(for:)``: a run's references sit in a few.
  private let folderKeys = Mutex<[String: String]>([:])
  private var counters: [String: Int] = [:]
  /// The XCTest case each counter was counted in, so that the case starting again counts
  /// from 1, whichever tests ran before.
  private var counterCases: [String: XCTestCaseName] = [:]
  /// Owners used before the running XCTest case was known, by id: file and function.
  private var unplaced: [String: (fileID: String, testName: String)] = [:]

  /// Claims kept apart by `hash` of their key; by default the standard library's hash.
  package init(hash: @escaping @Sendable (String) -> Int = { $0.hashValue }) {
    self.hash = hash
  }

  /// The number of claims whose key's hash another key had first (for tests).
  package var _collidedCount: Int { lock.withLock { collided.count } }

  /// Claims `referencePath` for `holder`; returns the holder that already has it when that
  /// is another test, or another name of this test that gave the same file name; `nil`
  /// when it is free or already this holder's.
  func claim(_ referencePath: String, by holder: Holder) -> Holder? {
    // Lowercased: paths that differ only in case are one file on macOS.
    let key = key(for: referencePath).lowercased()
    let hashed = hash(key)
    lock.lock()
    defer { lock.unlock() }
    guard let first = claims[hashed] else {
      claims[hashed] = newClaim(key, holder)
      return nil
    }
    if paths.string(at: Int(first.strings)) == key {
      return settle(first, holder) { claims[hashed] = $0 }
    }
    guard let other = collided[key] else {
      collided[key] = newClaim(key, holder)
      return nil
    }
    return settle(other, holder) { collided[key] = $0 }
  }

  /// A claim of `key` for `holder`, its strings kept. Called under ``lock``.
  private func newClaim(_ key: String, _ holder: Holder) -> Claim {
    let strings = paths.append(key)
    let given = givens.append(holder.given)
    assert(given == strings, "the two stores grow together")
    return Claim(owner: index(of: holder.owner), strings: UInt32(strings))
  }

  /// The holder of `claim` when it is not `holder`; otherwise `nil`, and the claim names
  /// `holder`'s owner from now on (`update`). Called under ``lock``.
  private func settle(_ claim: Claim, _ holder: Holder, update: (Claim) -> Void) -> Holder? {
    let owner = owners[Int(claim.owner)]
    let given = givens.string(at: Int(claim.strings))
    if owner.id != holder.owner.id || given != holder.given {
      return Holder(owner: owner, given: given)
    }
    var claim = claim
    claim.owner = index(of: holder.owner)
    update(claim)
    return nil
  }

  /// The key of `owner` in ``ownerIndices``: its id and label, which together tell owners apart.
  private static func ownerKey(_ owner: SnapshotOwner) -> String {
    owner.id + "\u{0}" + owner.label
  }

  /// The index of `owner` in ``owners``, added when new, so that a test's thousands of
  /// claims share its id and label. Called under ``lock``.
  private func index(of owner: SnapshotOwner) -> UInt32 {
    let key = Self.ownerKey(owner)
    if let known = ownerIndices[key] { return known }
    let index = UInt32(owners.count)
    owners.append(owner)
    ownerIndices[key] = index
    return index
  }

  /// The key of a reference: its standardized path (`NSString.standardizingPath`, which
  /// resolves symbolic links with a system call per component). The folder's standardized
  /// path is kept, so that per call only the file itself is looked at: unless it is a
  /// symbolic link (or the path is relative or unusual), its key is the folder's key and its
  /// name, as standardizing the whole path gives.
  func key(for referencePath: String) -> String {
    guard referencePath.hasPrefix("/"),
      let slash = referencePath.utf8.lastIndex(of: UInt8(ascii: "/")),
      slash > referencePath.startIndex
    else { return (referencePath as NSString).standardizingPath }
    let folder = String(referencePath[..<slash])
    let name = referencePath[referencePath.index(after: slash)...]
    guard !name.isEmpty, name != ".", name != "..", !Self.isSymbolicLink(referencePath) else {
      return (referencePath as NSString).standardizingPath
    }
    let folderKey =
      folderKeys.withLock { $0[folder] }
      ?? {
        let key = (folder as NSString).standardizingPath
        folderKeys.withLock { $0[folder] = key }
        return key
      }()
    return folderKey.hasSuffix("/") ? folderKey + name : folderKey + "/" + name
  }

  /// Whether `path` names a symbolic link (`lstat`); `false` when nothing is there.
  private static func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0 else { return false }
    return status.st_mode & S_IFMT == S_IFLNK
  }

  /// Claims the request's reference for `owner`'s snapshot named `given` (before it was made
  /// a file name); a failed outcome naming both when another test of this run, or another
  /// name in this test, holds it.
  package func collision(_ request: SnapshotRequest, _ owner: SnapshotOwner, given: String)
    -> SnapshotOutcome?
  {
    guard let other = claim(request.referencePath, by: Holder(owner: owner, given: given)) else {
      return nil
    }
    if other.owner.id == owner.id {
      return SnapshotMatrix.failed(
        request,
        """
        has the reference \(request.referencePath), which another snapshot of \(owner.label) \
        already used: "\(printable(other.given))" and "\(printable(given))" give the same file \
        name. Give them names that differ in letters or digits. Nothing was compared or recorded.
        """)
    }
    return SnapshotMatrix.failed(
      request,
      """
      has the reference \(request.referencePath), which \(other.owner.label) already used in \
      this run; \(owner.label) asked for it too. A reference belongs to one test: give one of \
      them its own name with `named:`. Nothing was compared or recorded.
      """)
  }

  /// A given name for a message: the parts joined with ` / ` and control characters escaped.
  private func printable(_ given: String) -> String {
    let text = given.split(separator: "\u{0}", omittingEmptySubsequences: false)
      .joined(separator: " / ")
    return text.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control
        ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
  }

  /// The next number for an unnamed snapshot of `owner` in `group`, from 1, as
  /// swift-snapshot-testing numbers them.
  /// `testCase` is the XCTest case counting, if any.
  package func nextNumber(
    for owner: SnapshotOwner, in group: String, testName: String,
    testCase: XCTestCaseName? = nil
  ) -> Int {
    let key = owner.id + "\u{0}" + group + "\u{0}" + testName
    lock.lock()
    defer { lock.unlock() }
    let number = (counters[key] ?? 0) + 1
    counters[key] = number
    counterCases[key] = testCase
    return number
  }

  /// An XCTest case starts: its unnamed snapshots count from 1 again.
  package func caseStarted(_ testCase: XCTestCaseName) {
    lock.lock()
    defer { lock.unlock() }
    for (key, counted) in counterCases where counted == testCase {
      counters[key] = nil
      counterCases[key] = nil
    }
  }

  /// Notes an owner made while no XCTest case was known (the observer came during it).
  package func noteUnplaced(fileID: String, testName: String) {
    let id = SnapshotOwner.unplaced(fileID: fileID, testName: testName).id
    lock.lock()
    defer { lock.unlock() }
    unplaced[id] = (fileID, testName)
  }

  /// The case that ran before the observer came has finished: the references its owners
  /// hold now name its class, so that a later case asking for them is told which.
  /// - Returns: each placeholder owner's id with the owner it stands for, in id order.
  @discardableResult
  package func caseLearnt(_ testCase: XCTestCaseName) -> [RunRecord.OwnerLearnt] {
    lock.lock()
    defer { lock.unlock() }
    var learnt: [String: SnapshotOwner] = [:]
    for (id, place) in unplaced {
      learnt[id] = SnapshotOwner.xcTest(testCase, fileID: place.fileID, testName: place.testName)
    }
    // The claims name owners by index: each placeholder's entry becomes the owner learnt.
    for (index, placeholder) in owners.enumerated() {
      guard let owner = learnt[placeholder.id] else { continue }
      ownerIndices[Self.ownerKey(placeholder)] = nil
      owners[index] = owner
      let key = Self.ownerKey(owner)
      if ownerIndices[key] == nil { ownerIndices[key] = UInt32(index) }
    }
    unplaced = [:]
    return learnt.keys.sorted().compactMap { id in
      learnt[id].map { RunRecord.OwnerLearnt(placeholder: id, owner: $0) }
    }
  }
}
