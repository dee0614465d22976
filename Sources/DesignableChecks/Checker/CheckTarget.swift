import Components
import Foundation
import ImageDiff

/// A component registered for checking and snapshots: its type and the sizes, scales and
/// attribute sets it is shown at, with the standard properties its document archives (by
/// default, what Interface Builder archives for its class: `View.documentDefaults`).
public struct CheckTarget: @unchecked Sendable {
  public var type: View.Type
  public var sizes: [CGSize]
  public var scales: [CGFloat]
  public var attributeSets: [AttributeSet]
  public var standard: StandardProperties
  /// Findings the component exists to show (a deliberately flawed example), reported as
  /// expected.
  public var expectedFindings: [FindingKind]
  /// Whether the component traps or hangs on some path on purpose (a flawed example), so that
  /// `check` and `demo` leave it out unless it is named or a document holds it.
  public var isolatedOnly = false

  public init(
    _ type: View.Type, sizes: [CGSize], scales: [CGFloat] = [1, 2, 3],
    attributeSets: [AttributeSet] = [.empty], standard: StandardProperties? = nil,
    expectedFindings: [FindingKind] = []
  ) {
    self.type = type
    self.sizes = sizes
    self.scales = scales
    self.attributeSets = attributeSets
    self.standard = standard ?? type.documentDefaults
    self.expectedFindings = expectedFindings
  }

  public var name: String { String(describing: type) }

  /// The names a document's `customClass` may give the component: its Swift name, and the
  /// name `@objc(Name)` gives it when its registration records one.
  public var documentClassNames: [String] {
    [name] + (ComponentRegistry.registration(for: type)?.objectiveCName.map { [$0] } ?? [])
  }

  /// The module that declares the component, as a document's `customModule` names it.
  public var module: String? { ComponentRegistry.moduleName(of: type) }

  /// A target for every `@IBDesignable` class in a target's generated registrations, at
  /// `sizes` (documents give their own frames). One without `init(frame:)` is checked too:
  /// its design-time and in-code paths fail, as Interface Builder fails to render it.
  public static func designables(
    in list: any ComponentRegistrations.Type,
    sizes: [CGSize] = [CGSize(width: 120, height: 120)]
  ) -> [CheckTarget] {
    list.registrations.filter(\.isDesignable).map {
      ComponentRegistry.register($0)
      return CheckTarget($0.type, sizes: sizes)
    }
  }

  /// Every size and attribute set it is checked at, sizes first: the cases of ``check(scale:diff:picturesFolder:)``.
  public var cases: [(size: CGSize, attributes: AttributeSet)] {
    sizes.flatMap { size in attributeSets.map { (size, $0) } }
  }

  /// Checks every size and attribute set at `scale`, in parallel, writing pictures under
  /// `picturesFolder`; the reports are in order (sizes, then attribute sets) and carry each
  /// check's time.
  public func check(scale: CGFloat = 2, diff: DiffOptions = .exact, picturesFolder: String? = nil)
    -> [CheckReport]
  {
    let environment = DesignEnvironment.current
    return inParallel(cases.count) { index in
      DesignEnvironment.$current.withValue(environment) {
        check(case: index, scale: scale, diff: diff, picturesFolder: picturesFolder)
      }
    }
  }

  /// Checks case `index` of ``cases`` at `scale`, writing pictures under `picturesFolder`; the
  /// report carries the check's time.
  public func check(
    case index: Int, scale: CGFloat = 2, diff: DiffOptions = .exact, picturesFolder: String? = nil
  ) -> CheckReport {
    let (size, set) = cases[index]
    let clock = ContinuousClock()
    let start = clock.now
    var report = DivergenceChecker.check(
      type, size: size, scale: scale, attributes: set,
      options: CheckOptions(diff: diff, standard: standard, picturesFolder: picturesFolder))
    report.seconds = SnapshotVerifier.seconds(clock.now - start)
    for index in report.findings.indices
    where expectedFindings.contains(report.findings[index].kind) {
      report.findings[index].isExpected = true
    }
    return report
  }
}
