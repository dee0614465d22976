import Components
import DesignableTesting
import Foundation
import Testing

/// A level meter whose `level` is `@IBInspectable` with a `private(set)` setter: Interface
/// Builder and the app set it by key-value coding, the generated registrations cannot.
private final class PrivateLevelMeter: View {
  private(set) var level: Double = 0.5 { didSet { setNeedsDisplay() } }
  var barColor: Color = .systemGreen { didSet { setNeedsDisplay() } }

  override class var inspectables: [Inspectable] {
    [.color("barColor", \PrivateLevelMeter.barColor)]
  }

  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(barColor)
    GraphicsContext.current?.fill(
      CGRect(x: 0, y: 0, width: bounds.width * CGFloat(level), height: bounds.height))
  }

  static let facts = SourceFacts(
    file: "PrivateLevelMeter.swift", methods: [],
    hiddenInspectables: [.init("level", line: 3, reason: "has a private(set) setter")])
}

@Suite("Divergence checker: a document attribute the plugin could not register")
struct CheckerHiddenAttributeTests {
  @Test func aHiddenSetterIsNotReportedAsACrash() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        PrivateLevelMeter.self, frame: { PrivateLevelMeter(frame: $0) },
        source: PrivateLevelMeter.facts))
    let set = AttributeSet(
      "document", [Attribute("level", .real(0.8)), Attribute("barColor", .color(.systemBlue))])
    let report = DivergenceChecker.check(
      PrivateLevelMeter.self, size: CGSize(width: 40, height: 10), scale: 1, attributes: set)
    #expect(report.findings.count == 1, "\(report.findings.map(\.explanation))")
    let finding = try #require(report.findings.first)
    #expect(finding.kind == .hiddenAttribute)
    #expect(finding.attributes == ["level"])
    #expect(finding.paths == [.designTime, .runTime])
    #expect(!finding.explanation.contains("NSUnknownKeyException"))
    #expect(
      finding.explanation.contains(
        "has a private(set) setter (PrivateLevelMeter.swift:3): Interface Builder and the app "
          + "set it by key-value coding"))
    #expect(finding.fix.contains("`internal(set)`"))
    // The rest was checked without it.
    #expect(report.renders > 3)
  }
}
