import Foundation
import ImageDiff
import Raster

@_spi(Internals) import SnapshotTesting

/// Asserts that a picture matches the reference `__Snapshots__/<test file>/<name>.png` at
/// the package root, recording it by the record mode's rules (see ``SnapshotVerifier``).
///
/// Works in XCTest and Swift Testing. On failure, the message gives the numbers, the
/// tolerances applied and the paths of the reference, the actual picture and the diff
/// picture; every outcome goes to the run summary in the artifacts folder.
///
/// - Parameters:
///   - picture: the picture drawn by this run.
///   - name: the snapshot's name, also its file name, for example
///     `PieChartView.120x120@2x.quarter`.
///   - options: the tolerances; exact by default.
///   - scale: pixels per point, for the options' ignored regions.
///   - metadata: what the reference records about how it was drawn.
///   - record: the record mode; by default as ``RecordMode/resolve(_:environment:)`` says.
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
  line: UInt = #line,
  column: UInt = #column
) -> SnapshotOutcome {
  let file = String(describing: filePath)
  let group = SnapshotLocations.group(forFile: file)
  let folder = (SnapshotLocations.snapshotsFolder(forFile: file) as NSString)
    .appendingPathComponent(group)
  let artifacts = SnapshotLocations.artifactsFolder(forFile: file)
  var stamped = metadata
  if stamped.name == nil { stamped.name = name }
  let request = SnapshotRequest(
    name: name, group: group,
    referencePath: (folder as NSString).appendingPathComponent(name + ".png"), options: options,
    scale: scale, metadata: stamped, record: RecordMode.resolve(record), artifactsFolder: artifacts)
  let outcome = SnapshotVerifier.verify(picture, request)
  SnapshotRun.shared.add(outcome, artifactsFolder: artifacts)
  if outcome.status != .passed, let message = outcome.message {
    IssueReporter.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return outcome
}
