import Components
import DesignableExamples
import DesignableTesting
import Foundation
import Testing

/// Copies its tint in `setUp()`, called from both initializers, and draws with the copy.
private final class TintCopier: View {
  var ringColor: Color = .clear { didSet { setNeedsDisplay() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    ringColor = tintColor
    isOpaque = false
  }

  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(ringColor)
    GraphicsContext.current?.fill(bounds)
  }

  /// What the source above says, as the DesignablePlugin records it.
  static let facts = SourceFacts(
    file: "TintCopier.swift",
    methods: [
      .init("ringColor.didSet", line: 7, invalidations: ["setNeedsDisplay()"]),
      .init("init(frame:)", line: 9, calls: ["setUp()"]),
      .init("init(coder:)", line: 14, calls: ["setUp()"]),
      .init(
        "setUp()", line: 19,
        assignments: [
          .init("ringColor", reads: ["tintColor"], line: 20, text: "ringColor = tintColor"),
          .init("isOpaque", line: 21, text: "isOpaque = false"),
        ]),
    ])
}

/// The same copy, registered without what its source says.
private final class UnknownSourceCopier: View {
  var ringColor: Color = .clear { didSet { setNeedsDisplay() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    ringColor = tintColor
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    ringColor = tintColor
  }

  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(ringColor)
    GraphicsContext.current?.fill(bounds)
  }
}

/// Draws a dot whose colour comes from `pick()`, which its source says reads the clock.
private final class ClockTinted: View {
  override func draw(_ rect: CGRect) {
    GraphicsContext.current?.setFillColor(pick())
    GraphicsContext.current?.fill(bounds)
  }

  // Fixed here, so that the test's pictures do not move; the facts below say what a real
  // component's `Date()` would make the plugin record.
  private func pick() -> Color { .systemTeal }

  static let facts = SourceFacts(
    file: "ClockTinted.swift",
    methods: [
      .init("draw(_:)", line: 2, calls: ["pick()"]),
      .init("pick()", line: 7, outsideInputs: ["Date()"]),
    ])
}

/// A label whose own `drawText(in:)` moves its text by a different amount at every draw, as
/// one drawn from random numbers does.
private final class ShakenLabel: Label {
  nonisolated(unsafe) static var draws = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    text = "Shaken"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    text = "Shaken"
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.offsetBy(dx: jitter(), dy: 0))
  }

  // A counter rather than `arc4random()`, so that the test is repeatable; the facts below
  // say what the random read would make the plugin record.
  private func jitter() -> CGFloat {
    Self.draws += 1
    return CGFloat(Self.draws % 4) * 6
  }

  static let facts = SourceFacts(
    file: "ShakenLabel.swift",
    methods: [
      .init("drawText(in:)", line: 14, calls: ["jitter()"]),
      .init("jitter()", line: 20, outsideInputs: ["arc4random()"]),
    ])
}

/// Rounds itself later, from the main queue, after each layout.
private final class LaterRounded: View {
  override func layoutSubviews() {
    super.layoutSubviews()
    later()
  }

  // Queues nothing that changes the view, so that the test's pictures do not move; the
  // facts below say what a real component's queued rounding makes the plugin record.
  private func later() { DispatchQueue.main.async {} }

  static let facts = SourceFacts(
    file: "LaterRounded.swift",
    methods: [
      .init("layoutSubviews()", line: 2, calls: ["later()"]),
      .init("later()", line: 9, deferredWork: ["DispatchQueue.main.async"]),
    ])
}

