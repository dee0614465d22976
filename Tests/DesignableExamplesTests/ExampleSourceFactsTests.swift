import Components
import DesignableExamples
import Testing

/// The examples are registered by the plugin, which also records what their methods do: the
/// facts the checker's explanations rest on are there at run time.
struct ExampleSourceFactsTests {
  @Test func setupRunsFromAwakeFromNibAndPrepareForInterfaceBuilderOnly() throws {
    let found = ComponentRegistry.sourceFacts(of: AwakeOnlyStepper.self)
    let facts = try #require(found.first { $0.type == AwakeOnlyStepper.self }?.facts)
    #expect(facts.file == "AwakeOnlyStepper.swift")
    let callers = facts.methods.filter { $0.calls.contains("setup()") }.map(\.name)
    #expect(callers == ["prepareForInterfaceBuilder()", "awakeFromNib()"])
    let setup = try #require(facts.method("setup()"))
    let assigned = setup.assignments.map(\.property)
    #expect(assigned.starts(with: ["bgColor", "fgColor", "stepCount", "currentStep", "fontSize"]))
    #expect(!assigned.contains("background.fillColor"))
    #expect(facts.method("bgColor.didSet")?.invalidations == ["setNeedsLayout()"])
    #expect(facts.method("init(frame:)") == nil)
  }

  @Test func layoutSubviewsSetsTheCornerRadiusFromTheBounds() throws {
    let found = ComponentRegistry.sourceFacts(of: ContrastBadge.self)
    let facts = try #require(found.first { $0.type == ContrastBadge.self }?.facts)
    let layout = try #require(facts.method("layoutSubviews()"))
    let radius = try #require(layout.assignments.first { $0.property == "layer.cornerRadius" })
    #expect(radius.reads == ["bounds.width", "bounds.height"])
    #expect(radius.text == "layer.cornerRadius = min(bounds.width, bounds.height) / 2")
    let background = try #require(layout.assignments.first { $0.property == "backgroundColor" })
    #expect(background.reads == ["badgeColor"])
  }
}
