import Components
import DesignableTesting
import Foundation
import Testing

/// NeumorphismKit's shape: one setup adds a translucent glow layer, and both initializers and
/// `prepareForInterfaceBuilder()` run it, so Interface Builder shows two glows.
private final class GlowStack: View {
  override init(frame: CGRect) {
    super.init(frame: frame)
    addGlow()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addGlow()
  }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    addGlow()
  }

  private func addGlow() {
    let glow = Layer()
    glow.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
    glow.backgroundColor = .systemTeal
    glow.opacity = 0.4
    layer.addSublayer(glow)
  }

  static let facts = SourceFacts(
    file: "GlowStack.swift",
    methods: [
      .init("init(frame:)", line: 2, calls: ["addGlow()"]),
      .init("init(coder:)", line: 7, calls: ["addGlow()"]),
      .init("prepareForInterfaceBuilder()", line: 12, calls: ["addGlow()"]),
      .init("addGlow()", line: 17, additions: [.init(line: 22, text: "layer.addSublayer(glow)")]),
    ])
}

/// Shows a sample colour at design time only: nothing it does adds layers.
private final class SampleTinted: View {
  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    backgroundColor = .systemPink
  }

  static let facts = SourceFacts(
    file: "SampleTinted.swift",
    methods: [
      .init(
        "prepareForInterfaceBuilder()", line: 2,
        assignments: [.init("backgroundColor", line: 4, text: "backgroundColor = .systemPink")])
    ])
}

@Suite("Checker: design-time pictures that differ by layers added again")
struct DesignTimeStackingTests {
  init() {
    ComponentRegistry.register(
      ComponentRegistration(
        GlowStack.self, frame: { GlowStack(frame: $0) }, source: GlowStack.facts))
    ComponentRegistry.register(
      ComponentRegistration(
        SampleTinted.self, frame: { SampleTinted(frame: $0) }, source: SampleTinted.facts))
  }

  func finding(_ type: View.Type) throws -> Finding {
    let report = DivergenceChecker.check(
      type, size: CGSize(width: 30, height: 20), scale: 1, attributes: .empty,
      options: CheckOptions(standard: StandardProperties()))
    return try #require(
      report.findings.first { $0.kind == .designTimeOnlyDrawing },
      "\(report.findings.map(\.explanation))")
  }

  /// The design-time picture differs because the setup adds its layer once more: the
  /// finding says so and asks for a setup that adds nothing when run again.
  @Test func aPreparationThatAddsLayersAgainSaysSo() throws {
    let found = try finding(GlowStack.self)
    #expect(found.explanation.contains("`prepareForInterfaceBuilder()` (GlowStack.swift:12)"))
    #expect(
      found.explanation.contains("It adds layers each time it runs (once more, the layer tree "),
      "\(found.explanation)")
    #expect(found.details["layersAdded"] == "1")
    #expect(found.fix.hasPrefix("Make what prepareForInterfaceBuilder() runs add nothing"))
  }

  @Test func aPreparationThatOnlySetsValuesKeepsTheUsualFix() throws {
    let found = try finding(SampleTinted.self)
    #expect(!found.explanation.contains("adds layers"), "\(found.explanation)")
    #expect(found.fix.contains("declaresDesignTimeOnlyContent"))
  }
}