/// Has no `init(coder:)` but a trap, as Xcode's fix-it writes it.
private final class CoderlessDot: View {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemPink
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  static let facts = SourceFacts(
    file: "CoderlessDot.swift",
    methods: [
      .init(
        "init(frame:)", line: 2,
        assignments: [.init("backgroundColor", line: 4, text: "backgroundColor = .systemPink")]),
      .init(
        "init(coder:)", line: 7,
        trap: .init(line: 8, text: #"fatalError("init(coder:) has not been implemented")"#)),
    ])
}

/// Tries one colour then another in `prepareForInterfaceBuilder()`, which the app never calls.
private final class TwiceTinted: View {
  override func prepareForInterfaceBuilder() {
    backgroundColor = .systemRed
    backgroundColor = .systemBlue
  }

  static let facts = SourceFacts(
    file: "TwiceTinted.swift",
    methods: [
      .init(
        "prepareForInterfaceBuilder()", line: 2,
        assignments: [
          .init("backgroundColor", line: 3, text: "backgroundColor = .systemRed"),
          .init("backgroundColor", line: 4, text: "backgroundColor = .systemBlue"),
        ])
    ])
}

/// Sets its background in `init(coder:)` only; registered with facts that say otherwise.
private final class SharedThemed: View {
  override init(frame: CGRect) { super.init(frame: frame) }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = .systemIndigo
  }
}

/// Sets its background in `init(coder:)` only, through `applyTheme()`.
private final class CoderThemed: View {
  override init(frame: CGRect) { super.init(frame: frame) }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    applyTheme()
  }

  private func applyTheme() { backgroundColor = .systemIndigo }

  static let facts = SourceFacts(
    file: "CoderThemed.swift",
    methods: [
      .init("init(coder:)", line: 3, calls: ["applyTheme()"]),
      .init(
        "applyTheme()", line: 8,
        assignments: [
          .init(
            "backgroundColor", line: 8, text: "backgroundColor = .systemIndigo")
        ]),
    ])
}

/// KDCircularProgress's shape: one setup clears the background in init(coder:) and again in
/// prepareForInterfaceBuilder(), so both tools lose the document's colour alike.
private final class EverywhereCleared: View {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setInitialValues()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setInitialValues()
  }

  override func prepareForInterfaceBuilder() { setInitialValues() }

  private func setInitialValues() { backgroundColor = .clear }

  static let facts = SourceFacts(
    file: "EverywhereCleared.swift",
    methods: [
      .init("init(frame:)", line: 2, calls: ["setInitialValues()"]),
      .init("init(coder:)", line: 7, calls: ["setInitialValues()"]),
      .init("prepareForInterfaceBuilder()", line: 12, calls: ["setInitialValues()"]),
      .init(
        "setInitialValues()", line: 14,
        assignments: [.init("backgroundColor", line: 14, text: "backgroundColor = .clear")]),
    ])
}

@Suite("Divergence checker: explanations from evidence")
struct CheckerEvidenceTests {
  init() {
    ComponentRegistry.register(
      ComponentRegistration(
        TintCopier.self, frame: { TintCopier(frame: $0) },
        inspectables: [.ib("ringColor", \TintCopier.ringColor)], source: TintCopier.facts))
    ComponentRegistry.register(
      ComponentRegistration(
        CoderThemed.self, frame: { CoderThemed(frame: $0) }, source: CoderThemed.facts))
  }

