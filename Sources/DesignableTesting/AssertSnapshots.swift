import Components
import Dispatch
import Foundation
import ImageDiff
import PNGCodec
import Raster
internal import Typesetting

@_spi(Internals) import SnapshotTesting

/// Asserts a component's snapshots over a matrix of sizes × scales × attribute sets, one
/// reference each under `__Snapshots__/<test file>/` at the package root, named by
/// ``SnapshotName`` (`PieChartView.120x120@2x.quarter.png`).
///
/// Cells are built, rendered and compared in parallel across cores; the outcomes are the
/// same as one at a time, in matrix order (sizes, then scales, then attribute sets).
/// Works in XCTest and Swift Testing; each failing cell records one issue.
///
/// - Parameters:
///   - type: the component's class.
///   - sizes: view sizes in points.
///   - scales: pixels per point.
///   - attributeSets: the named attribute sets.
///   - path: the lifecycle path that builds the component; design time by default.
///   - standard: standard properties, as the inspector sets them.
///   - options: the tolerances; exact by default.
///   - record: the record mode; by default as ``RecordMode/resolve(_:environment:)`` says.
/// - Returns: the outcomes, also added to the run summary.
@discardableResult
public func assertSnapshots<V: View>(
  of type: V.Type,
  sizes: [CGSize],
  scales: [CGFloat] = [1, 2, 3],
  attributeSets: [AttributeSet] = [.empty],
  path: LifecyclePath = .designTime,
  standard: StandardProperties = StandardProperties(),
  options: DiffOptions = .exact,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> [SnapshotOutcome] {
  let file = String(describing: filePath)
  let group = SnapshotLocations.group(forFile: file)
  let artifacts = SnapshotLocations.artifactsFolder(forFile: file)
  let outcomes = verifySnapshotMatrix(
    of: type, sizes: sizes, scales: scales, attributeSets: attributeSets, path: path,
    standard: standard, options: options,
    folder: (SnapshotLocations.snapshotsFolder(forFile: file) as NSString).appendingPathComponent(group),
    group: group, artifactsFolder: artifacts, record: record)
  for outcome in outcomes {
    if outcome.status != .passed, let message = outcome.message {
      IssueReporter.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
  return outcomes
}

/// Builds, renders and verifies a matrix of snapshots without recording issues: the work of
/// ``assertSnapshots(of:sizes:scales:attributeSets:path:standard:options:record:fileID:filePath:line:column:)``,
/// for tools that report on their own (`designable demo`). Outcomes are in matrix order and
/// added to the run summary.
/// - Parameters:
///   - folder: the folder holding this group's references.
///   - group: the group's name, for artifacts and the summary.
///   - artifactsFolder: where failure pictures and the summary go.
public func verifySnapshotMatrix<V: View>(
  of type: V.Type, sizes: [CGSize], scales: [CGFloat], attributeSets: [AttributeSet],
  path: LifecyclePath = .designTime, standard: StandardProperties = StandardProperties(),
  options: DiffOptions = .exact, folder: String, group: String, artifactsFolder: String,
  record: SnapshotTestingConfiguration.Record? = nil
) -> [SnapshotOutcome] {
  let mode = RecordMode.resolve(record)
  let fonts = SnapshotMatrix.fontsDescription
  let cells = sizes.flatMap { size in
    scales.flatMap { scale in attributeSets.map { (size, scale, $0) } }
  }
  let environment = DesignEnvironment.current
  let outcomes = inParallel(cells.count) { index in
    let (size, scale, set) = cells[index]
    let name = SnapshotName.make(
      component: String(describing: type), size: size, scale: scale, attributeSet: set.name,
      path: path)
    let request = SnapshotRequest(
      name: name, group: group,
      referencePath: (folder as NSString).appendingPathComponent(name + ".png"), options: options,
      scale: Double(scale),
      metadata: SnapshotMetadata(name: name, attributes: set.summary, fonts: fonts), record: mode,
      artifactsFolder: artifactsFolder)
    if let notHere = SnapshotShard.outcome(for: request) { return notHere }
    return DesignEnvironment.$current.withValue(environment) {
      SnapshotMatrix.verify(
        type, size: size, scale: scale, set: set, path: path, standard: standard, request: request)
    }
  }
  SnapshotRun.shared.add(outcomes, artifactsFolder: artifactsFolder)
  return outcomes
}

enum SnapshotMatrix {
  /// Builds, renders and verifies one cell; a failure to build or render is a failed outcome.
  static func verify<V: View>(
    _ type: V.Type, size: CGSize, scale: CGFloat, set: AttributeSet, path: LifecyclePath,
    standard: StandardProperties, request: SnapshotRequest
  ) -> SnapshotOutcome {
    do {
      let view = try Lifecycle.build(
        type, path: path, frame: CGRect(origin: .zero, size: size), standard: standard,
        attributes: set)
      let picture = try Lifecycle.renderChecked(view, scale: scale)
      guard picture.width > 0, picture.height > 0 else {
        return failed(request, "the picture is empty: \(size.width)×\(size.height) points at \(scale)x has no pixels; snapshot a size of at least one pixel")
      }
      return SnapshotVerifier.verify(picture, request)
    } catch {
      return failed(request, "could not be drawn: \(error)")
    }
  }

  static func failed(_ request: SnapshotRequest, _ reason: String) -> SnapshotOutcome {
    SnapshotOutcome(
      name: request.name, group: request.group, status: .failed,
      referencePath: request.referencePath, options: request.options,
      message: "Snapshot \"\(request.name)\" \(reason)", decodeSeconds: 0, compareSeconds: 0)
  }

  /// The default fonts by file name and content hash, or `nil` when they are missing.
  static var fontsDescription: String? {
    let faces = [false, true].compactMap { try? FontRegistry.shared.systemFace(bold: $0) }
    guard !faces.isEmpty else { return nil }
    return faces.map { "\($0.fileName) \($0.contentHash)" }.joined(separator: ", ")
  }
}

extension AttributeSet {
  /// The set as one line for a reference's metadata: `name: key = value; …`.
  var summary: String {
    name + ": " + attributes.map { "\($0.keyPath) = \($0.value)" }.joined(separator: "; ")
  }
}
