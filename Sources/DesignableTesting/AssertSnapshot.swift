import DesignableChecks
import Foundation
import ImageDiff
import Raster
import SnapshotTesting

/// Asserts that a picture matches the reference `__Snapshots__/<test file>/<test>.<name>.png`
/// at the package root, recording it by the record mode's rules (see ``SnapshotVerifier``).
///
/// Works in XCTest and Swift Testing. On failure, the message gives the numbers, the
/// tolerances applied and the paths of the reference, the actual picture and the diff
/// picture; every outcome goes to the run summary in the artifacts folder. A reference
/// belongs to one test: a second test of the run asking for it fails, naming both. A
/// missing reference whose name before test names (`<name>.png`) exists is adopted.
///
/// - Parameters:
///   - picture: the picture drawn by this run.
///   - name: the snapshot's name after the test's, for example
///     `PieChartView.120x120@2x.quarter`; made a safe file name.
///   - options: the tolerances; exact by default.
///   - scale: pixels per point, for the options' ignored regions.
///   - metadata: what the reference records about how it was drawn.
///   - record: the record mode; by default as ``RecordMode/resolve(_:environment:)`` says.
///   - testName: the test's name (`#function`), which starts the reference's name.
/// - Returns: the outcome, also added to the run summary.
@discardableResult
public func assertDesignableSnapshot(
  of picture: Bitmap,
  named name: String,
  options: DiffOptions = .exact,
  scale: Double = 1,
  metadata: SnapshotMetadata = SnapshotMetadata(),
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> SnapshotOutcome {
  let site = SnapshotSite(
    filePath: String(describing: filePath), fileID: String(describing: fileID),
    testName: testName)
  let former = SafeFileName.make(name)
  let full = SnapshotName.inTest(testName, former)
  var stamped = metadata
  if stamped.name == nil { stamped.name = full }
  let request = SnapshotRequest(
    name: full, group: site.group, referencePath: site.referencePath(full), options: options,
    scale: scale, metadata: stamped, record: RecordMode.recording(RecordMode.resolve(record)),
    artifactsFolder: site.artifacts, formerPaths: [site.referencePath(former)],
    recordSource: RecordMode.source(record))
  var outcome =
    SnapshotClaims.shared.collision(request, site.owner, given: testName + "\u{0}" + name)
    ?? SnapshotVerifier.verify(picture, request)
  outcome.owner = site.owner
  SnapshotRun.shared.add(outcome, artifactsFolder: site.artifacts)
  IssueReporter.report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
  return outcome
}
