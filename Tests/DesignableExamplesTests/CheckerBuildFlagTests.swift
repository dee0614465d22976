import Components
import DesignableTesting
import Foundation
import Testing

/// Draws sample data where Interface Builder's build would (`#if TARGET_INTERFACE_BUILDER`
/// in `draw(_:)`, through `fillSample()`); this build has no flag, so it fills the app's way.
private final class FlaggedPlot: View {
  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(.systemGreen)
    GraphicsContext.current?.fill(bounds)
  }

  static let facts = SourceFacts(
    file: "FlaggedPlot.swift",
    methods: [
      .init("draw(_:)", line: 2, calls: ["fillSample()"]),
      .init("fillSample()", line: 9, interfaceBuilderBranches: [10, 14]),
    ])
}

/// The same, declaring its design-time content as intended.
private final class DeclaredFlaggedPlot: View {
  override class var declaresDesignTimeOnlyContent: Bool { true }

  static let facts = SourceFacts(
    file: "DeclaredFlaggedPlot.swift",
    methods: [.init("layoutSubviews()", line: 4, interfaceBuilderBranches: [6])])
}

@Suite("Divergence checker: the Interface Builder build flag")
struct CheckerBuildFlagTests {
  func check(_ type: View.Type) -> CheckReport {
    DivergenceChecker.check(
      type, size: CGSize(width: 30, height: 20), scale: 1, attributes: .empty,
      options: CheckOptions(standard: StandardProperties()))
  }

  @Test func aBranchOnTheFlagIsReportedWithItsMethodAndLines() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        FlaggedPlot.self, frame: { FlaggedPlot(frame: $0) }, source: FlaggedPlot.facts))
    let report = check(FlaggedPlot.self)
    #expect(report.findings.count == 1, "\(report.findings.map(\.explanation))")
    let finding = try #require(report.findings.first)
    #expect(finding.kind == .designTimeOnlyDrawing)
    #expect(finding.paths == [.designTime])
    #expect(!finding.isExpected)
    #expect(finding.details["method"] == "fillSample()")
    #expect(
      finding.explanation.hasPrefix(
        "`#if TARGET_INTERFACE_BUILDER` in `fillSample()` (FlaggedPlot.swift:10, "
          + "FlaggedPlot.swift:14): Interface Builder compiles the component with that flag"))
    #expect(finding.fix.contains("declaresDesignTimeOnlyContent"))
  }

  @Test func aDeclaredBranchIsExpected() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        DeclaredFlaggedPlot.self, frame: { DeclaredFlaggedPlot(frame: $0) },
        source: DeclaredFlaggedPlot.facts))
    let report = check(DeclaredFlaggedPlot.self)
    let finding = try #require(report.findings.first { $0.kind == .designTimeOnlyDrawing })
    #expect(finding.isExpected)
    #expect(report.unexpectedFindings.isEmpty)
  }

  @Test func aDeclarationOnTheFlagIsReportedWithItsLine() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        SampledChart.self, frame: { SampledChart(frame: $0) }, source: SampledChart.facts))
    let report = check(SampledChart.self)
    #expect(report.findings.count == 1, "\(report.findings.map(\.explanation))")
    let finding = try #require(report.findings.first)
    #expect(finding.kind == .designTimeOnlyDrawing)
    #expect(!finding.isExpected)
    #expect(finding.details["declarations"] == "SampledChart+Sample.swift:1")
    #expect(
      finding.explanation.hasPrefix(
        "`#if TARGET_INTERFACE_BUILDER` around `extension SampledChart` "
          + "(SampledChart+Sample.swift:1): Interface Builder compiles the component "
          + "with that flag"))
  }

  @Test func withoutTheFlagNothingIsReported() {
    ComponentRegistry.register(
      ComponentRegistration(
        PlainPlot.self, frame: { PlainPlot(frame: $0) },
        source: SourceFacts(file: "PlainPlot.swift", methods: [.init("draw(_:)", line: 2)])))
    #expect(check(PlainPlot.self).findings.isEmpty)
  }
}

private final class PlainPlot: View {}

/// Conforms to its data source in Interface Builder's build only (a whole extension in
/// `#if TARGET_INTERFACE_BUILDER`, in another file), as sample data often is.
private final class SampledChart: View {
  static let facts = SourceFacts(
    file: "SampledChart.swift", methods: [],
    interfaceBuilderDeclarations: [
      .init(file: "SampledChart+Sample.swift", line: 1, names: ["extension SampledChart"])
    ])
}
