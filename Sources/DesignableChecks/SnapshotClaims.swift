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

  private let lock = NSLock()
  private var holders: [String: Holder] = [:]
  /// The owners of ``holders`` by id, each kept once (``interned(_:)``).
  private var owners: [String: SnapshotOwner] = [:]
  /// Standardized folders by folder, for ``key(for:)``: a run's references sit in a few.
  private let folderKeys = Mutex<[String: String]>([:])
  private var counters: [String: Int] = [:]
  /// The XCTest case each counter was counted in, so that the case starting again counts
  /// from 1, whichever tests ran before.
  private var counterCases: [String: XCTestCaseName] = [:]
  /// Owners used before the running XCTest case was known, by id: file and function.
  private var unplaced: [String: (fileID: String, testName: String)] = [:]

  /// Claims `referencePath` for `holder`; returns the holder that already has it when that
  /// is another test, or another name of this test that gave the same file name; `nil`
  /// when it is free or already this holder's.
  func claim(_ referencePath: String, by holder: Holder) -> Holder? {
    // Lowercased: paths that differ only in case are one file on macOS.
    let key = key(for: referencePath).lowercased()
    lock.lock()
    defer { lock.unlock() }
    if let other = holders[key], other.owner.id != holder.owner.id || other.given != holder.given {
      return other
    }
    var holder = holder
    holder.owner = interned(holder.owner)
    holders[key] = holder
    return nil
  }

  /// The one copy of `owner` kept for every reference it holds, so that a test's thousands
  /// of claims share its id and label instead of holding copies. Called under ``lock``.
  private func interned(_ owner: SnapshotOwner) -> SnapshotOwner {
    if let known = owners[owner.id], known == owner { return known }
    owners[owner.id] = owner
    return owner
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
    for (key, holder) in holders {
      guard let owner = learnt[holder.owner.id] else { continue }
      holders[key]?.owner = owner
    }
    unplaced = [:]
    return learnt.keys.sorted().compactMap { id in
      learnt[id].map { RunRecord.OwnerLearnt(placeholder: id, owner: $0) }
    }
  }
}
