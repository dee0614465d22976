import Components
import DesignableChecks
import Foundation
import ImageDiff

/// Checks a component with the divergence checker and records a test failure for every
/// finding it has not declared as expected, with the explanation, the fix and the pictures.
///
/// Works in XCTest and Swift Testing. Each size × attribute set is checked in parallel; the
/// pictures go to `<artifacts>/check` and the reports to the run summary.
///
/// - Parameters:
///   - type: the component's class.
///   - sizes: view sizes in points.
///   - scale: pixels per point for the pictures.
///   - attributeSets: the attribute sets, in document order.
///   - standard: the standard properties its document archives; by default what Interface
///     Builder archives for its class (`View.documentDefaults`).
///   - expected: finding kinds the component exists to show (reported, not failed).
///   - options: how pictures are compared; exact by default.
/// - Returns: the reports.
@discardableResult
public func assertNoDivergence<V: View>(
  of type: V.Type,
  sizes: [CGSize],
  scale: CGFloat = 2,
  attributeSets: [AttributeSet] = [.empty],
  standard: StandardProperties? = nil,
  expected: [FindingKind] = [],
  options: DiffOptions = .exact,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> [CheckReport] {
  let artifacts = SnapshotLocations.artifactsFolder(forFile: String(describing: filePath))
  let target = CheckTarget(
    type, sizes: sizes, attributeSets: attributeSets, standard: standard,
    expectedFindings: expected)
  let reports = target.check(
    scale: scale, diff: options,
    picturesFolder: (artifacts as NSString).appendingPathComponent("check"))
  SnapshotRun.shared.add(reports, artifactsFolder: artifacts)
  for report in reports {
    for finding in report.unexpectedFindings {
      var message =
        "\(report.component) \(SnapshotName.number(CGFloat(report.width)))x"
        + "\(SnapshotName.number(CGFloat(report.height))) \(report.attributeSet): "
        + "\(finding.kind.rawValue)"
      if !finding.attributes.isEmpty {
        message += " [\(finding.attributes.joined(separator: ", "))]"
      }
      message += ": \(finding.explanation)\nFix: \(finding.fix)"
      for (role, path) in finding.pictures.sorted(by: { $0.key < $1.key }) {
        message += "\n\(role): \(path)"
      }
      IssueReporter.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
  return reports
}
