import Components
import DesignableTesting
import Foundation
import Testing

/// Cosmos's shape: two image attributes that a document names.
final class TwoImageRating: View, FrameConstructible {
  var emptyImage: Image?
  var filledImage: Image?
  override class var inspectables: [Inspectable] {
    [
      .image("emptyImage", \TwoImageRating.emptyImage),
      .image("filledImage", \TwoImageRating.filledImage),
    ]
  }
}

@Suite("One finding per cause of a failing path")
struct FailingPathTests {
  @Test func missingImagesOnEveryPathAreOneFindingNamingThemAll() throws {
    // Document order puts filledImage first; design time sorts, so it stops at emptyImage.
    let set = AttributeSet(
      "named",
      [
        Attribute("filledImage", .image("NoSuchFilled")),
        Attribute("emptyImage", .image("NoSuchEmpty")),
      ])
    let report = DivergenceChecker.check(
      TwoImageRating.self, size: CGSize(width: 40, height: 20), scale: 1, attributes: set)
    let failures = report.findings.filter { $0.kind == .failingPath }
    #expect(failures.count == 1)
    let finding = try #require(failures.first)
    #expect(Set(finding.paths) == Set(LifecyclePath.allCases))
    #expect(finding.explanation.contains("NoSuchEmpty (emptyImage)"))
    #expect(finding.explanation.contains("NoSuchFilled (filledImage)"))
    #expect(finding.fix.contains("NoSuchEmpty.png") && finding.fix.contains("NoSuchFilled.png"))
  }
}
