import Components
import Foundation
import Testing

/// A component with UIKit's initializers and no registration.
class UnregisteredGauge: View {
  var level: Double = 0
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A subclass registered explicitly, with an attribute that exists only in its registration.
class RegisteredGauge: UnregisteredGauge {
  var needleColor: Color? = .red
  var initializedBy = ""
  override init(frame: CGRect) {
    initializedBy = "frame"
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) {
    initializedBy = "coder"
    super.init(coder: coder)
  }
}

enum GaugeStyle: Int { case round, flat }

final class KindsOfAttributes: View {
  var flag = false
  var count = 0
  var ratio: Float = 0
  var tint: Color = .red
  var name: String?
  var style = GaugeStyle.round
  var font = Font.systemFont(ofSize: 12)
  var steps: [Int] = []
}

@Suite("Building components by their registration")
struct ComponentRegistryTests {
  @Test func anUnregisteredComponentSaysHowToRegisterIt() {
    do {
      _ = try Lifecycle.build(UnregisteredGauge.self, path: .designTime, frame: .zero)
      Issue.record("an unregistered component was built")
    } catch {
      #expect(error == .notRegistered(component: "UnregisteredGauge", module: "ComponentsTests"))
      #expect(error.description.contains("DesignablePlugin"))
      #expect(error.description.contains("ComponentRegistry.register(UnregisteredGauge.self)"))
    }
  }

  @Test func theRunTimePathNeedsNoRegistration() throws {
    let view = try Lifecycle.build(
      UnregisteredGauge.self, path: .runTime, frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(view.bounds.size == CGSize(width: 30, height: 20))
  }

  @Test func aRegisteredComponentIsBuiltByItsOwnInitializers() throws {
    ComponentRegistry.register(
      RegisteredGauge.self, inspectables: [.ib("needleColor", \RegisteredGauge.needleColor)]
    ) { RegisteredGauge(frame: $0) }
    let attributes: AttributeSet = ["needleColor": .color(.blue)]
    let designed = try Lifecycle.build(
      RegisteredGauge.self, path: .designTime, frame: .zero, attributes: attributes)
    #expect(designed.initializedBy == "frame" && designed.needleColor == .blue)
    let archived = try Lifecycle.build(
      RegisteredGauge.self, path: .runTime, frame: .zero, attributes: attributes)
    #expect(archived.initializedBy == "coder" && archived.needleColor == .blue)
    #expect(RegisteredGauge.allInspectables.map(\.keyPath).contains("needleColor"))
    #expect(!UnregisteredGauge.allInspectables.map(\.keyPath).contains("needleColor"))
  }

  @Test func theKindFollowsThePropertyType() {
    let kinds = [
      Inspectable.ib("flag", \KindsOfAttributes.flag), .ib("count", \KindsOfAttributes.count),
      .ib("ratio", \KindsOfAttributes.ratio), .ib("tint", \KindsOfAttributes.tint),
      .ib("name", \KindsOfAttributes.name), .ib("style", \KindsOfAttributes.style),
      .ib("font", \KindsOfAttributes.font), .ib("steps", \KindsOfAttributes.steps),
    ].map(\.kind)
    #expect(
      kinds == [.boolean, .number, .number, .color, .string, .enumeration, .font, .unsupported])
  }

  @Test func anUnsupportedKindCannotBeSetFromADocument() {
    ComponentRegistry.register(
      KindsOfAttributes.self, inspectables: [.ib("steps", \KindsOfAttributes.steps)]
    ) { KindsOfAttributes(frame: $0) }
    let view = KindsOfAttributes(frame: .zero)
    #expect(throws: AttributeError.self) {
      try view.setValue(.string("1,2"), forKeyPath: "steps")
    }
    #expect(view.steps.isEmpty)
  }

  @Test func aStoryboardArchiveIsAnNSCoder() {
    let archive: NSCoder = Coder(
      frame: .zero, runtimeAttributes: [Attribute("level", .real(2))])
    #expect(archive.allowsKeyedCoding)
    #expect(archive.containsValue(forKey: "level") && !archive.containsValue(forKey: "other"))
  }

  @Test func registeringAgainKeepsTheDeclarationsOnTheInterfaceBuilderFlag() throws {
    let first = SourceFacts(
      file: "FlaggedDial.swift", methods: [],
      interfaceBuilderDeclarations: [.init(line: 40, names: ["extension FlaggedDial"])])
    let second = SourceFacts(
      file: "FlaggedDial.swift", methods: [.init("draw(_:)", line: 3)],
      interfaceBuilderDeclarations: [
        .init(line: 40, names: ["extension FlaggedDial"]),
        .init(file: "FlaggedDial+Sample.swift", line: 2, names: ["var sample"]),
      ])
    ComponentRegistry.register(ComponentRegistration(FlaggedDial.self, frame: nil, source: first))
    ComponentRegistry.register(ComponentRegistration(FlaggedDial.self, frame: nil, source: second))
    let facts = try #require(ComponentRegistry.sourceFacts(of: FlaggedDial.self).first?.facts)
    #expect(facts.methods.map(\.name) == ["draw(_:)"])
    #expect(facts.interfaceBuilderDeclarations == second.interfaceBuilderDeclarations)
  }

  @Test func registeringAgainKeepsTheHiddenInspectables() throws {
    let first = SourceFacts(
      file: "HiddenDial.swift", methods: [],
      hiddenInspectables: [
        .init("level", line: 4, reason: "has a private(set) setter"),
        .init("caption", file: "HiddenDial+Text.swift", line: 2, reason: "is private"),
      ])
    let second = SourceFacts(
      file: "HiddenDial.swift", methods: [],
      hiddenInspectables: [.init("level", line: 5, reason: "is fileprivate")])
    ComponentRegistry.register(ComponentRegistration(HiddenDial.self, frame: nil, source: first))
    ComponentRegistry.register(ComponentRegistration(HiddenDial.self, frame: nil, source: second))
    let facts = try #require(ComponentRegistry.sourceFacts(of: HiddenDial.self).first?.facts)
    #expect(
      facts.hiddenInspectables == [
        .init("caption", file: "HiddenDial+Text.swift", line: 2, reason: "is private"),
        .init("level", line: 5, reason: "is fileprivate"),
      ])
  }
}

/// Registered twice, with hidden inspectables each time.
private final class HiddenDial: View {}

/// Registered twice, as a registration list and a check target may both register it.
final class FlaggedDial: View {}

@Suite("Registrations of classes that may not be views")
struct MaybeViewRegistrationTests {
  final class Dot: View {}
  final class NotAView {
    init(frame: CGRect) {}
  }

  @Test func aViewIsRegisteredAndAnythingElseIsLeftOut() {
    let view = ComponentRegistration.ifView(Dot.self, frame: { Dot(frame: $0) })
    #expect(view.count == 1 && view.first?.type == Dot.self && view.first?.isDesignable == false)
    #expect(ComponentRegistration.ifView(NotAView.self, frame: { NotAView(frame: $0) }).isEmpty)
  }
}
