import Components
import DesignableExamples
import DesignableTesting
import Foundation
import Testing

@Suite("Divergence checker on the examples")
struct CheckerTests {
  init() { ExampleImages.register() }

  static let correct = ExampleCatalog.components.map(\.name)
  static let flawed = ExampleCatalog.flawed.map(\.name)

  func example(_ name: String) throws -> Example {
    try #require(ExampleCatalog.all.first { $0.name == name })
  }

  @Test(arguments: correct)
  func correctExamplesHaveNoUnexpectedFindings(_ name: String) throws {
    let example = try example(name)
    for set in example.attributeSets {
      let report = DivergenceChecker.check(
        example.type, size: example.sizes[0], scale: 1, attributes: set,
        options: CheckOptions(standard: example.standard))
      #expect(
        report.unexpectedFindings.isEmpty,
        "\(name) \(set.name): \(report.unexpectedFindings.map { "\($0.kind): \($0.explanation)" })")
    }
  }

  @Test(arguments: flawed)
  func eachFlawedVariantHasExactlyItsFinding(_ name: String) throws {
    let example = try example(name)
    let report = DivergenceChecker.check(
      example.type, size: example.sizes[0], scale: 1, attributes: example.attributeSets[0],
      options: CheckOptions(standard: example.standard))
    let kinds = Set(report.findings.map(\.kind.rawValue))
    #expect(
      kinds == [example.flaw ?? ""],
      "\(name): \(report.findings.map { "\($0.kind): \($0.explanation)" })")
    #expect(report.unexpectedFindings.count == report.findings.count)
  }
}

@Suite("assertNoDivergence")
struct AssertNoDivergenceTests {
  init() { ExampleImages.register() }

  @Test func aSoundComponentPasses() {
    let reports = assertNoDivergence(
      of: PieChartView.self, sizes: [CGSize(width: 60, height: 60)], scale: 1,
      attributeSets: [AttributeSet("quarter", ["piePercentage": .real(25)])])
    #expect(reports.count == 1)
    #expect(reports[0].findings.isEmpty)
    // Three paths, a second layout, then three renders (at 1x) for the one attribute,
    // three for the size set by `frame` and two for it set as Auto Layout sets it (`bounds`
    // and `center`): each starts from a fresh build of the set's own values.
    #expect(reports[0].renders == 12)
  }

  @Test func aFlawRecordsAnIssueUnlessDeclared() {
    let set = AttributeSet("fifteen", ["stepCount": .integer(20), "currentStep": .integer(15)])
    withKnownIssue {
      assertNoDivergence(
        of: ClampingStepper.self, sizes: [CGSize(width: 60, height: 60)], scale: 1,
        attributeSets: [set])
    }
    let declared = assertNoDivergence(
      of: ClampingStepper.self, sizes: [CGSize(width: 60, height: 60)], scale: 1,
      attributeSets: [set], expected: [.orderDependence])
    #expect(declared[0].findings.map(\.kind) == [.orderDependence])
  }
}
