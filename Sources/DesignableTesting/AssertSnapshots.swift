import Components
import DesignableChecks
import Foundation
import ImageDiff
import SnapshotTesting

/// Asserts a component's snapshots over a matrix of sizes × scales × attribute sets, one
/// reference each under `__Snapshots__/<test file>/` at the package root, named after the
/// test and by ``SnapshotName`` (`pieChart.PieChartView.120x120@2x.quarter.png`).
///
/// Cells are built, rendered and compared in parallel across cores; the outcomes are the
/// same as one at a time, in matrix order (sizes, then scales, then attribute sets).
/// Works in XCTest and Swift Testing; each failing cell records one issue. A reference
/// belongs to one test: a second test of the run asking for it fails, naming both. A
/// missing reference whose name before test names (`PieChartView.120x120@2x.quarter.png`)
/// exists is adopted: copied to the new name, and the outcome says so.
///
/// - Parameters:
///   - type: the component's class.
///   - sizes: view sizes in points.
///   - scales: pixels per point.
///   - attributeSets: the named attribute sets; two with one name are a usage error.
///   - path: the lifecycle path that builds the component; design time by default.
///   - area: what each picture covers: the bounds (the default), or with
///     `.boundsAndOverflow` also what the view shows past them (a shadow, a subview
///     outside), whose references' names end in `.overflow`.
///   - standard: standard properties, as the inspector sets them.
///   - options: the tolerances; exact by default.
///   - name: what the references' names start with instead of the test's name.
///   - record: the record mode; by default as ``RecordMode/resolve(_:environment:)`` says.
///   - testName: the test's name (`#function`), which starts every reference's name.
/// - Returns: the outcomes, also added to the run summary.
@discardableResult
public func assertSnapshots<V: View>(
  of type: V.Type,
  sizes: [CGSize],
  scales: [CGFloat] = [1, 2, 3],
  attributeSets: [AttributeSet] = [.empty],
  path: LifecyclePath = .designTime,
  area: DrawnArea = .bounds,
  standard: StandardProperties = StandardProperties(),
  options: DiffOptions = .exact,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> [SnapshotOutcome] {
  let site = SnapshotSite(
    filePath: String(describing: filePath), fileID: String(describing: fileID),
    testName: testName)
  if let problem = SnapshotMatrix.repeatedSetNames(attributeSets) {
    IssueReporter.record(problem, fileID: fileID, filePath: filePath, line: line, column: column)
    return []
  }
  let outcomes = verifySnapshotMatrix(
    of: type, sizes: sizes, scales: scales, attributeSets: attributeSets, path: path,
    area: area, standard: standard, options: options, test: name ?? testName,
    folder: site.folder, group: site.group, artifactsFolder: site.artifacts, record: record,
    owner: site.owner)
  for outcome in outcomes {
    IssueReporter.report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return outcomes
}

/// Builds, renders and verifies a matrix of snapshots without recording issues: the work of
/// ``assertSnapshots(of:sizes:scales:attributeSets:path:area:standard:options:named:record:fileID:filePath:testName:line:column:)``,
/// for tools that report on their own (`designable demo`). Outcomes are in matrix order and
/// added to the run summary; when attribute sets share a name, nothing is verified and the
/// one outcome is a failure that says so.
/// - Parameters:
///   - test: the name of the test the references belong to, which starts their names
///     (`snapshots` for `snapshots.PieChartView.120x120@2x.quarter.png`); none by default.
///   - folder: the folder holding this group's references.
///   - group: the group's name, for artifacts and the summary.
///   - artifactsFolder: where failure pictures and the summary go.
///   - record: the record mode; by default as ``RecordMode/resolve(_:environment:)`` says.
///   - owner: the test the references belong to; when given, a reference another test of
///     this run already used fails instead of being shared.
public func verifySnapshotMatrix<V: View>(
  of type: V.Type, sizes: [CGSize], scales: [CGFloat], attributeSets: [AttributeSet],
  path: LifecyclePath = .designTime, area: DrawnArea = .bounds,
  standard: StandardProperties = StandardProperties(),
  options: DiffOptions = .exact, test: String? = nil, folder: String, group: String,
  artifactsFolder: String, record: SnapshotTestingConfiguration.Record? = nil,
  owner: SnapshotOwner? = nil
) -> [SnapshotOutcome] {
  SnapshotMatrix.verify(
    of: type, sizes: sizes, scales: scales, attributeSets: attributeSets, path: path,
    area: area, standard: standard, options: options, test: test, folder: folder, group: group,
    artifactsFolder: artifactsFolder, record: RecordMode.recording(RecordMode.resolve(record)),
    recordSource: RecordMode.source(record), owner: owner)
}