  @Test func readingTheClockWhileDrawingIsReportedWithTheMethod() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        ClockTinted.self, frame: { ClockTinted(frame: $0) }, source: ClockTinted.facts))
    let report = check(ClockTinted.self, standard: StandardProperties())
    let finding = try #require(report.findings.first { $0.kind == .readsOutsideInput })
    #expect(finding.details["method"] == "pick()")
    #expect(finding.explanation.contains("`pick()` (ClockTinted.swift:7) reads `Date()`"))
    #expect(finding.fix.contains("DesignEnvironment.current.now"))
    #expect(report.findings.count == 1, "\(report.findings.map(\.explanation))")
  }

  @Test func randomNumbersReadWhileALabelDrawsItsTextAreReported() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        ShakenLabel.self, frame: { ShakenLabel(frame: $0) }, source: ShakenLabel.facts))
    let report = check(ShakenLabel.self, standard: StandardProperties())
    let finding = try #require(report.findings.first { $0.kind == .readsOutsideInput })
    #expect(finding.details["method"] == "jitter()")
    #expect(
      finding.explanation.contains("`jitter()` (ShakenLabel.swift:20) reads `arc4random()`"))
    // Its pictures differ from render to render, which explains nothing else.
    #expect(report.findings.count == 1, "\(report.findings.map(\.kind))")
  }

  @Test func workQueuedForTheMainThreadIsReportedWithTheMethod() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        LaterRounded.self, frame: { LaterRounded(frame: $0) }, source: LaterRounded.facts))
    let report = check(LaterRounded.self, standard: StandardProperties())
    let finding = try #require(report.findings.first { $0.kind == .defersWork })
    #expect(finding.details["method"] == "later()")
    #expect(
      finding.explanation.contains(
        "`later()` (LaterRounded.swift:9) queues work with `DispatchQueue.main.async`"))
    #expect(finding.fix.contains("layoutSubviews()"))
    #expect(report.findings.count == 1, "\(report.findings.map(\.explanation))")
  }

  @Test func anInitializerThatAlwaysTrapsIsNotCalledAndTheRunTimePathFailsWithItsLine() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        CoderlessDot.self, frame: { CoderlessDot(frame: $0) }, source: CoderlessDot.facts))
    // Were init(coder:) called, this test process would stop here.
    let report = check(CoderlessDot.self, standard: StandardProperties())
    let finding = try #require(report.findings.first { $0.kind == .failingPath })
    #expect(finding.paths == [.runTime])
    #expect(
      finding.explanation.contains(
        "CoderlessDot.init(coder:) stops the program with "
          + #"`fatalError("init(coder:) has not been implemented")` (CoderlessDot.swift:8)"#),
      "\(finding.explanation)")
    #expect(finding.fix.hasPrefix("Implement init(coder:) by calling super.init(coder:)"))
    // The paths that build it with init(frame:) are still drawn and compared.
    #expect(report.findings.count == 1, "\(report.findings.map(\.explanation))")
    #expect(report.renders > 0)
  }

  @Test func aPropertySetTwiceByTheHookIsNamedOnceWithBothAssignments() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        TwiceTinted.self, frame: { TwiceTinted(frame: $0) }, source: TwiceTinted.facts))
    let report = check(TwiceTinted.self, standard: StandardProperties())
    let finding = try #require(report.findings.first { $0.kind == .designTimeOnlyDrawing })
    #expect(finding.details["sets"] == "backgroundColor")
    #expect(
      finding.explanation.contains(
        "sets `backgroundColor` (`backgroundColor = .systemRed`, line 3; "
          + "`backgroundColor = .systemBlue`, line 4)."),
      "\(finding.explanation)")
  }

  func check(_ type: View.Type, standard: StandardProperties) -> CheckReport {
    DivergenceChecker.check(
      type, size: CGSize(width: 30, height: 20), scale: 1, attributes: .empty,
      options: CheckOptions(standard: standard))
  }

  @Test func aTintCopiedAtInitializationNamesTheMethodAndItsCaller() throws {
    let report = check(TintCopier.self, standard: StandardProperties(tintColor: .systemOrange))
    let finding = try #require(
      report.findings.first { $0.kind == .readsBeforeDocument },
      "\(report.findings.map(\.explanation))")
    #expect(finding.attributes == ["ringColor"])
    #expect(finding.details["method"] == "setUp()")
    #expect(finding.details["reads"] == "tintColor")
    #expect(finding.explanation.contains("`setUp()`, called from `init(frame:)`"))
    #expect(finding.explanation.contains("`ringColor = tintColor`, TintCopier.swift:20"))
    #expect(finding.fix.contains("tintColorDidChange()"))
    #expect(!report.findings.contains { $0.kind == .setupOnOnePath })
  }

  @Test func withoutTheSourceTheCopyIsFoundButNoMethodIsNamed() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        UnknownSourceCopier.self, frame: { UnknownSourceCopier(frame: $0) },
        inspectables: [.ib("ringColor", \UnknownSourceCopier.ringColor)]))
    let report = check(
      UnknownSourceCopier.self, standard: StandardProperties(tintColor: .systemOrange))
    let finding = try #require(report.findings.first { $0.kind == .readsBeforeDocument })
    #expect(finding.details["method"] == nil)
    #expect(finding.explanation.contains("the method cannot be named"))
  }

  @Test func theReportListsWhatEachPathDid() throws {
    let report = check(TintCopier.self, standard: StandardProperties(tintColor: .systemOrange))
    let lifecycle = try #require(report.lifecycle)
    #expect(
      lifecycle["designTime"]?.map(\.step) == [
        "init(frame:)", "the document's standard properties", "prepareForInterfaceBuilder()",
        "layoutSubviews()", "draw(_:)",
      ])
    let restored = try #require(lifecycle["runTime"]?.first)
    #expect(restored.step == "super.init(coder:)")
    #expect(restored.changes["tintColor"] == "→ \(AttributeValue.color(.systemOrange))")
    let standard = try #require(lifecycle["designTime"]?[1])
    #expect(
      standard.changes["tintColor"]?.hasSuffix("→ \(AttributeValue.color(.systemOrange))") == true)
    let decoded = try JSONDecoder().decode(CheckReport.self, from: JSONEncoder().encode(report))
    #expect(decoded == report)
  }

  @Test func withoutADocumentTintThereIsNothingToReport() {
    let report = check(TintCopier.self, standard: StandardProperties())
    #expect(report.findings.isEmpty, "\(report.findings.map(\.explanation))")
  }

  @Test func aValueOnlyInitCoderWritesIsTracedToTheMethodItCalls() throws {
    let report = check(CoderThemed.self, standard: StandardProperties())
    let finding = try #require(
      report.findings.first { $0.kind == .setupOnOnePath },
      "\(report.findings.map(\.explanation))")
    #expect(finding.attributes == ["backgroundColor"])
    #expect(finding.details["by"] == "init(coder:)")
    #expect(finding.details["method"] == "applyTheme()")
    #expect(finding.explanation.contains("`applyTheme()`, called from `init(coder:)`"))
    #expect(finding.explanation.contains("init(frame:) never reaches it"))
  }

  @Test func whenBothInitializersReachTheWriteTheCauseIsNotGuessed() throws {
    // Facts that say both initializers call applyTheme(), while the build shows the values
    // differ: the finding names the shared write and says it cannot tell why.
    ComponentRegistry.register(
      ComponentRegistration(
        SharedThemed.self, frame: { SharedThemed(frame: $0) },
        source: SourceFacts(
          file: "SharedThemed.swift",
          methods: [
            .init("init(frame:)", line: 2, calls: ["applyTheme()"]),
            .init("init(coder:)", line: 3, calls: ["applyTheme()"]),
            .init(
              "applyTheme()", line: 8,
              assignments: [
                .init("backgroundColor", line: 8, text: "backgroundColor = .systemIndigo")
              ]),
          ])))
    let report = check(SharedThemed.self, standard: StandardProperties())
    let finding = try #require(report.findings.first { $0.kind == .setupOnOnePath })
    #expect(finding.explanation.hasPrefix("Both initializers reach `applyTheme()`"))
    #expect(finding.explanation.contains("the evidence does not single out why"))
    #expect(finding.details["by"] == nil)
    #expect(!finding.fix.contains("called from both"))
  }

  @Test func anArchivedValueOverwrittenInInitCoderIsBlamedOnTheWriter() throws {
    let report = check(CoderThemed.self, standard: StandardProperties(backgroundColor: .white))
    let finding = try #require(
      report.findings.first { $0.kind == .initOverridesAttribute },
      "\(report.findings.map(\.explanation))")
    #expect(finding.details["by"] == "init(coder:)")
    #expect(finding.details["method"] == "applyTheme()")
    #expect(finding.explanation.contains("after super.init(coder:) restored it"))
  }

  /// A document's transparent white and `.clear` (transparent black) draw the same nothing.
  @Test func aTransparentColourOverwrittenByAnotherTransparentOneIsNoFinding() {
    ComponentRegistry.register(
      ComponentRegistration(
        EverywhereCleared.self, frame: { EverywhereCleared(frame: $0) },
        source: EverywhereCleared.facts))
    let clearWhite = Color(red: 1, green: 1, blue: 1, alpha: 0)
    let report = check(
      EverywhereCleared.self, standard: StandardProperties(backgroundColor: clearWhite))
    #expect(report.findings.isEmpty, "\(report.findings.map(\.explanation))")
  }

  @Test func aValueLostOnBothPathsIsNotCalledADifference() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        EverywhereCleared.self, frame: { EverywhereCleared(frame: $0) },
        source: EverywhereCleared.facts))
    let report = check(
      EverywhereCleared.self, standard: StandardProperties(backgroundColor: .white))
    let finding = try #require(
      report.findings.first { $0.kind == .initOverridesAttribute },
      "\(report.findings.map(\.explanation))")
    #expect(finding.paths == [.runTime, .designTime])
    #expect(!finding.explanation.contains("show different things"))
    #expect(finding.explanation.contains("neither tool shows the document's value"))
    #expect(finding.explanation.contains("called from `prepareForInterfaceBuilder()`"))
  }

  /// The flawed example `name` checked as the catalog shows it.
  func checkExample(_ name: String) throws -> CheckReport {
    let example = try #require(ExampleCatalog.all.first { $0.name == name })
    return DivergenceChecker.check(
      example.type, size: example.sizes[0], scale: 1, attributes: example.attributeSets[0],
      options: CheckOptions(standard: example.standard))
  }

  @Test func theExamplesFindingsNameTheMethodsTheirSourcesShow() throws {
    let gauge = try #require(try checkExample("TintCopyingGauge").findings.first)
    #expect(gauge.details["method"] == "configure()")
    #expect(gauge.explanation.contains("`configure()`, called from `init(frame:)`"))
    #expect(gauge.explanation.contains("TintCopyingGauge.swift:"))

    let banner = try #require(try checkExample("AutoHidingBanner").findings.first)
    #expect(banner.details["method"] == "prepareToAppear()")
    #expect(banner.explanation.contains("called from `awakeFromNib()`"))

    let pulse = try #require(try checkExample("SelfStartingPulse").findings.first)
    #expect(pulse.details["by"] == "layoutSubviews()")
    #expect(pulse.details["animation"] == "UIView.animate")
    #expect(pulse.attributes == ["alpha"])

    let stepper = try #require(try checkExample("AwakeOnlyStepper").findings.first)
    #expect(
      stepper.explanation.contains(
        "`prepareForInterfaceBuilder()` and `awakeFromNib()` call `setup()`"),
      "\(stepper.explanation)")

    let red = try #require(try checkExample("RedInitLabel").findings.first)
    #expect(red.details["by"] == "init(coder:)")
    #expect(red.explanation.contains("`backgroundColor = .systemRed`, RedInitLabel.swift:"))
  }

  @Test func anAnimationOnlyInterfaceBuilderStartsIsNotInFlight() throws {
    // The fade runs in prepareForInterfaceBuilder(), which the app never calls: what it
    // shows is design-time content, and nothing moves on the device.
    let report = try checkExample("FadingSampleBadge")
    #expect(!report.findings.contains { $0.kind == .animationInFlight }, "\(report.findings)")
    #expect(report.findings.map(\.kind) == [.designTimeOnlyDrawing])
    // The finding names what the hook does, from the source.
    let finding = try #require(report.findings.first)
    #expect(finding.details["by"] == "prepareForInterfaceBuilder()")
    #expect(finding.details["sets"]?.contains("sample.text") == true, "\(finding.details)")
    #expect(
      finding.explanation.contains(
        "`prepareForInterfaceBuilder()` (FadingSampleBadge.swift:"),
      "\(finding.explanation)")
    #expect(finding.explanation.contains("`sample.text` (`sample.text = \"12\"`, line "))
    // The same fade started by the first layout runs in the app too, and is reported.
    let pulse = try checkExample("SelfStartingPulse")
    #expect(pulse.findings.map(\.kind) == [.animationInFlight])
  }

  @Test func aStaleAttributeWithoutADidSetIsSaidToHaveNoneOrToBeReadOnce() throws {
    let report = try checkExample("StalePieChart")
    let stale = report.findings.filter { $0.kind == .staleAttribute && $0.attributes != ["frame"] }
    // strokeEnd is set at every layout: only the invalidation is missing.
    let percentage = try #require(stale.first { $0.attributes == ["piePercentage"] })
    #expect(percentage.explanation.contains("has no didSet in the source"))
    #expect(percentage.fix.contains("setNeedsLayout()"))
    // The colour is set only when the layer is first made: a new layout would not help.
    let colour = try #require(stale.first { $0.attributes == ["pieColor"] })
    #expect(colour.details["effect"] == "unused")
    #expect(colour.explanation.contains("used only while the view is built or first laid out"))
    #expect(!colour.fix.contains("setNeedsLayout()"))
  }

  @Test func anAttributeReadOnlyWhenLoadedIsNotStale() throws {
    let report = try checkExample("AutoHidingBanner")
    #expect(!report.findings.contains { $0.kind == .staleAttribute }, "\(report.findings)")
  }
}
