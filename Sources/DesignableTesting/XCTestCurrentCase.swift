import DesignableChecks
import Foundation
import Synchronization
import XCTest

/// The XCTest case running now, learnt from `XCTestObservationCenter`: XCTest has no public
/// current test, so an observer is registered the first time an assertion asks, and it is
/// told of every case that starts after that.
final class XCTestCurrentCase: NSObject, XCTestObservation, @unchecked Sendable {
  /// A case as XCTest names it.
  typealias Name = XCTestCaseName

  private static let observer = Mutex<XCTestCurrentCase?>(nil)
  private let current = Mutex<Name?>(nil)
  /// Whether the observer came after the case running now had started: that case is not
  /// known until it finishes.
  private let missedStart = Mutex(false)

  /// The case running now, or `nil` outside XCTest and until the first case has started
  /// after the first call. The first call registers the observer.
  static var name: Name? {
    let shared = observer.withLock { observer in
      if let observer { return observer }
      let created = XCTestCurrentCase()
      created.missedStart.withLock { $0 = true }
      XCTestObservationCenter.shared.addTestObserver(created)
      observer = created
      return created
    }
    return shared.current.withLock { $0 }
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    let name = Name(testCase.name)
    missedStart.withLock { $0 = false }
    current.withLock { $0 = name }
    if let name { SnapshotClaims.shared.caseStarted(name) }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    let missed = missedStart.withLock { missed in
      defer { missed = false }
      return missed
    }
    if missed, let name = Name(testCase.name) {
      SnapshotRun.shared.ownersLearnt(SnapshotClaims.shared.caseLearnt(name))
    }
    current.withLock { $0 = nil }
  }
}
