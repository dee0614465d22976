import Components
import DesignableTesting
import Foundation
import Testing

/// A chip with its own initializer and `init(coder:)` but no `init(frame:)`, as a button
/// made by `init(title:)` is: a storyboard can build it, Interface Builder cannot.
private final class TitledChip: View {
  var title: String

  init(title: String) {
    self.title = title
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    title = "Chip"
    super.init(coder: coder)
  }
}

/// A list whose only class is the chip, as the plugin registers it: without `init(frame:)`.
private enum ChipRegistrations: ComponentRegistrations {
  static var registrations: [ComponentRegistration] {
    [ComponentRegistration(TitledChip.self, frame: nil)]
  }
}

@Suite("Divergence checker: a designable without init(frame:)")
struct CheckerFramelessTests {
  @Test func itIsCheckedAndItsDesignTimePathFailsSayingWhy() throws {
    let targets = CheckTarget.designables(in: ChipRegistrations.self)
    #expect(targets.map(\.name) == ["TitledChip"])
    let report = DivergenceChecker.check(
      TitledChip.self, size: CGSize(width: 40, height: 20), scale: 1, attributes: .empty,
      options: CheckOptions(standard: StandardProperties()))
    let finding = try #require(report.findings.first { $0.kind == .failingPath })
    #expect(finding.paths == [.designTime, .programmatic])
    #expect(finding.explanation.contains("TitledChip has no init(frame:)"))
    #expect(finding.explanation.contains("Use of unimplemented initializer"))
    #expect(!finding.explanation.contains("  "))
    #expect(finding.fix.hasPrefix("Add override init(frame: CGRect)"))
    #expect(report.findings.count == 1, "\(report.findings.map(\.explanation))")
  }

  @Test func anUnregisteredClassIsStillReportedAsUnregistered() {
    final class Stray: View {}
    #expect(
      throws: LifecycleError.notRegistered(component: "Stray", module: "DesignableExamplesTests")
    ) {
      try Lifecycle.build(Stray.self, path: .designTime, frame: .zero)
    }
  }
}
