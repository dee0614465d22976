import Components
import DesignableExamples
import DesignableTesting
import Foundation
import Testing

@Suite("Divergence checker: no masking, no false findings")
struct CheckerMaskingTests {
  func check(
    _ type: View.Type, _ size: CGSize, _ set: AttributeSet, scale: CGFloat = 1
  ) -> CheckReport {
    DivergenceChecker.check(
      type, size: size, scale: scale, attributes: set, options: CheckOptions())
  }

  func describe(_ report: CheckReport) -> String {
    report.findings.map { "\($0.kind) \($0.attributes): \($0.explanation)" }.joined(separator: "\n")
  }

  @Test func aRedrawingAttributeDoesNotHideAStaleOne() {
    let set = AttributeSet("rounds", ["rounds": .integer(3), "trackColor": .color(.systemGray4)])
    let report = check(RoundsDial.self, CGSize(width: 80, height: 80), set)
    let stale = report.findings.filter { $0.kind == .staleAttribute }
    #expect(stale.map(\.attributes) == [["trackColor"]], "\(describe(report))")
    #expect(report.findings.count == stale.count, "\(describe(report))")
  }

  @Test func eachStaleAttributeIsFoundWhateverTheOrder() {
    let set = AttributeSet(
      "reversed", [Attribute("trackColor", .color(.systemGray4)), Attribute("rounds", .integer(3))])
    let report = check(RoundsDial.self, CGSize(width: 80, height: 80), set)
    #expect(
      report.findings.filter { $0.kind == .staleAttribute }.map(\.attributes) == [["trackColor"]],
      "\(describe(report))")
  }

  @Test func everyStaleAttributeOfAStaleViewIsNamed() {
    let set = AttributeSet(
      "quarter", ["piePercentage": .real(25), "pieColor": .color(.systemBlue)])
    let report = check(StalePieChart.self, CGSize(width: 100, height: 100), set)
    let stale = Set(report.findings.filter { $0.kind == .staleAttribute }.flatMap(\.attributes))
    #expect(stale.isSuperset(of: ["piePercentage", "pieColor"]), "\(describe(report))")
  }

  @Test func anArchivedContentModeThatInitReplacesIsNotForcedOnTheStaleCheck() {
    // A document archives contentMode scaleToFill; IconButton's init(coder:) sets .redraw,
    // so the app's instance redraws when resized and is not stale.
    let set = AttributeSet(
      "share",
      [
        Attribute("title", .string("Share")), Attribute("iconPosition", .integer(1)),
        Attribute("iconMargin", .real(6)),
      ])
    let report = DivergenceChecker.check(
      IconButton.self, size: CGSize(width: 120, height: 44), scale: 1, attributes: set,
      options: CheckOptions(standard: StandardProperties(contentMode: .scaleToFill)))
    #expect(report.findings.isEmpty, "\(describe(report))")
    let view = IconButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    #expect(view.contentMode == .redraw)
  }

  @Test func layoutResettingAnAttributeIsBlamedOnLayoutOnly() {
    let set = AttributeSet(
      "dark",
      ["badgeColor": .color(.systemYellow), "textColor": .color(.white), "text": .string("7")])
    let report = check(ContrastBadge.self, CGSize(width: 40, height: 40), set)
    #expect(!report.findings.contains { $0.kind == .orderDependence }, "\(describe(report))")
    let overrides = report.findings.filter { $0.kind == .initOverridesAttribute }
    #expect(overrides.map(\.attributes) == [["textColor"]], "\(describe(report))")
    #expect(overrides.first?.details["by"] == "layoutSubviews()")
    for finding in report.findings {
      #expect(!finding.explanation.contains("awakeFromNib"), "\(finding.explanation)")
      #expect(!finding.explanation.contains("prepareForInterfaceBuilder"), "\(finding.explanation)")
    }
    #expect(report.findings.count == overrides.count, "\(describe(report))")
  }

  @Test func aTrueOrderDependenceIsStillFound() {
    let set = AttributeSet("fifteen", ["stepCount": .integer(20), "currentStep": .integer(15)])
    let report = check(ClampingStepper.self, CGSize(width: 60, height: 60), set)
    let order = report.findings.filter { $0.kind == .orderDependence }
    #expect(order.map(\.attributes) == [["currentStep", "stepCount"]], "\(describe(report))")
  }

  @Test func theNamedPairIsTheOneWhoseOrderMatters() {
    // In document order alpha comes first; swapping alpha with currentStep also puts
    // currentStep before stepCount, which is what truly matters.
    let set = AttributeSet(
      "three",
      [
        Attribute("alpha", .real(0.9)), Attribute("stepCount", .integer(20)),
        Attribute("currentStep", .integer(15)),
      ])
    let report = check(ClampingStepper.self, CGSize(width: 60, height: 60), set)
    let order = report.findings.filter { $0.kind == .orderDependence }
    #expect(order.map(\.attributes) == [["currentStep", "stepCount"]], "\(describe(report))")
  }

  @Test(arguments: [CGSize(width: 200, height: 40), CGSize(width: 300, height: 60)])
  func aViewThatResizesItselfIsReportedWithBothSizes(_ size: CGSize) throws {
    let set = AttributeSet("three", ["rating": .real(3)])
    let report = check(SelfSizingRating.self, size, set, scale: 2)
    let finding = try #require(
      report.findings.first { $0.kind == .resizesItself }, "\(describe(report))")
    let asked = "\(SnapshotName.number(size.width))x\(SnapshotName.number(size.height))"
    #expect(finding.details["asked"] == asked)
    #expect(finding.details["drawn"] == "100x20")
    #expect(finding.explanation.contains(asked) && finding.explanation.contains("100x20"))
    #expect(Set(finding.paths) == [.designTime, .runTime, .programmatic])
    #expect(!report.findings.contains { $0.kind == .staleAttribute }, "\(describe(report))")
  }

  @Test func aViewThatResizesItselfIsToldWhereItsSourceDoesIt() throws {
    let set = AttributeSet("three", ["rating": .real(3)])
    let report = check(SelfSizingRating.self, CGSize(width: 200, height: 40), set, scale: 2)
    let finding = try #require(
      report.findings.first { $0.kind == .resizesItself }, "\(describe(report))")
    let line = try #require(finding.details["where"], "\(describe(report))")
    #expect(line.hasPrefix("SelfSizingRating.swift:"))
    #expect(
      finding.explanation.contains("`layoutSubviews()` sets `frame.size`")
        && finding.explanation.contains(line),
      "\(finding.explanation)")
  }

  @Test func aViewThatFollowsOnlyItsFrameIsStaleUnderAutoLayout() throws {
    let report = check(FrameObservingCheckBox.self, CGSize(width: 40, height: 40), .empty)
    let stale = report.findings.filter { $0.kind == .staleAttribute }
    let finding = try #require(stale.first, "\(describe(report))")
    #expect(finding.attributes == ["frame"] && finding.details["resizedBy"] == "bounds")
    let line = try #require(finding.details["where"], "\(describe(report))")
    #expect(line.hasPrefix("FrameObservingCheckBox.swift:"))
    #expect(finding.explanation.contains("`frame.didSet`, \(line)"), "\(finding.explanation)")
    #expect(finding.fix.contains("layoutSubviews()"))
  }

  @Test func aViewThatFollowsItsBoundsIsNotStaleUnderAutoLayout() {
    // Set up in layoutSubviews(), the pie chart follows both ways of resizing.
    let set = AttributeSet("quarter", ["piePercentage": .real(25)])
    let report = check(PieChartView.self, CGSize(width: 60, height: 60), set)
    let autoLayout = report.findings.filter { $0.details["resizedBy"] == "bounds" }
    #expect(autoLayout.isEmpty, "\(describe(report))")
  }

  /// A stepper's shape: `init(frame:)` passes its own default size to `super`, and
  /// `init(coder:)` keeps the archived frame, so the paths' pictures differ in size only.
  @Test func aSizeForcedOnOnePathIsAResizeNotASetupDifference() {
    ComponentRegistry.register(DefaultSizedStepper.self) { DefaultSizedStepper(frame: $0) }
    let report = check(DefaultSizedStepper.self, CGSize(width: 60, height: 60), .empty)
    let kinds = report.findings.map(\.kind)
    #expect(kinds == [.resizesItself], "\(describe(report))")
  }

  @Test func aDocumentFrameWithinFivePercentOfTheIntrinsicSizeIsNotReported() {
    // Interface Builder laid the view out at its intrinsic size measured with other fonts.
    let set = AttributeSet("three", ["rating": .real(3)])
    let near = check(SelfSizingRating.self, CGSize(width: 96.5, height: 20), set, scale: 2)
    #expect(!near.findings.contains { $0.kind == .resizesItself }, "\(describe(near))")
    let far = check(SelfSizingRating.self, CGSize(width: 94, height: 20), set, scale: 2)
    #expect(far.findings.contains { $0.kind == .resizesItself }, "\(describe(far))")
  }

  @Test func aViewAtItsOwnSizeIsNotReportedAsResizing() {
    let set = AttributeSet("three", ["rating": .real(3)])
    let report = check(SelfSizingRating.self, CGSize(width: 100, height: 20), set)
    #expect(report.findings.isEmpty, "\(describe(report))")
  }
}

/// Replaces the frame it is given with a default size in `init(frame:)` only.
private final class DefaultSizedStepper: View {
  override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 29)))
    backgroundColor = .systemBlue
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = .systemBlue
  }
}
