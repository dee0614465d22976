import Components
import Foundation
import ImageDiff

/// A component registered for checking and snapshots: its type and the sizes, scales and
/// attribute sets it is shown at, with the standard properties its document archives.
public struct CheckTarget: @unchecked Sendable {
  public var type: View.Type
  public var sizes: [CGSize]
  public var scales: [CGFloat]
  public var attributeSets: [AttributeSet]
  public var standard: StandardProperties
  /// Findings the component exists to show (a deliberately flawed example), reported as
  /// expected.
  public var expectedFindings: [FindingKind]

  public init(
    _ type: View.Type, sizes: [CGSize], scales: [CGFloat] = [1, 2, 3],
    attributeSets: [AttributeSet] = [.empty], standard: StandardProperties = StandardProperties(),
    expectedFindings: [FindingKind] = []
  ) {
    self.type = type
    self.sizes = sizes
    self.scales = scales
    self.attributeSets = attributeSets
    self.standard = standard
    self.expectedFindings = expectedFindings
  }

  public var name: String { String(describing: type) }

  /// Checks every size and attribute set at `scale`, writing pictures under `picturesFolder`.
  public func check(scale: CGFloat = 2, diff: DiffOptions = .exact, picturesFolder: String? = nil) -> [CheckReport] {
    sizes.flatMap { size in
      attributeSets.map { set in
        var report = DivergenceChecker.check(
          type, size: size, scale: scale, attributes: set,
          options: CheckOptions(diff: diff, standard: standard, picturesFolder: picturesFolder))
        for index in report.findings.indices where expectedFindings.contains(report.findings[index].kind) {
          report.findings[index].isExpected = true
        }
        return report
      }
    }
  }
}
