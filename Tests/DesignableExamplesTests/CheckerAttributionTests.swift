import Components
import DesignableTesting
import Foundation
import Testing

/// Paints its background with its trim colour in `setUp()`, called from both initializers,
/// and again in the trim colour's `didSet`: a document's background colour is lost to
/// whichever runs last.
private final class TrimmedPanel: View {
  var trimColor: Color = .systemBlue { didSet { backgroundColor = trimColor } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() { backgroundColor = trimColor }

  /// What the source above says, as the DesignablePlugin records it.
  static let facts = SourceFacts(
    file: "TrimmedPanel.swift",
    methods: [
      .init(
        "trimColor.didSet", line: 1,
        assignments: [
          .init(
            "backgroundColor", reads: ["trimColor"], line: 1, text: "backgroundColor = trimColor")
        ]),
      .init("init(frame:)", line: 3, calls: ["setUp()"]),
      .init("init(coder:)", line: 7, calls: ["setUp()"]),
      .init(
        "setUp()", line: 11,
        assignments: [
          .init(
            "backgroundColor", reads: ["trimColor"], line: 11, text: "backgroundColor = trimColor")
        ]),
    ])
}

/// Shades its background from `level` and `boost`, but only `level`'s `didSet` repaints:
/// `boost`'s keeps the new factor and leaves it for the next `level`.
private final class ShadeSwatch: View {
  var level: Double = 0 { didSet { repaint() } }
  var boost: Double = 0 { didSet { factor = boost } }
  private var factor = 0.0

  override init(frame: CGRect) {
    super.init(frame: frame)
    repaint()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    repaint()
  }

  private func repaint() {
    let shade = min(1, (level + factor) / 4)
    backgroundColor = Color(red: shade, green: shade, blue: shade, alpha: 1)
  }

  /// What the source above says, as the DesignablePlugin records it.
  static let facts = SourceFacts(
    file: "ShadeSwatch.swift",
    methods: [
      .init("level.didSet", line: 1, calls: ["repaint()"]),
      .init("boost.didSet", line: 2),
      .init("init(frame:)", line: 5, calls: ["repaint()"]),
      .init("init(coder:)", line: 10, calls: ["repaint()"]),
      .init(
        "repaint()", line: 15,
        assignments: [.init("backgroundColor", line: 17, text: "backgroundColor = Color(...)")]),
    ])
}

@Suite("Divergence checker: every method that writes a property")
struct CheckerAttributionTests {
  init() {
    ComponentRegistry.register(
      ComponentRegistration(
        TrimmedPanel.self, frame: { TrimmedPanel(frame: $0) },
        inspectables: [.ib("trimColor", \TrimmedPanel.trimColor)], source: TrimmedPanel.facts))
  }

  func check(_ attributes: AttributeSet) -> CheckReport {
    DivergenceChecker.check(
      TrimmedPanel.self, size: CGSize(width: 30, height: 20), scale: 1, attributes: attributes,
      options: CheckOptions(standard: StandardProperties(backgroundColor: .white)))
  }

  @Test func anObserverThatWritesAfterTheInitializerIsNamedToo() throws {
    let report = check(AttributeSet("trim", ["trimColor": .color(.systemRed)]))
    let finding = try #require(
      report.findings.first { $0.kind == .initOverridesAttribute },
      "\(report.findings.map(\.explanation))")
    #expect(finding.details["method"] == "setUp()")
    #expect(finding.details["alsoBy"] == "trimColor.didSet")
    #expect(finding.explanation.contains("`setUp()`, called from `init(coder:)`"))
    #expect(
      finding.explanation.contains(
        "and `trimColor.didSet` sets `backgroundColor` from `trimColor` "
          + "(`backgroundColor = trimColor`, TrimmedPanel.swift:1) when the document's "
          + "`trimColor` is applied"))
    #expect(finding.fix.contains("`trimColor.didSet` writes it too"))
  }

  @Test func withoutTheAttributeOnlyTheInitializerIsNamed() throws {
    let report = check(.empty)
    let finding = try #require(
      report.findings.first { $0.kind == .initOverridesAttribute },
      "\(report.findings.map(\.explanation))")
    #expect(finding.details["method"] == "setUp()")
    #expect(finding.details["alsoBy"] == nil)
    #expect(!finding.explanation.contains("didSet"))
  }

  @Test func aChangeAnotherObserverAppliesNamesThatObserver() throws {
    ComponentRegistry.register(
      ComponentRegistration(
        ShadeSwatch.self, frame: { ShadeSwatch(frame: $0) },
        inspectables: [
          .ib("boost", \ShadeSwatch.boost), .ib("level", \ShadeSwatch.level),
        ], source: ShadeSwatch.facts))
    let report = DivergenceChecker.check(
      ShadeSwatch.self, size: CGSize(width: 30, height: 20), scale: 1,
      attributes: AttributeSet(
        "shaded", [Attribute("boost", .real(1)), Attribute("level", .real(1))]),
      options: CheckOptions(standard: StandardProperties()))
    let finding = try #require(
      report.findings.first { $0.kind == .staleAttribute && $0.attributes == ["boost"] },
      "\(report.findings.map(\.explanation))")
    #expect(finding.details["appliedBy"] == "level")
    #expect(
      finding.explanation.contains(
        "setting level again to the value it holds gives it: `level.didSet` (ShadeSwatch.swift:1) "
          + "applies what the new boost changed, and `boost.didSet` (ShadeSwatch.swift:2) does not")
    )
    #expect(finding.fix.contains("as level's does"))
    #expect(!report.findings.contains { $0.kind == .staleAttribute && $0.attributes == ["level"] })
  }
}

/// Whitens and centres its text in `setUp()`, called from both initializers and again from
/// `prepareForInterfaceBuilder()`: a badge whose look survives the document's colours.
private final class WhiteBadge: Label {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    setUp()
  }

  private func setUp() {
    textColor = .white
    textAlignment = .center
  }

  static let facts = SourceFacts(
    file: "WhiteBadge.swift",
    methods: [
      .init("init(frame:)", line: 2, calls: ["setUp()"]),
      .init("init(coder:)", line: 7, calls: ["setUp()"]),
      .init("prepareForInterfaceBuilder()", line: 12, calls: ["setUp()"]),
      .init(
        "setUp()", line: 17,
        assignments: [
          .init("textColor", line: 18, text: "textColor = .white"),
          .init("textAlignment", line: 19, text: "textAlignment = .center"),
        ]),
    ])
}

@Suite("Checker: hooks that repeat the initializers' setup")
struct RepeatedSetupTests {
  /// Interface Builder and the app both end with white, centred text; code that sets a
  /// colour after `init(frame:)` keeps it, as on iOS, which is no divergence of the tools.
  @Test func aSetupThePrepareHookRepeatsIsNotCalledItsOnlyHome() {
    ComponentRegistry.register(
      ComponentRegistration(
        WhiteBadge.self, frame: { WhiteBadge(frame: $0) }, source: WhiteBadge.facts))
    let archived = ArchivedContent(origin: "Badge.storyboard:12") { view in
      guard let label = view as? Label else { return }
      label.text = "7"
      label.textColor = .black
      label.textAlignment = .natural
    }
    let report = DivergenceChecker.check(
      WhiteBadge.self, size: CGSize(width: 40, height: 24), scale: 1, attributes: .empty,
      options: CheckOptions(standard: StandardProperties(content: archived)))
    #expect(report.findings.isEmpty, "\(report.findings.map(\.explanation))")
  }
}
