import Components
import DesignableTesting
import Foundation
import Testing

/// A tag strip whose document still sets a border colour under a key the class renamed.
private final class RenamedBorderStrip: View, FrameConstructible {
  var borderColor: Color = .clear { didSet { layer.borderColor = borderColor.cgColor } }
  var stripWidth: Double = 1 { didSet { layer.borderWidth = CGFloat(stripWidth) } }
  override class var inspectables: [Inspectable] {
    [
      .color("borderColor", \RenamedBorderStrip.borderColor),
      .number("stripWidth", \RenamedBorderStrip.stripWidth),
    ]
  }
}

@Suite("Divergence checker: an attribute the class does not have")
struct CheckerUnknownAttributeTests {
  @Test func theAppFailsAndInterfaceBuilderDrawsTheRest() throws {
    let set = AttributeSet(
      "document",
      [
        Attribute("stripWidth", .real(2)), Attribute("tagBorderColor", .color(.systemRed)),
        Attribute("borderColor", .color(.systemBlue)),
      ])
    let report = DivergenceChecker.check(
      RenamedBorderStrip.self, size: CGSize(width: 40, height: 20), scale: 1, attributes: set)
    let failures = report.findings.filter { $0.kind == .failingPath }
    #expect(failures.count == 1, "\(report.findings.map(\.explanation))")
    let finding = try #require(failures.first)
    #expect(finding.paths == [.runTime])
    #expect(finding.attributes == ["tagBorderColor"])
    #expect(finding.explanation.contains("NSUnknownKeyException"))
    #expect(finding.explanation.contains("Failed to set (tagBorderColor)"))
    #expect(finding.fix.hasPrefix("Remove the tagBorderColor runtime attribute"))
    // The rest was checked: the paths were drawn, and nothing else differs.
    #expect(report.renders > 3)
    #expect(report.findings.count == 1)
    #expect(report.attributeSet == "document")
  }
}
