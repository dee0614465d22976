import DesignableChecks
import Dispatch
import Foundation
import ImageDiff
import Raster
import SnapshotTesting

/// swift-snapshot-testing's `assertSnapshot` for the strategies whose format is a ``Bitmap``
/// (`.image(size:scale:attributes:path:options:)` for component types, `.image(scale:)` for
/// views, `.image(options:scale:)` for bitmaps), with Designable's conventions: being more
/// specific, it is the one Swift picks for them when both libraries are imported.
///
/// The reference is `__Snapshots__/<test file>/<test>.<name or number>.png` at the package
/// root (swift-snapshot-testing's file name, numbered from 1 in each test when unnamed);
/// record modes, artifacts and the run summary are those of ``assertSnapshots(of:sizes:scales:attributeSets:path:standard:options:named:record:fileID:filePath:testName:line:column:)``.
/// A value that cannot be built or drawn fails and records nothing. A missing reference
/// that swift-snapshot-testing kept beside the test file is adopted (copied).
///
/// - Parameters:
///   - value: the value to draw.
///   - snapshotting: the strategy.
///   - name: the snapshot's name after the test's; a number when `nil`.
///   - record: the record mode; by default as ``RecordMode/resolve(_:environment:)`` says.
///   - timeout: seconds to wait for a strategy that draws asynchronously.
///   - testName: the test's name (`#function`), which starts the reference's name.
/// - Returns: the outcome, also added to the run summary.
@discardableResult
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Bitmap>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> SnapshotOutcome {
  let file = String(describing: filePath)
  let site = SnapshotSite(filePath: file, fileID: String(describing: fileID), testName: testName)
  let identifier =
    name.map(SnapshotName.test)
    ?? String(
      SnapshotClaims.shared.nextNumber(
        for: site.owner, in: site.group, testName: testName, testCase: site.testCase))
  let full = SnapshotName.inTest(testName, identifier)
  let former = (SnapshotLocations.formerStrategyFolder(forFile: file) as NSString)
    .appendingPathComponent(full + ".png")
  var request = SnapshotRequest(
    name: full, group: site.group, referencePath: site.referencePath(full),
    metadata: SnapshotMetadata(name: full),
    record: RecordMode.recording(RecordMode.resolve(record)),
    artifactsFolder: site.artifacts, formerPaths: [former],
    recordSource: RecordMode.source(record))
  var outcome: SnapshotOutcome
  let given = testName + "\u{0}" + (name ?? identifier)
  if let collision = SnapshotClaims.shared.collision(request, site.owner, given: given) {
    outcome = collision
  } else if let notHere = SnapshotShard.outcome(for: request) {
    outcome = notHere  // another shard's, or the shard variables are wrong
  } else {
    switch StrategyRun.draw(try value(), snapshotting, timeout: timeout) {
    case .failure(let failure):
      // Reasons are sentences of their own, often ending in a period.
      let reason =
        failure.reason.hasSuffix(".") ? String(failure.reason.dropLast()) : failure.reason
      outcome = SnapshotMatrix.failed(
        request, "could not be drawn: " + reason + ". Nothing was recorded.")
    case .success(let (picture, comparison, fonts)):
      request.options = comparison.options
      request.scale = comparison.scale
      // A picture with text records its fonts, as a matrix cell does; one without, none.
      request.recordsDefaultFonts = !fonts.isEmpty
      request.usedFaces = fonts
      outcome = SnapshotVerifier.verify(picture, request)
    }
  }
  outcome.owner = site.owner
  SnapshotRun.shared.add(outcome, artifactsFolder: site.artifacts)
  IssueReporter.report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
  return outcome
}
